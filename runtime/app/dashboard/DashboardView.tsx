import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useSnapshot } from '../stores/use-snapshot.ts';
import { preloadWidgetViews } from '../../../widgets/registry-prefetch.ts';
import {
  canEditDashboard,
  EditDashboardButton,
  loadDashboardEditor,
} from '../../../builder/layout/index.ts';
import { ApiError, errorMessage } from '../api/client.ts';
import type { ModuleRow, ProgramRow } from '../api/types.ts';
import { FilterLayout } from '../filters/FilterLayout.tsx';
import { useFilterBar } from '../filters/useFilterBar.ts';
import { useFilterBootstrap } from '../filters/useFilterBootstrap.ts';
import { withPeriod } from './dashboard-text.ts';
import { useLocalize } from '../i18n/use-localize.ts';
import { dashboardPath, fetchDashboard, type DashboardDetail } from './dashboard-api.ts';
import { DashboardContext } from './dashboard-context.ts';
import { CrossFilterContext, type CrossFilterContextValue } from './cross-filter-context.ts';
import { DashboardGrid } from './DashboardGrid.tsx';
import { navigatorStore } from '../stores/navigator-store.ts';
import { DASHBOARD_NS } from './texts.ts';
import { useDashboardContextValue } from './useDashboardContextValue.ts';

/** Edit mode (builder/layout), loaded when a user who may edit turns it on. */
const DashboardEditor = lazy(loadDashboardEditor);

/** Props of {@link DashboardView}. */
export interface DashboardViewProps {
  dashboardId: string;
  /** The dashboard as the module list delivered it: shown at once, not fetched again. */
  initial?: DashboardDetail;
  program: ProgramRow | undefined;
  /** The module page's route record. */
  route: ModuleRow | undefined;
  /** Show the dashboard's title (several dashboards stacked, share pages). */
  showTitle?: boolean;
  /** Text already shown above (the module's description): not repeated. */
  shownText?: string;
  shared?: boolean;
}

/** The loading state of a dashboard: a grid of skeleton cards. */
export function DashboardSkeleton() {
  return (
    <div className="nav-dashboard-skeleton" data-testid="dashboard-loading" aria-busy="true">
      {[3, 3, 3, 3, 8, 4].map((span, index) => (
        <Skeleton
          key={index}
          animate={false}
          height={span === 3 ? 140 : 300}
          radius="md"
          style={{ gridColumn: `span ${span}` }}
        />
      ))}
    </div>
  );
}

/** A failed load with the server's message and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={title}
      data-testid="dashboard-error"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
          >
            {t('retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * One dashboard (GET /api/v2/dashboards/{id}) on its grid, with the context its widget
 * containers share: its program and module, its temporary widgets, collapsed widgets.
 */
export function DashboardView({
  dashboardId,
  initial,
  program,
  route,
  showTitle = false,
  shownText,
  shared = false,
}: DashboardViewProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const localize = useLocalize();
  const { data, error, mutate, isLoading } = useSWR<DashboardDetail>(
    dashboardPath(dashboardId),
    () => fetchDashboard(dashboardId),
    { fallbackData: initial, revalidateOnMount: initial === undefined, revalidateOnFocus: false },
  );
  const { user } = useSnapshot(navigatorStore);
  const [editing, setEditing] = useState(false);
  const editable = !shared && canEditDashboard(user, data);
  // Seeds the applied filters (URL, session, owner's save) before the grid's first query.
  const filterSetup = useFilterBootstrap({ dashboardId, data, program, route });
  const bar = useFilterBar({
    dashboard: data,
    setup: shared ? undefined : filterSetup,
    program,
    route,
  });
  // Widgets publish cross-filters into the filter bar's selections (not on share pages).
  const crossFilterIds = useMemo(
    () => filterSetup?.items.filter((item) => item.type !== 'date').map((item) => item.id) ?? [],
    [filterSetup],
  );
  const crossFilter = useMemo<CrossFilterContextValue | undefined>(
    () =>
      shared || !filterSetup
        ? undefined
        : { selections: bar.selections, filterIds: crossFilterIds, set: bar.set },
    [shared, filterSetup, bar.selections, bar.set, crossFilterIds],
  );
  const { context, temp } = useDashboardContextValue({
    dashboardId,
    data,
    mutate,
    program,
    route,
    shared,
  });

  // The chart chunk (vega) loads while the widgets' queries run, not once a first chart has
  // rows; after they are issued (children's effects run first), so its evaluation does not
  // hold them back.
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded) preloadWidgetViews();
  }, [loaded]);

  // A description may name the period the widgets run with as {period} (dashboard-text.ts).
  const description =
    data?.description && localize(data.description) !== shownText
      ? withPeriod(localize(data.description), bar.period)
      : undefined;
  if (!context || !data) {
    if (error && !isLoading) {
      const notFound = error instanceof ApiError && error.status === 404;
      return (
        <LoadError
          title={notFound ? t('notFound') : t('loadFailed')}
          error={error}
          onRetry={() => void mutate()}
        />
      );
    }
    return <DashboardSkeleton />;
  }

  return (
    <section
      className="nav-dashboard"
      data-testid="dashboard"
      data-dashboard-id={dashboardId}
      aria-label={localize(data.title)}
    >
      <DashboardContext.Provider value={context}>
        <CrossFilterContext.Provider value={crossFilter}>
          <FilterLayout
            dashboard={data}
            setup={shared ? undefined : filterSetup}
            program={program}
            route={route}
            bar={shared ? undefined : bar}
            header={
              showTitle || description ? (
                <Stack gap={2} miw={0} className="nav-dashboard-header">
                  {showTitle && (
                    <Title order={2} fz="h4">
                      {localize(data.title)}
                    </Title>
                  )}
                  {description && (
                    <Text size="sm" c="dimmed" lineClamp={2} data-testid="dashboard-description">
                      {description}
                    </Text>
                  )}
                </Stack>
              ) : undefined
            }
            actions={
              editable && !editing ? (
                <EditDashboardButton
                  onClick={() => setEditing(true)}
                  onPrefetch={() => void loadDashboardEditor()}
                />
              ) : undefined
            }
          >
            {editing ? (
              <Suspense fallback={<DashboardSkeleton />}>
                <DashboardEditor
                  dashboard={data}
                  refresh={() => mutate()}
                  onExit={() => setEditing(false)}
                />
              </Suspense>
            ) : (
              <DashboardGrid
                layout={data.layout}
                widgets={data.widgets}
                temp={temp}
                collapsed={context.collapsed}
                cols={data.attributes?.cols}
                rowHeight={data.attributes?.rowHeight}
              />
            )}
          </FilterLayout>
        </CrossFilterContext.Provider>
      </DashboardContext.Provider>
    </section>
  );
}
