import type { FastifyInstance } from 'fastify';
import { HttpError } from '../auth/http-error.ts';
import { isOwner, requireProgram, requireUser } from '../auth/roles.ts';
import { etagOf, versionFromIfMatch } from '../config/entity-version.ts';
import type { AppContext } from '../http/context.ts';
import { mergeDashboardConditions, parseConditionsSave } from './dashboard-conditions.ts';
import { dashboardView, findModule, requireUserDashboard } from './program-catalog.ts';
import { liveTenant, requireQueryParam } from './request-tenant.ts';
import { sendWriteError } from './write-errors.ts';
import { commitAuthor } from './commit-author.ts';

/** Texts of the conditions save. */
export const DASHBOARD_MESSAGES = {
  conditionsSaved: 'Dashboard conditions saved.',
  notOwner: (dashboardId: string) =>
    `Only the owner of dashboard "${dashboardId}" can save its filters.`,
} as const;

/**
 * Dashboards and their saved filters. Every call needs a token (401) and a dashboard of one of
 * the user's programs (403 otherwise, 404 for an unknown one).
 *
 * Not in the spec (the spec names no call that loads a dashboard's widgets; these are the
 * runtime's and builder's):
 * - `GET /api/v2/dashboards?module_id=` → `{data: [dashboard, ...]}` in the module's tab order;
 *   400 without a numeric module_id, 404 unknown module, 403 its program not the user's.
 * - `GET /api/v2/dashboards/{dashboard_id}` → the dashboard: its fields (dashboard_id, name,
 *   title, user_id, module_id, program_id, program_slug, attributes, allow_filtering,
 *   filtering_show, conditions), `widgets` (widget id → widget with uid, widget_id,
 *   dashboard_id, module_id, program_id, program_slug and user_id filled in), `layout`, and
 *   `version`, also sent as the `ETag` header; the widget and conditions saves take it back as
 *   `If-Match`.
 *
 * In the spec (app-shell §7):
 * - `POST /api/v1/services/dashboards/conditions/` body `{dashboard_id, user_id, conditions:
 *   {where, hlevel, date}}` → saved into the dashboard file's `conditions` only when the user
 *   owns the dashboard (its user_id and the body's are the user's), else 403 `{message}` and
 *   nothing written; 400 naming the invalid field; 409 when `If-Match` names an old version →
 *   `{status: 'success', message, data: {dashboard_id, conditions}, version}` (+ ETag).
 */
export async function dashboardRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'configStore'>,
): Promise<void> {
  const store = ctx.configStore;
  const auth = { preHandler: app.authenticate };

  app.get('/api/v2/dashboards', auth, async (request) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, store);
    const raw = requireQueryParam(request, 'module_id');
    const moduleId = Number(raw);
    if (!Number.isInteger(moduleId)) {
      throw new HttpError(400, `module_id must be an integer (got "${raw}").`);
    }
    const placement = findModule(tenant, moduleId);
    if (!placement) throw new HttpError(404, `Unknown module ${moduleId}.`);
    requireProgram(user, placement.program.id);
    const ids = placement.module.dashboards;
    const data = (Array.isArray(ids) ? ids : [])
      .map((id) => (typeof id === 'string' ? tenant.dashboards.get(id) : undefined))
      .filter((d) => d !== undefined)
      .map((dashboard) =>
        dashboardView(
          tenant,
          { ...placement, dashboard },
          store.version(tenant.id, 'dashboard', dashboard.id) ?? '',
        ),
      );
    return { data };
  });

  app.get<{ Params: { dashboard_id: string } }>(
    '/api/v2/dashboards/:dashboard_id',
    auth,
    async (request, reply) => {
      const user = requireUser(request);
      const tenant = liveTenant(request, store);
      const placement = requireUserDashboard(tenant, user, request.params.dashboard_id);
      const version = store.version(tenant.id, 'dashboard', placement.dashboard.id) ?? '';
      reply.header('etag', etagOf(version));
      return dashboardView(tenant, placement, version);
    },
  );

  app.post('/api/v1/services/dashboards/conditions/', auth, async (request, reply) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, store);
    const parsed = parseConditionsSave(request.body);
    if ('problem' in parsed) throw new HttpError(400, parsed.problem);
    const { save } = parsed;
    const { dashboard } = requireUserDashboard(tenant, user, save.dashboard_id);
    // Owner of the dashboard and saving as themselves: a body naming the owner is not enough.
    if (!isOwner(user, dashboard.value.user_id) || !isOwner(user, save.user_id)) {
      request.log.info(
        { tenant: tenant.id, dashboard: dashboard.id, user_id: user.user_id },
        'dashboard conditions not saved: not the owner',
      );
      throw new HttpError(403, DASHBOARD_MESSAGES.notOwner(dashboard.id));
    }
    const current = store.version(tenant.id, 'dashboard', dashboard.id);
    const wanted = versionFromIfMatch(request.headers['if-match']);
    try {
      const { version } = await store.write({
        tenantId: tenant.id,
        author: commitAuthor(request.user),
        kind: 'dashboard',
        id: dashboard.id,
        value: mergeDashboardConditions(dashboard.value, save.conditions),
        expectedVersion: wanted ?? current,
      });
      request.log.info(
        { tenant: tenant.id, dashboard: dashboard.id },
        'dashboard conditions saved',
      );
      reply.header('etag', etagOf(version));
      return {
        status: 'success',
        message: DASHBOARD_MESSAGES.conditionsSaved,
        data: { dashboard_id: dashboard.id, conditions: save.conditions },
        version,
      };
    } catch (error) {
      return sendWriteError(reply, error, { ownFile: dashboard.file.relPath });
    }
  });
}
