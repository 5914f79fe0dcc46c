/**
 * Raw SQL previews (`POST {data}/api/v2/services/queries` with `query_raw`): one read-only
 * statement inside the datasource's schema, a short statement timeout and a small row limit. The route lets only super
 * users and superusers in; the statement check, the read-only database (DuckDB) or READ
 * ONLY transaction (PostgreSQL) and the limits hold for them too.
 */
import type { TenantConfig } from '../config/config-types.ts';
import { sqlDialect } from '../datasources/datasource.ts';
import { DEFAULT_DATASOURCE, type DatasourceRegistry } from '../datasources/datasource-registry.ts';
import type { QueryResult, SessionUser } from '../http/context.ts';
import { QueryInputError } from './query-errors.ts';
import { bindPreviewSql } from './preview-sql.ts';
import { assertReadOnlyStatement } from './read-only-sql.ts';
import { slugDateContext } from './slug-date-context.ts';
import { stripTrailingSemicolons } from './sql-tokens.ts';

/** Statement timeout of a preview, unless the datasource's own (statement_timeout_ms) is shorter. */
export const PREVIEW_TIMEOUT_MS = 15_000;
/** Rows a preview returns at most. */
export const PREVIEW_ROW_LIMIT = 1000;

/** A preview request. */
export interface PreviewRequest {
  tenant: TenantConfig;
  sql: string;
  /** Datasource name (default 'demo'). */
  datasource?: string;
  user: SessionUser;
  timeoutMs?: number;
  rowLimit?: number;
  /** Declared `{name}` parameters ({name, value, type}) of SQL not yet saved. */
  params?: unknown;
  /** firstdate / lastdate / filterdate bound into the date placeholders. */
  conditions?: Record<string, unknown>;
}

/** Rows of a preview. */
export interface PreviewResult extends QueryResult {
  /** True when the statement had more rows than the row limit. */
  truncated: boolean;
}

/** Checks and runs a preview. */
export async function runPreview(
  datasources: Pick<DatasourceRegistry, 'get'>,
  request: PreviewRequest,
): Promise<PreviewResult> {
  if (typeof request.sql !== 'string') throw new QueryInputError('query_raw must be SQL text');
  assertReadOnlyStatement(request.sql);
  const datasource = await datasources.get(
    request.tenant.id,
    request.datasource ?? DEFAULT_DATASOURCE,
  );
  await datasource.assertInScope(request.sql);
  const bound = bindPreviewSql(
    stripTrailingSemicolons(request.sql),
    request.params,
    request.conditions ?? {},
    sqlDialect(datasource),
    slugDateContext(request.tenant, undefined, {}, new Date()),
  );
  const started = performance.now();
  const result = await datasource.query(bound.sql, bound.values, {
    timeoutMs: request.timeoutMs ?? Math.min(PREVIEW_TIMEOUT_MS, datasource.timeoutMs),
    rowLimit: Math.min(request.rowLimit ?? PREVIEW_ROW_LIMIT, datasource.rowLimit),
  });
  const { rows, columns } = result;
  return {
    rows,
    columns,
    json: JSON.stringify(rows),
    cached: false,
    ms: Math.round((performance.now() - started) * 100) / 100,
    truncated: result.truncated,
  };
}
