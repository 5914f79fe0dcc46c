/**
 * Who may edit a dashboard's layout and widgets in the browser: the same rule the server
 * enforces (server/routes/dashboard-edit-routes.ts): the dashboard's owner, super users and
 * superusers. Kept apart from the editor so the viewer bundle only carries this check.
 */
import {
  isSuperUser,
  isSuperuserGroup,
  isWidgetOwner,
  type ToolbarUser,
} from '../../runtime/app/widget-container/toolbar-items.ts';

/**
 * The user may edit the dashboard (owner by `user_id`, `userh.super`, or the 'superuser'
 * group). Undefined user (session loading): no.
 */
export function canEditDashboard(
  user: ToolbarUser | undefined,
  dashboard: { user_id?: unknown } | undefined,
): boolean {
  if (!user || !dashboard) return false;
  return isWidgetOwner(user, dashboard.user_id) || isSuperUser(user) || isSuperuserGroup(user);
}
