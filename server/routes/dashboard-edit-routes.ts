/**
 * Dashboard editing (issue 7, item 6): saving a dashboard's grid layout, adding a widget to
 * it (new from the palette, or a copy of one of its widgets). Not in the spec's call list
 * (widget-layer §7 names no such calls); they follow its style: PUT creates, the answer has
 * `status`, `message` and `data`, and the dashboard's version comes back as `version` and
 * as the `ETag` header. Each save rewrites the dashboard file through the config store:
 * validated like `navigator validate`, atomically, refused with 409 when `If-Match` names an
 * old version.
 *
 * Who may edit: the dashboard's owner, super users (`userh.super`) and superusers (group
 * 'superuser'); others 403. A dashboard of another tenant or unknown: 404; of a program the
 * user may not open: 403.
 */
import { withoutWidgetIdentity } from '../../runtime/core/widgets/identity.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../auth/http-error.ts';
import { isOwner, isSuperUser, isSuperuserGroup, requireUser } from '../auth/roles.ts';
import type { JsonObject } from '../config/config-types.ts';
import { etagOf, versionFromIfMatch } from '../config/entity-version.ts';
import { joinPointer } from '../config/json-pointer.ts';
import { isJsonObject } from '../config/load-config.ts';
import { StaleWriteError } from '../config/store-errors.ts';
import type { AppContext, SessionUser } from '../http/context.ts';
import {
  addWidget,
  applyLayout,
  cloneTitle,
  titleForId,
  layoutItemOf,
  NEW_WIDGET_SIZE,
  newWidgetId,
  parseLayoutSave,
  placeNewItem,
  widgetIds,
  widgetIssues,
  widgetOfPayload,
  type EditIssue,
} from './dashboard-edit.ts';
import { requireUserDashboard } from './program-catalog.ts';
import { liveTenant } from './request-tenant.ts';
import { describeWidget } from './widget-lookup.ts';
import { sendWriteError } from './write-errors.ts';
import { commitAuthor } from './commit-author.ts';

/** Texts of the editing calls. */
export const DASHBOARD_EDIT_MESSAGES = {
  layoutSaved: 'Layout saved.',
  widgetAdded: 'Widget added.',
  forbidden: (dashboardId: string) =>
    `Only the owner of dashboard "${dashboardId}", super users and superusers may edit it.`,
  stale:
    'The dashboard changed since you loaded it (If-Match does not match its version); reload it and apply the change again.',
} as const;

/** Grid columns when the dashboard does not say (the grid's default). */
const DEFAULT_COLS = 12;

type EditRequest = FastifyRequest<{ Params: { dashboard_id: string }; Body: unknown }>;

/** The user may edit the dashboard: its owner, a super user or a superuser. */
export function canEditDashboard(user: SessionUser, dashboard: JsonObject): boolean {
  return isOwner(user, dashboard.user_id) || isSuperUser(user) || isSuperuserGroup(user);
}

/**
 * - `PUT /api/v2/dashboards/{dashboard_id}/layout` body `{layout: [{i, x, y, w, h}, ...]}`
 *   (`If-Match: "<version>"`) → `{status: 'success', message: 'Layout saved.', data:
 *   {dashboard_id, layout}, version}`. Items keep their other keys (minW, static); widgets the
 *   body leaves out keep their place; an unknown id or a bad size answers 400 naming it.
 * - `PUT /api/v2/dashboards/{dashboard_id}/widgets` body: a widget (title, classbase,
 *   query_slug, params...; identity fields are ignored) plus optional `layout {x, y, w, h}`,
 *   or `{clone_of: widget_id}` (plus any fields to change) to copy a widget of the dashboard
 *   below the others → 201 `{status: 'success', message: 'Widget added.', data: {data:
 *   widget, layout: item}, version}`. The id is made from the title (`revenue_by_month`).
 *   A widget added by someone who does not own the dashboard is theirs (its `user_id`).
 */
export async function dashboardEditRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'configStore'>,
): Promise<void> {
  const store = ctx.configStore;
  const auth = { preHandler: app.authenticate };

  /** The dashboard, checked for the user, and the version the save must start from. */
  const prepare = (request: EditRequest, reply: FastifyReply) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, store);
    const placement = requireUserDashboard(tenant, user, request.params.dashboard_id);
    const dashboard = placement.dashboard;
    if (!canEditDashboard(user, dashboard.value)) {
      throw new HttpError(403, DASHBOARD_EDIT_MESSAGES.forbidden(dashboard.id));
    }
    const current = store.version(tenant.id, 'dashboard', dashboard.id) ?? '';
    const wanted = versionFromIfMatch(request.headers['if-match']);
    if (wanted !== undefined && wanted !== current) {
      reply.header('etag', etagOf(current));
      throw new HttpError(409, DASHBOARD_EDIT_MESSAGES.stale);
    }
    const attributes = isJsonObject(dashboard.value.attributes) ? dashboard.value.attributes : {};
    const cols =
      typeof attributes.cols === 'number' && attributes.cols > 0 ? attributes.cols : DEFAULT_COLS;
    return { user, tenant, dashboard, current, wanted, cols };
  };

  const badRequest = (reply: FastifyReply, issues: EditIssue[]) => {
    const reason = issues.map((i) => `${i.field}: ${i.message}`).join('; ');
    return reply.code(400).send({ message: reason, reason, problems: issues });
  };

  /** Writes the dashboard; a 409 also carries the version on disk as ETag. */
  const write = async (
    reply: FastifyReply,
    target: {
      tenantId: string;
      id: string;
      value: JsonObject;
      expectedVersion: string;
      author: ReturnType<typeof commitAuthor>;
    },
  ) => {
    try {
      const { version } = await store.write({
        kind: 'dashboard',
        ...target,
      });
      reply.header('etag', etagOf(version));
      return { version };
    } catch (error) {
      if (error instanceof StaleWriteError && error.currentVersion) {
        reply.header('etag', etagOf(error.currentVersion));
      }
      throw error;
    }
  };

  app.put('/api/v2/dashboards/:dashboard_id/layout', auth, async (request: EditRequest, reply) => {
    const { tenant, dashboard, current, cols } = prepare(request, reply);
    const parsed = parseLayoutSave(request.body, dashboard.value, cols);
    if ('issues' in parsed) return badRequest(reply, parsed.issues);
    const value = applyLayout(dashboard.value, parsed.moves);
    try {
      const { version } = await write(reply, {
        tenantId: tenant.id,
        author: commitAuthor(request.user),
        id: dashboard.id,
        value,
        expectedVersion: current,
      });
      request.log.info({ tenant: tenant.id, dashboard: dashboard.id }, 'dashboard layout saved');
      return {
        status: 'success',
        message: DASHBOARD_EDIT_MESSAGES.layoutSaved,
        data: { dashboard_id: dashboard.id, layout: value.layout },
        version,
      };
    } catch (error) {
      return sendWriteError(reply, error, { ownFile: dashboard.file.relPath });
    }
  });

  app.put('/api/v2/dashboards/:dashboard_id/widgets', auth, async (request: EditRequest, reply) => {
    const { user, tenant, dashboard, current, cols } = prepare(request, reply);
    if (!isJsonObject(request.body)) {
      return badRequest(reply, [{ field: '(widget)', message: 'must be a JSON object' }]);
    }
    const body = request.body;
    let widget = widgetOfPayload(body);
    let size: { w: number; h: number; minW?: number; minH?: number } = NEW_WIDGET_SIZE;
    let x = 0;
    if (body.clone_of !== undefined) {
      const sourceId = body.clone_of;
      const widgets = isJsonObject(dashboard.value.widgets) ? dashboard.value.widgets : {};
      const source =
        typeof sourceId === 'string' && Object.hasOwn(widgets, sourceId)
          ? widgets[sourceId]
          : undefined;
      if (typeof sourceId !== 'string' || !isJsonObject(source)) {
        return badRequest(reply, [
          { field: 'clone_of', message: `no widget "${String(sourceId)}" on this dashboard` },
        ]);
      }
      const copy = withoutWidgetIdentity(structuredClone(source)) as JsonObject;
      widget = { ...copy, title: cloneTitle(source.title), ...widget };
      const item = layoutItemOf(dashboard.value, sourceId);
      if (item) {
        size = {
          w: typeof item.w === 'number' ? item.w : size.w,
          h: typeof item.h === 'number' ? item.h : size.h,
          ...(typeof item.minW === 'number' ? { minW: item.minW } : {}),
          ...(typeof item.minH === 'number' ? { minH: item.minH } : {}),
        };
        x = typeof item.x === 'number' ? item.x : 0;
      }
    }
    // Whoever adds a widget to someone else's dashboard owns it (and so may set it up).
    if (!isOwner(user, dashboard.value.user_id)) widget = { ...widget, user_id: user.user_id };
    const issues = widgetIssues(widget);
    if (issues.length > 0) return badRequest(reply, issues);
    const title = titleForId(widget.title);
    const fallback = typeof widget.classbase === 'string' ? widget.classbase : 'widget';
    const widgetId = newWidgetId(title, fallback, widgetIds(dashboard.value));
    const item = placeNewItem(dashboard.value, body.layout, cols, size, x);
    const value = addWidget(dashboard.value, widgetId, widget, item);
    try {
      const { version } = await write(reply, {
        tenantId: tenant.id,
        author: commitAuthor(request.user),
        id: dashboard.id,
        value,
        expectedVersion: current,
      });
      request.log.info(
        { tenant: tenant.id, dashboard: dashboard.id, widget: widgetId },
        'widget added to dashboard',
      );
      const fresh = store.tenant(tenant.id) ?? tenant;
      const saved = fresh.dashboards.get(dashboard.id) ?? dashboard;
      return reply.code(201).send({
        status: 'success',
        message: DASHBOARD_EDIT_MESSAGES.widgetAdded,
        data: {
          data: describeWidget(fresh, { dashboard: saved, widgetId, widget }),
          layout: { i: widgetId, ...item },
        },
        version,
      });
    } catch (error) {
      return sendWriteError(reply, error, {
        ownFile: dashboard.file.relPath,
        base: joinPointer('/widgets', widgetId),
      });
    }
  });
}
