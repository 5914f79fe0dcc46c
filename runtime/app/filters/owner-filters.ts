/**
 * The owner's filter changes become the dashboard's saved filters, everyone's default
 * (app-shell §4). Apply and removing a chip both change the applied filters, so both save
 * through here, and the toast says so; "Apply for me only" is the one way around it.
 */
import type { DashboardDetail } from '../dashboard/dashboard-api.ts';
import { i18n } from '../i18n/index.ts';
import { notify } from '../shell/notify.ts';
import type { AppliedFilters } from './filter-commit.ts';
import { dateSelectionToConditions } from './date/index.ts';
import { saveDashboardConditions } from './filter-api.ts';

/** Saves `applied` as the dashboard's filters for its owner `userId`; a toast tells the owner. */
export function saveOwnerFilters(
  dashboard: DashboardDetail,
  userId: unknown,
  applied: AppliedFilters,
): void {
  const hlevel = (dashboard.conditions as { hlevel?: string | null } | undefined)?.hlevel;
  saveDashboardConditions({
    dashboard_id: dashboard.dashboard_id,
    user_id: Number(userId),
    conditions: {
      where: applied.where_cond,
      hlevel: hlevel ?? null,
      ...(applied.date && {
        date: dateSelectionToConditions(applied.date).date as Record<string, unknown>,
      }),
    },
  })
    .then(() => notify('success', i18n.t('filters.saved')))
    .catch((error: unknown) => console.error('Saving the dashboard filters failed', error));
}
