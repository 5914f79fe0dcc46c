/** A dashboard context and a session user for the settings stories (no server behind them). */
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import salesOverview from '../../config-samples/acme/dashboards/sales-overview.json';
import type { SessionUser } from '../../runtime/app/api/types.ts';
import type { DashboardDetail } from '../../runtime/app/dashboard/dashboard-api.ts';
import {
  DashboardContext,
  type DashboardContextValue,
} from '../../runtime/app/dashboard/dashboard-context.ts';
import { navigatorStore } from '../../runtime/app/stores/navigator-store.ts';
import type { Widget } from '../../schemas/generated/index.ts';

/** The demo dashboard's widgets, with the identity fields the server fills in. */
export const demoWidgets: Record<string, Widget> = Object.fromEntries(
  Object.entries(salesOverview.widgets as unknown as Record<string, Widget>).map(([id, w]) => [
    id,
    { ...w, widget_id: id, dashboard_id: 'sales-overview', user_id: w.user_id ?? 2 },
  ]),
);

const dashboard = {
  ...salesOverview,
  user_id: 2,
  module_id: 1,
  program_id: 1,
  program_slug: 'retail',
  version: 'story',
  widgets: demoWidgets,
} as unknown as DashboardDetail;

const context: DashboardContextValue = {
  dashboard,
  program: undefined,
  route: undefined,
  shared: false,
  sharedWidgetRoute: false,
  widgets: demoWidgets,
  temps: [],
  forgetWidget: () => undefined,
  refresh: async () => undefined,
  collapsed: new Set(),
  setCollapsed: () => undefined,
};

/** A demo user: the owner (user 2) or the super user (3, also owning nothing). */
export function storyUser(kind: 'owner' | 'super'): SessionUser {
  return {
    user_id: kind === 'owner' ? 2 : 3,
    username: kind,
    email: `${kind}@acme-retail.example`,
    groups: [],
    superuser: false,
    userh: { id: kind === 'owner' ? 2 : 3, super: kind === 'super' },
    programs: ['retail'],
  } as unknown as SessionUser;
}

/** Renders its children inside the demo dashboard, signed in as `user`. */
export function SettingsStoryFrame({ user, children }: { user: SessionUser; children: ReactNode }) {
  useEffect(() => {
    navigatorStore.user = user;
  }, [user]);
  return <DashboardContext.Provider value={context}>{children}</DashboardContext.Provider>;
}
