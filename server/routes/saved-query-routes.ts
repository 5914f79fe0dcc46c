/**
 * Saved-query (slug) calls of the data host, widget-layer §7: list and read, create, update.
 * Saved queries are files of the config directory (queries/{query_slug}.json and its .sql),
 * so writes go through the config store: validated (schema, program, datasource, every
 * `{param}` declared with a type, the SQL one read-only statement without forbidden
 * functions), kept inside the datasource's schema, written atomically, refused with 409
 * when stale.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../auth/http-error.ts';
import { canEditQueries, hasProgram, requireProgram, requireUser } from '../auth/roles.ts';
import type { TenantConfig } from '../config/config-types.ts';
import { entityFiles } from '../config/config-change.ts';
import { etagOf, versionFromIfMatch } from '../config/entity-version.ts';
import type { AppContext, SessionUser } from '../http/context.ts';
import {
  newSavedQuery,
  payloadOf,
  savedQueryItem,
  SLUG_MESSAGES,
  updatedSavedQuery,
} from './saved-query-payload.ts';
import { sendWriteError } from './write-errors.ts';
import { DEFAULT_DATASOURCE } from '../datasources/datasource-registry.ts';
import { QueryInputError } from '../query/query-errors.ts';
import { assertReadOnlyStatement } from '../query/read-only-sql.ts';
import { compileForDatasource } from '../query/notebook-catalog.ts';
import type { QueryNotebook } from '../../schemas/generated/index.ts';
import { notebookSchemaErrors } from './query-builder-routes.ts';
import { commitAuthor } from './commit-author.ts';

interface ListQuery {
  provider?: string;
  program_slug?: string;
  query_slug?: string;
}

const WRITE_FORBIDDEN = 'Only super users and superusers may save saved queries.';

/**
 * - `GET /api/v2/queries/?provider=db&program_slug=&query_slug=` → the saved queries of the
 *   user's programs matching every filter given, sorted by query_slug; each with its SQL as
 *   `query_raw` and its `version` (ETag header too when one slug is asked for). Queries of
 *   programs the user cannot open are invisible; filtering by such a program is 403.
 * - `PUT /api/v2/queries/` (create; defaults query_slug troc_new_query, provider db,
 *   program_id 1) → `{query_slug, message: 'Slug saved successfully.', version}`.
 * - `POST /api/v2/queries/{query_slug}` (update; `If-Match` or body `version`) →
 *   `{query_slug, message: 'Slug updated successfully.', version}`.
 *
 * Writes: super users and superusers only (403), in their programs (403). Refusals answer
 * `{message: 'Your slug could not be saved.' | 'Your slug could not be updated.', reason,
 * problems?}`: 400 invalid (the reason names the field), 404 unknown slug, 409 slug exists
 * (create) or changed since it was read (update).
 */
export async function savedQueryRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'configStore' | 'datasources'>,
): Promise<void> {
  const store = ctx.configStore;
  const auth = { preHandler: app.authenticate };

  const tenantOf = (request: FastifyRequest): TenantConfig => {
    const tenant = request.tenant && store.tenant(request.tenant.id);
    if (!tenant) throw new HttpError(404, 'Unknown tenant');
    return tenant;
  };

  const list = async (request: FastifyRequest<{ Querystring: ListQuery }>, reply: FastifyReply) => {
    const user = requireUser(request);
    const tenant = tenantOf(request);
    const { provider, program_slug: programSlug, query_slug: querySlug } = request.query;
    if (programSlug) requireProgram(user, programSlug);
    const items = [...tenant.queries.values()]
      .filter((q) => visible(user, q.value.program_slug))
      .filter((q) => !programSlug || q.value.program_slug === programSlug)
      .filter((q) => !querySlug || q.id === querySlug)
      .filter((q) => !provider || (q.value.provider ?? 'db') === provider)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((q) => savedQueryItem(q, store.version(tenant.id, 'query', q.id)));
    const [only] = items;
    if (querySlug && only && items.length === 1 && typeof only.version === 'string') {
      reply.header('etag', etagOf(only.version));
    }
    return items;
  };
  app.get<{ Querystring: ListQuery }>('/api/v2/queries/', auth, list);
  app.get<{ Querystring: ListQuery }>('/api/v2/queries', auth, list);

  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    const fail = (status: number, reason: string) =>
      reply.code(status).send({ message: SLUG_MESSAGES.saveFailed, reason });
    const user = requireUser(request);
    const tenant = tenantOf(request);
    if (!canEditQueries(user)) return fail(403, WRITE_FORBIDDEN);
    const payload = payloadOf(request.body);
    if (!payload) return fail(400, 'The body must be a JSON object: the saved query.');
    const value = newSavedQuery(tenant, payload);
    const slug = value.query_slug;
    if (typeof slug !== 'string' || !/^\w+$/.test(slug)) {
      return fail(400, `query_slug: must be word characters only (got ${JSON.stringify(slug)})`);
    }
    if (typeof value.program_slug !== 'string') {
      return fail(
        400,
        `program_slug: no program with program_id ${String(payload.program_id ?? 1)} in this tenant`,
      );
    }
    if (!hasProgram(user, value.program_slug)) {
      return fail(403, `You cannot save queries in program "${value.program_slug}".`);
    }
    if (tenant.queries.has(slug)) {
      return fail(409, `query_slug: a saved query "${slug}" already exists; choose another slug`);
    }
    const notebook = await applyNotebook(ctx, tenant, value);
    if (notebook !== undefined) return fail(400, notebook);
    const outside = await sqlRefusal(ctx, tenant.id, value, undefined);
    if (outside !== undefined) return fail(400, `query_raw: ${outside}`);
    try {
      const { version } = await store.write({
        tenantId: tenant.id,
        author: commitAuthor(request.user),
        kind: 'query',
        id: slug,
        value,
      });
      request.log.info({ tenant: tenant.id, query_slug: slug }, 'saved query created');
      reply.header('etag', etagOf(version));
      return { query_slug: slug, message: SLUG_MESSAGES.saved, version };
    } catch (error) {
      return sendWriteError(reply, error, {
        message: SLUG_MESSAGES.saveFailed,
        ownFile: entityFiles('query', tenant.id, slug).json.relPath,
      });
    }
  };
  app.put('/api/v2/queries/', auth, create);
  app.put('/api/v2/queries', auth, create);

  app.post<{ Params: { query_slug: string } }>(
    '/api/v2/queries/:query_slug',
    auth,
    async (request, reply) => {
      const fail = (status: number, reason: string) =>
        reply.code(status).send({ message: SLUG_MESSAGES.updateFailed, reason });
      const user = requireUser(request);
      const tenant = tenantOf(request);
      const slug = request.params.query_slug;
      const existing = tenant.queries.get(slug);
      // A slug of a program the user cannot open is as invisible as one that does not exist.
      if (!existing || !visible(user, existing.value.program_slug)) {
        return fail(404, `no saved query "${slug}" in your programs`);
      }
      if (!canEditQueries(user)) return fail(403, WRITE_FORBIDDEN);
      const payload = payloadOf(request.body);
      if (!payload) return fail(400, 'The body must be a JSON object: the saved query.');
      if (payload.query_slug !== undefined && payload.query_slug !== slug) {
        return fail(
          400,
          `query_slug: "${String(payload.query_slug)}" differs from the slug being updated ("${slug}"); save it as a new slug instead`,
        );
      }
      const value = updatedSavedQuery(existing, payload);
      if (typeof value.program_slug === 'string' && !hasProgram(user, value.program_slug)) {
        return fail(403, `You cannot save queries in program "${value.program_slug}".`);
      }
      const notebook = await applyNotebook(ctx, tenant, value);
      if (notebook !== undefined) return fail(400, notebook);
      const outside = await sqlRefusal(ctx, tenant.id, value, existing.sql);
      if (outside !== undefined) return fail(400, `query_raw: ${outside}`);
      const current = store.version(tenant.id, 'query', slug);
      const wanted =
        versionFromIfMatch(request.headers['if-match']) ??
        (typeof payload.version === 'string' ? payload.version : undefined);
      if (wanted !== undefined && wanted !== current) {
        return fail(
          409,
          `"${slug}" changed since you loaded it; reload it and apply your change again`,
        );
      }
      try {
        const { version } = await store.write({
          tenantId: tenant.id,
          author: commitAuthor(request.user),
          kind: 'query',
          id: slug,
          value,
          expectedVersion: current,
        });
        request.log.info({ tenant: tenant.id, query_slug: slug }, 'saved query updated');
        reply.header('etag', etagOf(version));
        return { query_slug: slug, message: SLUG_MESSAGES.updated, version };
      } catch (error) {
        return sendWriteError(reply, error, {
          message: SLUG_MESSAGES.updateFailed,
          ownFile: existing.file.relPath,
        });
      }
    },
  );
}

/**
 * Why the saved query's SQL may not be saved, or undefined: the read-only check (also part of
 * the store's validation, answered here before a whole config is validated) and the
 * datasource's scope check (another tenant's schema, a catalog), both of which every run
 * makes too. A datasource that cannot be reached is left to the run to report.
 */
async function sqlRefusal(
  ctx: Pick<AppContext, 'datasources'>,
  tenantId: string,
  value: Record<string, unknown>,
  storedSql: string | undefined,
): Promise<string | undefined> {
  const sql = typeof value.query_raw === 'string' ? value.query_raw : storedSql;
  if (sql === undefined) return undefined;
  try {
    assertReadOnlyStatement(sql);
  } catch (error) {
    if (error instanceof QueryInputError) return error.message;
    throw error;
  }
  const source = typeof value.source === 'string' ? value.source : DEFAULT_DATASOURCE;
  try {
    const datasource = await ctx.datasources.get(tenantId, source);
    await datasource.assertInScope(sql);
    return undefined;
  } catch (error) {
    return error instanceof QueryInputError ? error.message : undefined;
  }
}

function visible(user: SessionUser, programSlug: unknown): boolean {
  return typeof programSlug === 'string' && hasProgram(user, programSlug);
}

/**
 * A query made in the queries builder (`builder`: its notebook) gets its SQL and parameters
 * compiled here from the notebook, whatever SQL the request sent, so the stored SQL always
 * matches what reopens in the builder. Returns why it cannot be saved, or undefined.
 */
async function applyNotebook(
  ctx: Pick<AppContext, 'datasources'>,
  tenant: TenantConfig,
  value: Record<string, unknown>,
): Promise<string | undefined> {
  if (value.builder === undefined) return undefined;
  const schemaErrors = notebookSchemaErrors(value.builder);
  if (schemaErrors.length > 0)
    return schemaErrors.map((e) => `builder.${e.path}: ${e.message}`).join('; ');
  const source = typeof value.source === 'string' ? value.source : DEFAULT_DATASOURCE;
  if (!tenant.datasources.has(source)) return `source: no datasource "${source}" in this tenant`;
  const datasource = await ctx.datasources.get(tenant.id, source);
  const compiled = await compileForDatasource(tenant, datasource, value.builder as QueryNotebook);
  if (!compiled.ok) return compiled.errors.map((e) => `builder.${e.path}: ${e.message}`).join('; ');
  value.query_raw = compiled.sql;
  value.params = compiled.params.map((param, index) => ({ ...param, index }));
  return undefined;
}
