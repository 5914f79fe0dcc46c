import { DuckDBInstance } from '@duckdb/node-api';

/** A read-only handle on a DuckDB file, for tests and benchmarks that inspect a build. */
export interface ReadOnlyDatabase {
  /** Rows as JSON-friendly objects (BIGINT and HUGEINT come back as strings). */
  query(sql: string): Promise<Record<string, unknown>[]>;
  close(): void;
}

/** Opens `file` read-only. */
export async function openReadOnly(file: string): Promise<ReadOnlyDatabase> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  return {
    async query(sql) {
      const reader = await connection.runAndReadAll(sql);
      return reader.getRowObjectsJson() as Record<string, unknown>[];
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
