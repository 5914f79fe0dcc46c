/**
 * The query editor's schema listing: the tables and columns of a datasource of the request's
 * tenant, for SQL autocompletion (widget-layer §2 query editor). Super users and superusers
 * only, like the SQL preview: it reveals table structure, never rows.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../auth/http-error.ts';
import { canEditQueries, requireUser } from '../auth/roles.ts';
import { DEFAULT_DATASOURCE } from '../datasources/datasource-registry.ts';
import { DEFAULT_ROW_LIMIT, type Datasource } from '../datasources/datasource.ts';
import type { AppContext } from '../http/context.ts';
import { NotFoundError } from '../query/query-errors.ts';
import { liveTenant, queryParam } from './request-tenant.ts';

/** 403 text of a schema listing by a user who may not edit queries. */
export const SCHEMA_FORBIDDEN = 'Only super users and superusers may list datasource schemas.';

/** One table or view of a datasource. */
export interface SchemaTable {
  name: string;
  columns: { name: string; type: string }[];
}

/** Answer of the schema listing. */
export interface SchemaListing {
  /** The datasource listed. */
  datasource: string;
  /** Every datasource of the tenant, sorted, for the editor's source choice. */
  datasources: string[];
  /** Tables and views of the datasource's schema, sorted by name; columns in table order. */
  tables: SchemaTable[];
  /** The datasource file's declared relations (the joins the queries builder offers). */
  relations: Relation[];
}

/** A declared relation: `table.column` holding a reference to `table.column`. */
export interface Relation {
  from: string;
  to: string;
}

/** The tables and views of the datasource's own schema with their columns, sorted by name. */
export async function listTables(datasource: Datasource): Promise<SchemaTable[]> {
  const result = await datasource.query(
    `SELECT table_name, column_name, data_type
     FROM information_schema.columns
     WHERE table_catalog = current_database() AND table_schema = $1
     ORDER BY table_name, ordinal_position`,
    [datasource.schema],
    { timeoutMs: datasource.timeoutMs, rowLimit: DEFAULT_ROW_LIMIT },
  );
  const tables = new Map<string, SchemaTable>();
  for (const row of result.rows) {
    const table = String(row.table_name);
    const entry = tables.get(table) ?? { name: table, columns: [] };
    entry.columns.push({ name: String(row.column_name), type: String(row.data_type) });
    tables.set(table, entry);
  }
  return [...tables.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * `GET /api/v2/services/queries/schema?datasource=NAME` (default `demo`) → {@link SchemaListing}.
 * 401 without a token, 403 unless super user or superuser, 404 for a datasource the tenant
 * does not have (whatever other tenants have). Only the datasource's own schema is listed.
 */
export async function querySchemaRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'configStore' | 'datasources'>,
): Promise<void> {
  app.get(
    '/api/v2/services/queries/schema',
    { preHandler: app.authenticate },
    async (request): Promise<SchemaListing> => {
      const user = requireUser(request);
      const tenant = liveTenant(request, ctx.configStore);
      if (!canEditQueries(user)) throw new HttpError(403, SCHEMA_FORBIDDEN);
      const name = queryParam(request, 'datasource') ?? DEFAULT_DATASOURCE;
      if (!tenant.datasources.has(name)) {
        throw new NotFoundError(`Datasource "${name}" not found`);
      }
      const datasource = await ctx.datasources.get(tenant.id, name);
      const file = tenant.datasources.get(name)?.value as { relations?: Relation[] } | undefined;
      return {
        datasource: name,
        // SQL datasources only: the editor writes SQL, which an http datasource cannot run.
        datasources: [...tenant.datasources.entries()]
          .filter(([, entity]) => (entity.value as { type?: string }).type !== 'http')
          .map(([key]) => key)
          .sort(),
        tables: await listTables(datasource),
        relations: file?.relations ?? [],
      };
    },
  );
}
