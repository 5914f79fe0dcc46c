/**
 * A program's operational variables (GET /api/v2/variables/{program_slug}, and the reference
 * date of date tokens): the rows of the `operational_variables` table of the program's
 * datasource, under the program config's `variables`, which win. Kept a minute per
 * program: the table changes once a day, and every slug run reads it.
 */
import type { TenantConfig } from '../config/config-types.ts';
import type { DatasourceRegistry } from '../datasources/datasource-registry.ts';
import { DEFAULT_DATASOURCE } from '../datasources/datasource-registry.ts';
import { NotFoundError, QueryError } from './query-errors.ts';
import { programOf } from './slug-date-context.ts';

/** How long variables read from the database are reused. */
export const VARIABLES_TTL_MS = 60_000;

/** Where failures to read the table are reported. */
export interface VariablesLog {
  warn(details: object, message: string): void;
}

/** Reads and caches operational variables. */
export interface OperationalVariablesReader {
  read(tenant: TenantConfig, programSlug: string): Promise<Record<string, string>>;
}

/** A reader over `datasources`. */
export function createOperationalVariablesReader(
  datasources: Pick<DatasourceRegistry, 'get'>,
  log: VariablesLog,
  now: () => number = Date.now,
): OperationalVariablesReader {
  const cache = new Map<string, { expires: number; rows: Promise<Record<string, string>> }>();

  async function fromDatabase(tenant: TenantConfig, programSlug: string) {
    const variables: Record<string, string> = {};
    if (!tenant.datasources.has(DEFAULT_DATASOURCE)) return variables;
    try {
      const datasource = await datasources.get(tenant.id, DEFAULT_DATASOURCE);
      const result = await datasource.query(
        'SELECT name, value FROM operational_variables WHERE program_slug = $1 ORDER BY name',
        [programSlug],
        { timeoutMs: datasource.timeoutMs, rowLimit: 10_000 },
      );
      for (const row of result.rows) {
        if (row.name !== null && row.value !== null)
          variables[String(row.name)] = String(row.value);
      }
    } catch (error) {
      // A datasource without the table simply has no variables; the config's still apply.
      if (!(error instanceof QueryError)) throw error;
      log.warn(
        { tenant: tenant.id, program: programSlug, err: error.message },
        'operational variables not read',
      );
    }
    return variables;
  }

  return {
    async read(tenant, programSlug) {
      const program = programOf(tenant, programSlug);
      if (!program) throw new NotFoundError(`Program "${programSlug}" not found`);
      const key = `${tenant.id}\u0000${programSlug}`;
      let entry = cache.get(key);
      if (!entry || entry.expires <= now()) {
        entry = { expires: now() + VARIABLES_TTL_MS, rows: fromDatabase(tenant, programSlug) };
        cache.set(key, entry);
        entry.rows.catch(() => cache.delete(key));
      }
      const variables = { ...(await entry.rows) };
      for (const [name, value] of Object.entries(program.variables ?? {})) {
        if (value !== null && value !== undefined) variables[name] = String(value);
      }
      return variables;
    },
  };
}
