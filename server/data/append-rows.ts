import type { DuckDBAppender, DuckDBConnection } from '@duckdb/node-api';

/** Where an appender writes: a table, its schema and, for temp tables, the `temp` catalog. */
export interface AppendTarget {
  readonly table: string;
  readonly schema: string;
  readonly catalog?: string;
}

/**
 * Appends rows through a DuckDB appender (values are bound, never written into SQL text) and
 * closes it even when `fill` throws.
 */
export async function appendRows(
  connection: DuckDBConnection,
  target: AppendTarget,
  fill: (appender: DuckDBAppender) => void,
): Promise<void> {
  const appender = await connection.createAppender(target.table, target.schema, target.catalog);
  try {
    fill(appender);
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
}
