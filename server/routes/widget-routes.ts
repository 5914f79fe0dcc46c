/**
 * Widget calls of widget-layer §7: save (both payload shapes), delete, save as template.
 * A widget lives inside its dashboard file, so every save rewrites that file through the
 * config store: validated, atomically, refused with 409 when the dashboard changed since the
 * client read it (`If-Match: "<version>"`; the version is in every answer's ETag).
 */
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../auth/http-error.ts';
import {
  isOwner,
  isSuperUser,
  isSuperuserGroup,
  requireProgram,
  requireUser,
} from '../auth/roles.ts';
import type { JsonObject, TenantConfig } from '../config/config-types.ts';
import { etagOf, versionFromIfMatch } from '../config/entity-version.ts';
import { joinPointer } from '../config/json-pointer.ts';
import { StaleWriteError } from '../config/store-errors.ts';
import { isJsonObject } from '../config/load-config.ts';
import type { AppContext, SessionUser } from '../http/context.ts';
import { sendWriteError } from './write-errors.ts';
import {
  dashboardPlacement,
  describeWidget,
  findWidget,
  isTempWidgetId,
  widgetIdOf,
  widgetOwnerId,
  type WidgetLocation,
} from './widget-lookup.ts';
import { templateFromPayload, WidgetTemplateStore } from './widget-template-store.ts';
import { removeWidget, updateWidget, WIDGET_SAVE_FIELDS } from './widget-update.ts';
import { commitAuthor } from './commit-author.ts';

/** Texts of widget-layer §7 and §8. */
export const WIDGET_MESSAGES = {
  saved: 'Widget saved.',
  removed: 'Widget removed.',
  removeFailed: 'Could not remove widget.',
  templateSaved: 'Template saved.',
} as const;

/** Saves without If-Match are retried on a concurrent save of the same dashboard, this often. */
const MAX_ATTEMPTS = 3;

type WidgetRequest = FastifyRequest<{ Params: { '*': string }; Body: unknown }>;

/**
 * - `GET /api/v2/widgets/{uid}` → `{data: widget, version}` (ETag): what the builder edits.
 * - `POST /api/v2/widgets/{uid}` (owner only; the small dialog's or the drawer's fields) →
 *   `{status: 'success', message: 'Widget saved.', data: {data: {description, conditions,
 *   params, ...widget}}, version}`.
 * - `DELETE /api/v2/widgets/{widget_id}` (owner only) → `{data: {message: 'Widget removed.'}}`;
 *   failures `{message: 'Could not remove widget.', reason}`. Temporary (drilldown) widgets
 *   exist only in the browser: deleting one answers 200 and touches nothing.
 * - `PUT /api/v2/widgets-template` → `{data: {message: 'Template saved.'}}`;
 *   `GET /api/v2/widgets-template` → `{data: [template, ...]}`.
 *
 * `{uid}` is `{dashboard_id}/{widget_id}` (the slash may be sent as `%2F`), a widget's own
 * `uid`, or a bare widget id when only one dashboard of the tenant has it.
 */
export async function widgetRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'configStore' | 'dataDir' | 'env'>,
): Promise<void> {
  const store = ctx.configStore;
  const templates = new WidgetTemplateStore(
    ctx.env.NAVIGATOR_TEMPLATES?.trim() || path.join(ctx.dataDir, 'widget-templates'),
  );
  const auth = { preHandler: app.authenticate };

  const tenantOf = (request: FastifyRequest): TenantConfig => {
    const tenant = request.tenant && store.tenant(request.tenant.id);
    if (!tenant) throw new HttpError(404, 'Unknown tenant');
    return tenant;
  };

  const lookup = (request: WidgetRequest, tenant: TenantConfig): WidgetLocation => {
    const ref = request.params['*'];
    const body = isJsonObject(request.body) ? request.body : {};
    const hint = typeof body.dashboard_id === 'string' ? body.dashboard_id : undefined;
    const result = findWidget(tenant, ref, hint);
    if ('found' in result) return result.found;
    if ('ambiguous' in result) {
      throw new HttpError(
        400,
        `widget id "${ref}" is used by several dashboards (${result.ambiguous.join(', ')}): send {dashboard_id}/{widget_id}`,
      );
    }
    throw new HttpError(404, `no widget "${ref}" in this tenant`);
  };

  const versionOf = (tenant: TenantConfig, dashboardId: string): string =>
    store.version(tenant.id, 'dashboard', dashboardId) ?? '';

  app.get('/api/v2/widgets/*', auth, async (request: WidgetRequest, reply) => {
    const user = requireUser(request);
    const tenant = tenantOf(request);
    const location = lookup(request, tenant);
    requireDashboardProgram(user, tenant, location.dashboard.id);
    const version = versionOf(tenant, location.dashboard.id);
    reply.header('etag', etagOf(version));
    return { data: describeWidget(tenant, location), version };
  });

  app.post('/api/v2/widgets/*', auth, async (request: WidgetRequest, reply) => {
    const user = requireUser(request);
    const ref = request.params['*'];
    if (!isJsonObject(request.body)) {
      throw new HttpError(400, 'The body must be a JSON object with the widget fields to save.');
    }
    const body = request.body;
    if (body.temp === true) {
      throw new HttpError(400, 'temp: temporary (drilldown) widgets are never saved.');
    }
    const wanted = versionFromIfMatch(request.headers['if-match']);
    for (let attempt = 1; ; attempt++) {
      // Each attempt starts from the config as it is now: a retry merges onto the other save.
      const tenant = tenantOf(request);
      const result = findWidget(tenant, ref, stringField(body, 'dashboard_id'));
      if ('missing' in result && isTempWidgetId(widgetIdOf(ref))) {
        throw new HttpError(400, `widget "${ref}" is temporary (drilldown): it is never saved.`);
      }
      const location = lookup(request, tenant);
      if (!isOwner(user, widgetOwnerId(location)) && !isHelpEdit(user, body)) {
        throw new HttpError(403, `Only the owner of widget "${location.widgetId}" may save it.`);
      }
      requireDashboardProgram(user, tenant, location.dashboard.id);
      const current = versionOf(tenant, location.dashboard.id);
      if (wanted !== undefined && wanted !== current) throw staleDashboard();
      const update = updateWidget(location, body);
      if ('problems' in update) {
        const reason = update.problems.map((p) => `${p.field}: ${p.message}`).join('; ');
        return reply.code(400).send({ message: reason, reason, problems: update.problems });
      }
      try {
        const { version } = await store.write({
          tenantId: tenant.id,
          author: commitAuthor(request.user),
          kind: 'dashboard',
          id: location.dashboard.id,
          value: update.dashboard,
          expectedVersion: current,
        });
        request.log.info(
          { tenant: tenant.id, dashboard: location.dashboard.id, widget: location.widgetId },
          'widget saved',
        );
        const widget = describeWidget(store.tenant(tenant.id) ?? tenant, {
          ...location,
          widget: update.widget,
        });
        reply.header('etag', etagOf(version));
        return {
          status: 'success',
          message: WIDGET_MESSAGES.saved,
          data: {
            data: {
              description: widget.description ?? '',
              conditions: widget.conditions ?? {},
              params: widget.params ?? {},
              ...widget,
            },
          },
          version,
        };
      } catch (error) {
        // Without If-Match the client claimed no version: another save of the same dashboard
        // (say, of another widget) is merged with, not refused.
        if (error instanceof StaleWriteError && wanted === undefined && attempt < MAX_ATTEMPTS) {
          continue;
        }
        return sendWriteError(reply, error, {
          ownFile: location.dashboard.file.relPath,
          base: joinPointer('/widgets', location.widgetId),
        });
      }
    }
  });

  app.delete('/api/v2/widgets/*', auth, async (request: WidgetRequest, reply) => {
    const fail = (status: number, reason: string) =>
      reply.code(status).send({ message: WIDGET_MESSAGES.removeFailed, reason });
    const user = requireUser(request);
    const ref = request.params['*'];
    const wanted = versionFromIfMatch(request.headers['if-match']);
    for (let attempt = 1; ; attempt++) {
      const tenant = tenantOf(request);
      const result = findWidget(tenant, ref);
      if ('missing' in result && isTempWidgetId(widgetIdOf(ref))) {
        // Drilldown widgets exist only in the browser; nothing to remove on the server.
        return { data: { message: WIDGET_MESSAGES.removed } };
      }
      if ('ambiguous' in result) {
        return fail(
          400,
          `widget id "${ref}" is used by several dashboards (${result.ambiguous.join(', ')}): send {dashboard_id}/{widget_id}`,
        );
      }
      if ('missing' in result) return fail(404, `no widget "${ref}" in this tenant`);
      const location = result.found;
      if (!isOwner(user, widgetOwnerId(location))) {
        return fail(403, `Only the owner of widget "${location.widgetId}" may remove it.`);
      }
      const current = versionOf(tenant, location.dashboard.id);
      if (wanted !== undefined && wanted !== current) return fail(409, staleDashboard().message);
      try {
        const { version } = await store.write({
          tenantId: tenant.id,
          author: commitAuthor(request.user),
          kind: 'dashboard',
          id: location.dashboard.id,
          value: removeWidget(location),
          expectedVersion: current,
        });
        request.log.info(
          { tenant: tenant.id, dashboard: location.dashboard.id, widget: location.widgetId },
          'widget removed',
        );
        reply.header('etag', etagOf(version));
        return { data: { message: WIDGET_MESSAGES.removed } };
      } catch (error) {
        if (error instanceof StaleWriteError && wanted === undefined && attempt < MAX_ATTEMPTS) {
          continue;
        }
        return sendWriteError(reply, error, {
          message: WIDGET_MESSAGES.removeFailed,
          ownFile: location.dashboard.file.relPath,
        });
      }
    }
  });

  app.put('/api/v2/widgets-template', auth, async (request, reply) => {
    const user = requireUser(request);
    const tenant = tenantOf(request);
    if (!canBuild(user, tenant)) {
      throw new HttpError(
        403,
        'Only widget owners, super users and superusers may save templates.',
      );
    }
    if (!isJsonObject(request.body)) {
      throw new HttpError(
        400,
        'The body must be a JSON object: the widget with title and widget_name.',
      );
    }
    const { template, issues } = templateFromPayload(request.body);
    if (issues.length > 0) {
      const reason = issues.map((i) => `${i.field}: ${i.message}`).join('; ');
      return reply.code(400).send({ message: reason, reason, problems: issues });
    }
    const name = await templates.save(tenant.id, template);
    request.log.info({ tenant: tenant.id, template: name }, 'widget template saved');
    return { data: { message: WIDGET_MESSAGES.templateSaved, template_id: name } };
  });

  app.get('/api/v2/widgets-template', auth, async (request) => {
    requireUser(request);
    return { data: await templates.list(tenantOf(request).id) };
  });
}

/** 409: the client's If-Match names another version than the dashboard's current one. */
function staleDashboard(): HttpError {
  return new HttpError(
    409,
    'The dashboard changed since you loaded it (If-Match does not match its version); reload it and apply the change again.',
  );
}

/**
 * The superuser's 'Tooltip Help Editor' (widget-layer §6): a superuser who does not own the
 * widget may save its help text (`description`) and nothing else.
 */
function isHelpEdit(user: SessionUser, body: JsonObject): boolean {
  const fields = WIDGET_SAVE_FIELDS.filter((field) => Object.hasOwn(body, field));
  return isSuperuserGroup(user) && fields.length === 1 && fields[0] === 'description';
}

/** 403 unless the user may open the program listing the dashboard. */
function requireDashboardProgram(
  user: SessionUser,
  tenant: TenantConfig,
  dashboardId: string,
): void {
  const placement = dashboardPlacement(tenant, dashboardId);
  if (placement) requireProgram(user, placement.program_slug);
}

/** Builders: super users, superusers, and users owning a dashboard or widget of the tenant. */
function canBuild(user: SessionUser, tenant: TenantConfig): boolean {
  if (isSuperUser(user) || isSuperuserGroup(user)) return true;
  for (const dashboard of tenant.dashboards.values()) {
    if (isOwner(user, dashboard.value.user_id)) return true;
    const widgets = isJsonObject(dashboard.value.widgets) ? dashboard.value.widgets : {};
    if (Object.values(widgets).some((w) => isJsonObject(w) && isOwner(user, w.user_id)))
      return true;
  }
  return false;
}

function stringField(body: JsonObject, key: string): string | undefined {
  return typeof body[key] === 'string' ? body[key] : undefined;
}
