import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { useLocalize } from '../i18n/use-localize.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { useRouteModule } from '../shell/useRouteModule.ts';
import { usePageSettled } from '../shell/page-settled.ts';
import {
  dashboardPath,
  fetchModuleDashboards,
  moduleDashboardsPath,
  type DashboardDetail,
} from './dashboard-api.ts';
import {
  DASHBOARD_PARAM,
  dashboardParam,
  selectedDashboards,
  selectionMode,
} from './dashboard-selection.ts';
import { DashboardSelector } from './DashboardSelector.tsx';
import { DashboardSkeleton, DashboardView, LoadError } from './DashboardView.tsx';
import { DASHBOARD_NS } from './texts.ts';

/**
 * The page of `/:program/:module`: the module's dashboards as tabs or a selector (multiple
 * only when attributes.multiselect is 'true'), the chosen ones in the URL (`?dashboard=`), each
 * rendered on its grid.
 */
export function ModulePage() {
  const { t } = useTranslation(DASHBOARD_NS);
  const localize = useLocalize();
  const { program, module } = useRouteModule();
  const [search, setSearch] = useSearchParams();
  const moduleId = module?.module_id;
  // The tabs come with the module; the list (the other tabs' dashboards, to switch at once)
  // loads after the page's last paint, not among its requests (issue 30).
  const settled = usePageSettled();
  const list = useSWR(
    moduleId !== undefined && settled ? moduleDashboardsPath(moduleId) : null,
    () => fetchModuleDashboards(moduleId as number),
    { revalidateOnFocus: false },
  );
  const summaries = module?.dashboards ?? [];
  const mode = selectionMode(summaries);
  const selected = selectedDashboards(summaries, search.get(DASHBOARD_PARAM), mode);
  const first = selected[0];
  // The shown dashboard as its own view loaded it (cache only), when the list is not there yet.
  const shown = useSWR<DashboardDetail>(first !== undefined ? dashboardPath(first) : null, null);
  const firstDetail = list.data?.find((d) => d.dashboard_id === first) ?? shown.data;

  // The navigator store names the dashboard on screen (its conditions seed the filter panel).
  useEffect(() => {
    if (!firstDetail) return;
    navigatorStore.dashboard = {
      dashboard_id: firstDetail.dashboard_id,
      user_id: firstDetail.user_id,
      conditions: firstDetail.conditions,
    };
    navigatorStore.routeIds = { ...navigatorStore.routeIds, dashboard: firstDetail.dashboard_id };
  }, [firstDetail]);

  const choose = (ids: string[]) => {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set(DASHBOARD_PARAM, dashboardParam(ids));
      return next;
    });
  };

  if (!module) return <DashboardSkeleton />;
  return (
    <Stack
      gap="md"
      className="nav-module-page"
      data-testid="module-page"
      data-module={module.module_slug}
    >
      <Stack gap={2}>
        <Title order={1} fz="h3">
          {localize(module.module_name)}
        </Title>
        {module.description && (
          <Text size="sm" c="dimmed">
            {localize(module.description)}
          </Text>
        )}
      </Stack>
      {summaries.length === 0 ? (
        <Text c="dimmed" data-testid="no-dashboards">
          {t('noDashboards')}
        </Text>
      ) : (
        <DashboardSelector
          dashboards={summaries}
          mode={mode}
          selected={selected}
          onChange={choose}
        />
      )}
      {list.error && !list.data && (
        <LoadError
          title={t('moduleFailed')}
          error={list.error}
          onRetry={() => void list.mutate()}
        />
      )}
      {/* Each view loads its dashboard itself: it need not wait for the module's list. */}
      {(list.data || !list.error) &&
        selected.map((id) => (
          <DashboardView
            key={id}
            dashboardId={id}
            initial={list.data?.find((d) => d.dashboard_id === id)}
            program={program}
            route={module}
            showTitle={selected.length > 1}
            shownText={localize(module.description)}
          />
        ))}
    </Stack>
  );
}
