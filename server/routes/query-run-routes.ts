import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Program, SavedQuery } from '../../schemas/generated/index.ts';
import { HttpError } from '../auth/http-error.ts';
import { canEditQueries, requireProgram, requireUser } from '../auth/roles.ts';
import type { JsonObject, TenantConfig } from '../config/config-types.ts';
import { isJsonObject } from '../config/load-config.ts';
import type { AppContext, QueryResult, SessionUser } from '../http/context.ts';
import { quoteForMessage } from '../query/column-catalog.ts';
import { parsePageRequest } from '../query/page-query.ts';
import { NotFoundError } from '../query/query-errors.ts';
import { CACHE_HEADER, sendRows } from './query-response.ts';
import { liveTenant, queryParam } from './request-tenant.ts';

/** 403 text of a raw SQL preview by a user who is neither a super user nor a superuser. */
export const PREVIEW_FORBIDDEN = 'Only super users and superusers may run SQL previews.';

/** Body keys that steer the call rather than filter the rows. */
const CONTROL_KEYS = ['refresh', 'page'] as const;

interface SlugRoute {
  Params: { slug: string };
  Body: unknown;
}

/** `refresh=1` (or true) in the query string or the body: skip the cached copy. */
function wantsRefresh(request: FastifyRequest, body: JsonObject): boolean {
  return isRefresh(queryParam(request, 'refresh') ?? body.refresh);
}

function isRefresh(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The conditions of a body: an object, or nothing (an empty body runs the defaults). */
function conditionsOf(body: unknown): JsonObject {
  if (body === undefined || body === null || body === '') return {};
  if (!isJsonObject(body))
    throw new HttpError(400, 'The body must be a JSON object of conditions.');
  return body;
}

function withoutControlKeys(body: JsonObject): JsonObject {
  const conditions = { ...body };
  for (const key of CONTROL_KEYS) delete conditions[key];
  return conditions;
}

/**
 * The saved query `slug` of the tenant, when the user may open its program.
 * @throws NotFoundError 404 (unknown here, whatever other tenants have), HttpError 403.
 */
function requireUserQuery(tenant: TenantConfig, user: SessionUser, slug: string): SavedQuery {
  const entity = tenant.queries.get(slug);
  if (!entity) throw new NotFoundError(`Query ${quoteForMessage(slug)} not found`);
  const query = entity.value as unknown as SavedQuery;
  requireProgram(user, query.program_slug);
  return query;
}

/**
 * The store definition of the program's `{program_slug}_stores` query (program
 * `conditions.store`): the defaults under what the client sends, so a bare call still gets
 * the fields and ordering the filter panel expects.
 */
function storeDefinition(tenant: TenantConfig, query: SavedQuery): JsonObject | undefined {
  if (query.query_slug !== `${query.program_slug}_stores`) return undefined;
  const program = tenant.programs.get(query.program_slug)?.value as Program | undefined;
  const store = program?.conditions?.store;
  return isJsonObject(store) ? store : undefined;
}

/**
 * Runs the saved query `slug` for `user` with a call's `body` (conditions plus control keys):
 * the program check, the store defaults, the user's fixed filters (the query service). The one
 * way a widget's rows are asked for, by its own call and by a dashboard's first answers
 * (dashboard-answer-routes.ts). `refresh` defaults to the body's own `refresh`.
 * @throws NotFoundError 404, HttpError 403 / 400, the query service's errors.
 */
export function runUserSlug(
  queries: AppContext['queries'],
  who: { tenant: TenantConfig; user: SessionUser; slug: string },
  body: unknown,
  options: { refresh?: boolean } = {},
): Promise<QueryResult> {
  const { tenant, user } = who;
  const query = requireUserQuery(tenant, user, who.slug);
  const conditions = conditionsOf(body);
  return queries.runSlug({
    tenant,
    slug: query.query_slug,
    conditions: withoutControlKeys(conditions),
    widgetConditions: storeDefinition(tenant, query),
    user,
    refresh: options.refresh ?? isRefresh(conditions.refresh),
  });
}

/**
 * Query calls of widget-layer §7 and app-shell §7. Every call needs a token (401).
 *
 * - `POST /api/v2/services/queries/{slug}[?refresh=1]` body: conditions (where_cond, filter,
 *   where, fields, grouping, ordering, firstdate, lastdate, querylimit, typed params, ...;
 *   `refresh` in the body works like the query string) → the rows as a JSON array, header
 *   `x-navigator-cache: hit | miss`; gzipped (Content-Encoding: gzip) with `X-Encoding: gzip`.
 *   `{program}_stores` (the filter options) is such a slug: the program's `conditions.store`
 *   lies under the body's conditions. The user's filtering_fixed is applied last by the
 *   query service whatever the body says. 404 unknown slug in this tenant, 403 a query of a
 *   program not the user's, 400 invalid conditions or a database error (its message), 408
 *   timeout.
 * - `POST /api/v2/services/queries/{slug}/page` body: conditions plus `page: {offset, limit
 *   (≤ 500), sort: {column, direction}, filters: [{column, op, value}]}` → `{total, offset,
 *   limit, columns, rows}`: one page sorted and filtered on the database (bound values, column names
 *   checked against the query's columns), the filtered total; both cached. 400 on a bad page.
 * - `PATCH /api/v2/services/queries/{slug}` → `{data: [column name, ...], columns: [{name,
 *   type, kind}, ...]}` (same 404/403); kind is number, string, date, timestamp, boolean or
 *   other, which the Widget Filtering dialog maps to a rule's data type.
 * - `POST /api/v2/services/queries` body `{query_raw, _datasource?, params?, firstdate?, ...}`
 *   (the data host's SQL preview; `{name}` placeholders bound from `params`, see
 *   preview-sql.ts) → rows (header `x-navigator-truncated: true` when cut at the row limit);
 *   super users and superusers only (403), read-only, statement timeout, row limit.
 */
export async function queryRunRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'configStore' | 'queries'>,
): Promise<void> {
  const store = ctx.configStore;
  const queries = ctx.queries;
  const auth = { preHandler: app.authenticate };

  app.post<SlugRoute>('/api/v2/services/queries/:slug', auth, async (request, reply) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, store);
    const body = conditionsOf(request.body);
    const refresh = wantsRefresh(request, body);
    const result = await runUserSlug(queries, { tenant, user, slug: request.params.slug }, body, {
      refresh,
    });
    return sendRows(request, reply, result);
  });

  // One page of a slug (the server-side query table), see page-query.ts.
  app.post<SlugRoute>('/api/v2/services/queries/:slug/page', auth, async (request, reply) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, store);
    const query = requireUserQuery(tenant, user, request.params.slug);
    const body = conditionsOf(request.body);
    const page = parsePageRequest(body.page);
    const result = await queries.runPage({
      tenant,
      slug: query.query_slug,
      conditions: withoutControlKeys(body),
      user,
      refresh: wantsRefresh(request, body),
      page,
    });
    const rows = (result.rows as { body?: unknown }).body;
    const rowsJson = Buffer.isBuffer(rows) ? rows : Buffer.from(result.rows.json);
    return reply
      .type('application/json; charset=utf-8')
      .header(CACHE_HEADER, result.rows.cached ? 'hit' : 'miss')
      .send(
        Buffer.concat([
          Buffer.from(
            `{"total":${result.total},"offset":${page.offset},"limit":${page.limit},"columns":${JSON.stringify(result.rows.columns)},"rows":`,
          ),
          rowsJson,
          Buffer.from('}'),
        ]),
      );
  });

  app.patch<SlugRoute>('/api/v2/services/queries/:slug', auth, async (request) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, store);
    const query = requireUserQuery(tenant, user, request.params.slug);
    const columns = await queries.columnInfo({ tenant, slug: query.query_slug });
    // `data` stays the plain name list older clients read; `columns` adds each type.
    return { data: columns.map((column) => column.name), columns };
  });

  const preview = async (request: FastifyRequest, reply: Parameters<typeof sendRows>[1]) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, store);
    if (!canEditQueries(user)) throw new HttpError(403, PREVIEW_FORBIDDEN);
    const body = conditionsOf(request.body);
    if (typeof body.query_raw !== 'string' || body.query_raw.trim() === '') {
      throw new HttpError(400, 'query_raw is required: the SQL to preview.');
    }
    const datasource = body._datasource;
    if (datasource !== undefined && typeof datasource !== 'string') {
      throw new HttpError(400, '_datasource must be a datasource name.');
    }
    const result = await queries.preview({
      tenant,
      sql: body.query_raw,
      datasource,
      user,
      params: body.params,
      conditions: body,
    });
    request.log.info(
      { tenant: tenant.id, user_id: user.user_id, rows: result.rows.length, ms: result.ms },
      'sql preview',
    );
    return sendRows(request, reply, result);
  };
  app.post('/api/v2/services/queries', auth, preview);
  app.post('/api/v2/services/queries/', auth, preview);
}
