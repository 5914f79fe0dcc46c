/**
 * The columns a saved query's identifiers are checked against, asked of the database and
 * kept for a while: the output columns of its SQL (described, not run) and, when its where
 * expression goes inside the SQL, the columns of the tables and views the SQL names.
 */
import type { SavedQuery } from '../../schemas/generated/index.ts';
import { sqlDialect, type ColumnInfo, type Datasource } from '../datasources/datasource.ts';
import { describeSql } from './compile-query.ts';
import { hasWherePlaceholder } from './sql-template.ts';
import { identifierWords, stripTrailingSemicolons } from './sql-tokens.ts';

/** Columns of one saved query on one datasource. */
export interface QueryMetadata {
  /** Output columns, in order. */
  columns: ColumnInfo[];
  /** Columns of the tables the SQL reads (empty when its where goes outside). */
  tableColumns: ColumnInfo[];
}

/** Metadata by datasource and SQL. */
export interface MetadataCache {
  get(
    tenantId: string,
    datasource: Datasource,
    query: SavedQuery,
    sql: string,
  ): Promise<QueryMetadata>;
}

/** How long table shapes are trusted before they are asked again. */
export const METADATA_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 1000;

interface Entry {
  expires: number;
  metadata: Promise<QueryMetadata>;
}

/** A cache of up to 1000 entries, each kept METADATA_TTL_MS (failed lookups are not kept). */
export function createMetadataCache(now: () => number = Date.now): MetadataCache {
  const entries = new Map<string, Entry>();
  // The described SQL and entry key of a saved query, kept with the query object (a saved or
  // reloaded query is a new object), so a lookup neither rewrites nor re-hashes the SQL.
  const keys = new WeakMap<
    SavedQuery,
    { of: string; sql: string; described: string; key: string }
  >();
  return {
    get(tenantId, datasource, query, sql) {
      const of = `${tenantId}\u0000${datasource.name}\u0000${datasource.dialect}`;
      let known = keys.get(query);
      if (known?.of !== of || known.sql !== sql) {
        const described = describeSql(query, sql, sqlDialect(datasource));
        known = { of, sql, described, key: `${of}\u0000${described}` };
        keys.set(query, known);
      }
      const { described, key } = known;
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.metadata;
      const metadata = lookUp(datasource, described, sql);
      entries.delete(key);
      entries.set(key, { expires: now() + METADATA_TTL_MS, metadata });
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      metadata.catch(() => {
        if (entries.get(key)?.metadata === metadata) entries.delete(key);
      });
      return metadata;
    },
  };
}

async function lookUp(
  datasource: Datasource,
  described: string,
  sql: string,
): Promise<QueryMetadata> {
  const columns = await datasource.describe(described);
  if (!hasWherePlaceholder(sql)) return { columns, tableColumns: [] };
  const tables = await datasource.tableColumns(identifierWords(stripTrailingSemicolons(sql)));
  return { columns, tableColumns: [...tables.values()].flat() };
}
