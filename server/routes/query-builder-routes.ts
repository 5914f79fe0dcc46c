/**
 * The queries builder's live preview (issue 28): a notebook compiled against the datasource
 * it will run on, answered with its readable SQL, its declared parameters and the first rows,
 * through the same checks and limits as a raw SQL preview. Super users and superusers only,
 * like every saved-query write (the builder's result is saved as a normal saved query).
 *
 * `POST /api/v2/services/queries/builder` `{notebook, datasource?}` → `{sql, params, columns,
 * rows, truncated}`; 400 `{message, errors: [{path, message}]}` naming each wrong part; 403;
 * 404 for a datasource the tenant does not have.
 */
import type { FastifyInstance } from 'fastify';
import { validateEntity } from '../../schemas/index.ts';
import type { QueryNotebook } from '../../schemas/generated/index.ts';
import { HttpError } from '../auth/http-error.ts';
import { canEditQueries, requireUser } from '../auth/roles.ts';
import { describeAjvErrors } from '../config/ajv-issues.ts';
import { DEFAULT_DATASOURCE } from '../datasources/datasource-registry.ts';
import type { AppContext } from '../http/context.ts';
import { compileForDatasource } from '../query/notebook-catalog.ts';
import { NotFoundError } from '../query/query-errors.ts';
import { liveTenant } from './request-tenant.ts';

export const BUILDER_MESSAGES = {
  forbidden: 'Only super users and superusers may build queries.',
  invalid: 'The query cannot be built as it is.',
};

/** Preview rows of the builder: enough to see the shape, cheap to run on every change. */
export const BUILDER_PREVIEW_ROWS = 200;

/** The notebook's schema problems as `{path, message}` (dotted paths, like the compiler's). */
export function notebookSchemaErrors(notebook: unknown): Array<{ path: string; message: string }> {
  return describeAjvErrors(validateEntity('query-notebook.schema.json', notebook), notebook).map(
    (issue) => ({
      path: issue.pointer.split('/').filter(Boolean).join('.') || '(notebook)',
      message: issue.message,
    }),
  );
}

export async function queryBuilderRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'configStore' | 'datasources' | 'queries'>,
): Promise<void> {
  app.post<{ Body: { notebook?: unknown; datasource?: unknown } }>(
    '/api/v2/services/queries/builder',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const user = requireUser(request);
      const tenant = liveTenant(request, ctx.configStore);
      if (!canEditQueries(user)) throw new HttpError(403, BUILDER_MESSAGES.forbidden);
      const body = (request.body ?? {}) as { notebook?: unknown; datasource?: unknown };
      const name = typeof body.datasource === 'string' ? body.datasource : DEFAULT_DATASOURCE;
      if (!tenant.datasources.has(name)) throw new NotFoundError(`Datasource "${name}" not found`);
      const schemaErrors = notebookSchemaErrors(body.notebook);
      if (schemaErrors.length > 0) {
        return reply.code(400).send({ message: BUILDER_MESSAGES.invalid, errors: schemaErrors });
      }
      const datasource = await ctx.datasources.get(tenant.id, name);
      const compiled = await compileForDatasource(
        tenant,
        datasource,
        body.notebook as QueryNotebook,
      );
      if (!compiled.ok) {
        return reply.code(400).send({ message: BUILDER_MESSAGES.invalid, errors: compiled.errors });
      }
      const result = await ctx.queries.preview({
        tenant,
        sql: compiled.sql,
        datasource: name,
        user,
        params: compiled.params,
        rowLimit: BUILDER_PREVIEW_ROWS,
      });
      return {
        sql: compiled.sql,
        params: compiled.params,
        columns: compiled.columns,
        rows: result.rows,
        truncated: result.truncated,
      };
    },
  );
}
