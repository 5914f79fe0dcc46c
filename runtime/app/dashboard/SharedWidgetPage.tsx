import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { FILTER_URL_PARAM } from '../../core/index.ts';
import { useFilterBootstrap } from '../filters/useFilterBootstrap.ts';
import useSWR from 'swr';
import type { Widget } from '../../../schemas/generated/index.ts';
import { isShareWidgetPath } from '../widget-container/share-link.ts';
import { WidgetContainer } from '../widget-container/WidgetContainer.tsx';
import { dashboardPath, fetchDashboard, type DashboardDetail } from './dashboard-api.ts';
import { DashboardContext } from './dashboard-context.ts';
import { DashboardSkeleton, LoadError } from './DashboardView.tsx';
import { DASHBOARD_NS } from './texts.ts';
import { useDashboardContextValue } from './useDashboardContextValue.ts';
import { useSharedProgram } from './useSharedProgram.ts';

/** The widget a share link names: by widget id, else by its uid. */
function findWidget(dashboard: DashboardDetail, ref: string | undefined): Widget | undefined {
  if (!ref) return undefined;
  return dashboard.widgets[ref] ?? Object.values(dashboard.widgets).find((w) => w.uid === ref);
}

/**
 * `/share/widget/:dashboard_uid/:widget_uid`, `/widget/...` and the share link
 * `/v2/share/widget/:dashboard_id/:widget_id`: one widget across the full width, with the
 * drilldowns it opens below it.
 */
export function SharedWidgetPage() {
  const { t } = useTranslation(DASHBOARD_NS);
  const params = useParams();
  const location = useLocation();
  const dashboardId = params.dashboard_id ?? params.dashboard_uid;
  const widgetRef = params.widget_id ?? params.widget_uid;
  const { program, route, settled } = useSharedProgram(dashboardId);
  const [search] = useSearchParams();
  // A share link with `?f=` shows the sender's filters: the widget waits for the program (its
  // filter setup) and is seeded with them before its first query, as a module page is.
  const filtered = search.get(FILTER_URL_PARAM) !== null;
  const { data, error, mutate } = useSWR<DashboardDetail>(
    dashboardId ? dashboardPath(dashboardId) : null,
    () => fetchDashboard(dashboardId as string),
    { revalidateOnFocus: false },
  );
  const { context, temp } = useDashboardContextValue({
    dashboardId: dashboardId ?? '',
    data,
    mutate,
    program,
    route,
    shared: true,
    // widget-layer §2: this route's settings dialog hides its tabs.
    sharedWidgetRoute: isShareWidgetPath(location.pathname),
  });
  useFilterBootstrap({
    dashboardId: dashboardId ?? '',
    data: filtered && !settled ? undefined : data,
    program,
    route,
  });
  if (error)
    return <LoadError title={t('loadFailed')} error={error} onRetry={() => void mutate()} />;
  if (!dashboardId) return <Text c="dimmed">{t('widgetNotFound')}</Text>;
  if (!context || !data || (filtered && !settled)) return <DashboardSkeleton />;
  const widget = findWidget(data, widgetRef);
  if (!widget) {
    return (
      <Text c="dimmed" data-testid="widget-not-found">
        {t('widgetNotFound')}
      </Text>
    );
  }
  return (
    <DashboardContext.Provider value={context}>
      <Stack gap="md" className="nav-shared-widget" data-testid="shared-widget">
        {temp.top.map((w) => (
          <div key={w.widget_id} className="nav-single-widget">
            <WidgetContainer widget={w} mode="single" />
          </div>
        ))}
        <div className="nav-single-widget nav-single-widget-main">
          <WidgetContainer widget={widget} mode="single" />
        </div>
        {temp.bottom.map((w) => (
          <div key={w.widget_id} className="nav-single-widget">
            <WidgetContainer widget={w} mode="single" />
          </div>
        ))}
      </Stack>
    </DashboardContext.Provider>
  );
}
