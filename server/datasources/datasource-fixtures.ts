/**
 * What both engines' tests check alike: one statement (valid in DuckDB and PostgreSQL) with
 * a value of every type the JSON mapping treats specially, and the row both must return.
 */

/** One row of special values; the same text runs on both engines. */
export const TYPES_SQL = `SELECT CAST(42 AS BIGINT) AS small_bigint,
       CAST(9007199254740993 AS BIGINT) AS big_bigint,
       CAST(12345.67 AS NUMERIC(12, 2)) AS decimal_value,
       CAST(1234567890123456789.5 AS NUMERIC(38, 1)) AS huge_decimal,
       CAST(0.5 AS FLOAT8) AS double_value,
       CAST('NaN' AS FLOAT8) AS nan_value,
       DATE '2026-11-14' AS date_value,
       TIMESTAMP '2026-11-15 05:30:00.25' AS timestamp_value,
       TIMESTAMPTZ '2026-11-15 10:30:00+05' AS timestamptz_value,
       true AS bool_value,
       'text' AS text_value,
       CAST(NULL AS INTEGER) AS null_value`;

/** The row TYPES_SQL returns on every engine. */
export const TYPES_ROW = {
  small_bigint: 42,
  big_bigint: '9007199254740993',
  decimal_value: 12345.67,
  huge_decimal: '1234567890123456789.5',
  double_value: 0.5,
  nan_value: null,
  date_value: '2026-11-14',
  timestamp_value: '2026-11-15T05:30:00.250',
  timestamptz_value: '2026-11-15T05:30:00.000Z',
  bool_value: true,
  text_value: 'text',
  null_value: null,
};

/** A statement that runs far longer than any test timeout on both engines. */
export const SLOW_SQL = {
  duckdb: 'SELECT count(*) AS n FROM range(100000000000) AS t(i) WHERE i % 7 = 3',
  postgres: 'SELECT pg_sleep(30) AS slept',
};
