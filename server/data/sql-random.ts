import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * Deterministic randomness for the generator SQL. `rhash(stream, i)` is a 64-bit hash of row
 * `i` in `stream` under the seed; `rnd(stream, i)` the same as a uniform double in [0, 1). The
 * same seed, stream and i always give the same number, and every column draws from its own
 * stream so changing one never shifts another. `random()` is never used: two builds would
 * differ.
 *
 * The outer `hash` matters: DuckDB combines `hash(a, b, c)` by mixing `a, b` and XOR-ing in
 * `hash(c)`, so without it two streams of the same row differ by a constant XOR and their
 * high bits move together (every product of a category got the same brand).
 */
export async function applySeed(connection: DuckDBConnection, seed: number): Promise<void> {
  await connection.run('SET VARIABLE demo_seed = CAST($seed AS BIGINT)', { seed });
  await connection.run(`
    CREATE OR REPLACE TEMP MACRO rhash(stream, i) AS
      hash(hash(i, getvariable('demo_seed'), stream));
    CREATE OR REPLACE TEMP MACRO rnd(stream, i) AS
      rhash(stream, i) / 18446744073709551616.0;
  `);
}

/** A double-quoted SQL identifier (schema names come from tenant ids, which may hold '-'). */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
