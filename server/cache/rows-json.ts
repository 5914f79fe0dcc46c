/**
 * The one place result rows become JSON and JSON becomes rows again. Keeping both behind one
 * object lets tests count (with a spy) that a cached result is serialized once when stored and
 * never parsed for a hit that only sends its JSON.
 */

/** Result rows as the query engine returns them. */
export type ResultRows = Record<string, unknown>[];

/** BIGINT values (DuckDB, pg int8 when parsed) have no JSON form: numbers when exact, else text. */
function bigintReplacer(_key: string, value: unknown): unknown {
  if (typeof value !== 'bigint') return value;
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) ? asNumber : value.toString();
}

export const rowsJson = {
  /** JSON text of `rows`. */
  stringify(rows: readonly unknown[]): string {
    try {
      return JSON.stringify(rows);
    } catch (error) {
      // A replacer makes JSON.stringify several times slower, so it is only the fallback.
      if (error instanceof TypeError && /bigint/i.test(error.message)) {
        return JSON.stringify(rows, bigintReplacer);
      }
      throw error;
    }
  },
  /** Rows of a JSON text written by `stringify`. */
  parse(json: string): ResultRows {
    return JSON.parse(json) as ResultRows;
  },
};
