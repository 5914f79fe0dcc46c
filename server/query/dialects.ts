/**
 * What differs between the SQL dialects the engine compiles for. DuckDB and PostgreSQL share
 * `$1..$n` positional parameters and `"double quoted"` identifiers; they differ in a few type
 * names used in casts.
 */

/** SQL dialect of a datasource. */
export type Dialect = 'duckdb' | 'postgres';

/** Every dialect, for table-driven tests. */
export const DIALECTS: readonly Dialect[] = ['duckdb', 'postgres'];

/** Types a saved-query parameter or cond_definition key can have (parameter.schema.json). */
export type ParameterType = 'string' | 'number' | 'integer' | 'float' | 'date';

/** A plain SQL identifier: what column names, aliases and schema names must look like. */
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** True when `name` is a plain identifier (letters, digits, underscores; no leading digit). */
export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}

/**
 * `name` as a quoted identifier. Callers validate names against the query's columns first;
 * doubling embedded quotes keeps even an unvalidated name from ending the identifier.
 */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The `$n` placeholder of the n-th (1-based) bound value; the same in both dialects. */
export function placeholder(index: number): string {
  return `$${index}`;
}

const CAST_TYPES: Readonly<Record<Dialect, Readonly<Record<ParameterType, string>>>> = {
  duckdb: {
    string: 'VARCHAR',
    number: 'BIGINT',
    integer: 'BIGINT',
    float: 'DOUBLE',
    date: 'DATE',
  },
  postgres: {
    string: 'VARCHAR',
    number: 'BIGINT',
    integer: 'BIGINT',
    float: 'DOUBLE PRECISION',
    date: 'DATE',
  },
};

/** SQL type a bound parameter of `type` is cast to, so it is typed wherever it appears. */
export function castType(dialect: Dialect, type: ParameterType): string {
  return CAST_TYPES[dialect][type];
}

/** The text type a non-text column is cast to for a starts-with (ILIKE) match. */
export function textType(dialect: Dialect): string {
  return CAST_TYPES[dialect].string;
}
