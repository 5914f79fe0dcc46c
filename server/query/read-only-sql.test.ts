import { describe, expect, it } from 'vitest';
import { QueryInputError } from './query-errors.ts';
import { assertReadOnlyStatement } from './read-only-sql.ts';
import { identifierWords, stripTrailingSemicolons } from './sql-tokens.ts';

describe('assertReadOnlyStatement', () => {
  it.each([
    'SELECT 1',
    'select * from sales;',
    'SELECT 1 ; -- done',
    "WITH s AS (SELECT 'DROP TABLE sales; --' AS note) SELECT * FROM s",
    'VALUES (1), (2)',
    'DESCRIBE sales',
    'SHOW TABLES',
    'EXPLAIN SELECT * FROM sales',
    '(SELECT 1) UNION ALL (SELECT 2)',
    'FROM sales LIMIT 5',
    'SELECT "delete", "set" FROM t -- DELETE FROM t;\n',
    'SELECT $$ ; DROP TABLE x $$ AS literal',
    "SELECT E'it''s; fine' AS text",
    'SELECT last_update, updated_at FROM operational_variables',
    'SELECT 1 /* a comment; with a semicolon */',
    // Columns named like forbidden functions are fine when not called.
    'SELECT query, "query_table", lo_id FROM saved',
    "SELECT extract(year FROM DATE '2024-01-01'), trim(FROM ' x ')",
    "SELECT substring('abc' FROM 2) AS s FROM sales WHERE region = 'x.csv'",
    "SELECT 'a', 'b.csv' FROM sales, stores WHERE store_name IN ('x', 'y.csv')",
    'SELECT lower(store_name) FROM "stores"',
    "SELECT U&'\\0041' AS a",
  ])('accepts %j', (sql) => {
    expect(() => assertReadOnlyStatement(sql)).not.toThrow();
  });

  it.each([
    ['', 'The SQL is empty'],
    ['-- only a comment', 'The SQL is empty'],
    ['SELECT 1; SELECT 2', 'Only one SQL statement can be run at a time'],
    ['SELECT 1; DROP TABLE sales', 'Only one SQL statement can be run at a time'],
    ["SELECT 'a'; DELETE FROM stores", 'Only one SQL statement can be run at a time'],
    [
      'DROP TABLE sales',
      'Only SELECT, WITH, VALUES, DESCRIBE, SHOW and EXPLAIN statements can be run, not "DROP"',
    ],
    ['insert into sales values (1)', 'not "insert"'],
    ['PRAGMA table_info(sales)', 'not "PRAGMA"'],
    ["ATTACH 'x.db'", 'not "ATTACH"'],
    [
      'WITH d AS (DELETE FROM sales RETURNING *) SELECT * FROM d',
      '"DELETE" is not allowed in a read-only query',
    ],
    ['EXPLAIN ANALYZE UPDATE sales SET units = 0', '"UPDATE" is not allowed in a read-only query'],
    [
      "SELECT * FROM read_parquet('/etc/shadow')",
      'Function "read_parquet" is not allowed in a read-only query',
    ],
    ["SELECT pg_read_file('/etc/passwd')", 'Function "pg_read_file" is not allowed'],
    [
      "SELECT set_config('default_transaction_read_only', 'off', false)",
      'Function "set_config" is not allowed',
    ],
    ["SELECT * FROM query('DROP TABLE sales')", 'Function "query" is not allowed'],
    // Read with escapes the string hides the ;, read without them it does not: refused.
    ["SELECT E'\\'; DROP TABLE sales; --'", 'Only one SQL statement'],
    // Nested comments hide the ; from PostgreSQL but not from a non-nesting reader: refused.
    ['SELECT 1 /* a /* b */ ; DROP TABLE sales; -- */', 'Only one SQL statement'],
    // Harmless, but read differently by the two readers: ambiguity is refused too.
    ["SELECT E'it\\'s; fine' AS text", 'Only one SQL statement'],
    ['SELECT 1 /* outer /* nested */ comment */', '"COMMENT" is not allowed'],
  ])('refuses %j', (sql, message) => {
    expect(() => assertReadOnlyStatement(sql)).toThrow(QueryInputError);
    expect(() => assertReadOnlyStatement(sql)).toThrow(message);
  });

  it.each([
    // Quoted, cased and Unicode-escaped spellings of the same function.
    [`SELECT store_name FROM "query_table"('glo' || 'bex.stores')`, 'Function "query_table"'],
    [`SELECT * FROM "query"('select * from "globex".stores')`, 'Function "query"'],
    [`SELECT * FROM "QUERY_TABLE"(['globex.stores'])`, 'Function "QUERY_TABLE"'],
    [`SELECT * FROM QuErY('select 1')`, 'Function "QuErY"'],
    [`SELECT * FROM U&"\\0071uery"('select 1')`, 'Function "query"'],
    [`SELECT * FROM U&"\\+000071uery_table"('x')`, 'Function "query_table"'],
    [`SELECT * FROM U&"q!0075ery" UESCAPE '!' ('select 1')`, 'Function "query"'],
    [`SELECT "pg_read_file"('/etc/passwd')`, 'Function "pg_read_file"'],
    // Schema-qualified calls, with comments and spaces before the parenthesis.
    [`SELECT pg_catalog.pg_read_file('/etc/passwd')`, 'Function "pg_read_file"'],
    [`SELECT * FROM main.query('select 1')`, 'Function "query"'],
    [`SELECT * FROM system.main."query" /* x */ ('select 1')`, 'Function "query"'],
    [`SELECT * FROM query\n  ('select 1')`, 'Function "query"'],
    // PostgreSQL families.
    [`SELECT query_to_xml('select * from glo'||'bex.secrets', true, true, '')`, 'query_to_xml'],
    [`SELECT table_to_xml('stores', true, true, '')`, 'Function "table_to_xml"'],
    [`SELECT cursor_to_xml('c', 1, true, true, '')`, 'Function "cursor_to_xml"'],
    [`SELECT schema_to_xmlschema('acme', true, true, '')`, 'Function "schema_to_xmlschema"'],
    [`SELECT database_to_xml(true, true, '')`, 'Function "database_to_xml"'],
    [`SELECT query_to_xml_and_xmlschema('select 1', true, true, '')`, 'query_to_xml_and_'],
    [`SELECT pg_read_binary_file('/etc/passwd')`, 'Function "pg_read_binary_file"'],
    [`SELECT * FROM pg_ls_dir('/')`, 'Function "pg_ls_dir"'],
    [`SELECT * FROM pg_ls_waldir()`, 'Function "pg_ls_waldir"'],
    [`SELECT pg_stat_file('/etc/passwd')`, 'Function "pg_stat_file"'],
    [`SELECT lo_import('/etc/passwd')`, 'Function "lo_import"'],
    [`SELECT lo_get(16384)`, 'Function "lo_get"'],
    [`SELECT loread(lo_open(1, 262144), 100)`, 'Function "loread"'],
    [`SELECT * FROM dblink('dbname=test', 'select 1') AS t(a int)`, 'Function "dblink"'],
    [`SELECT dblink_connect('x')`, 'Function "dblink_connect"'],
    [`SELECT current_setting('data_directory')`, 'Function "current_setting"'],
    [`SELECT set_config('search_path', 'globex', false)`, 'Function "set_config"'],
    [`SELECT * FROM ts_stat('select to_tsvector(store_name) from globex.stores')`, 'ts_stat'],
    [`SELECT ts_rewrite('a'::tsquery, 'select t, s from aliases')`, 'Function "ts_rewrite"'],
    [`SELECT nextval('s')`, 'Function "nextval"'],
    // DuckDB readers and generators.
    [`SELECT * FROM read_csv('/etc/passwd')`, 'Function "read_csv"'],
    [`SELECT * FROM read_xlsx('x.xlsx')`, 'Function "read_xlsx"'],
    [`SELECT * FROM parquet_metadata('x.parquet')`, 'Function "parquet_metadata"'],
    [`SELECT * FROM glob('/etc/*')`, 'Function "glob"'],
    [`SELECT * FROM postgres_query('db', 'select 1')`, 'Function "postgres_query"'],
    [`SELECT * FROM json_execute_serialized_sql('{}')`, 'json_execute_serialized_sql'],
    [`SELECT * FROM dbgen(sf = 0)`, 'Function "dbgen"'],
    [`SELECT * FROM tpch_queries()`, 'Function "tpch_queries"'],
    // Files where a table belongs.
    [`SELECT * FROM '/etc/passwd'`, '"/etc/passwd" cannot be read as a table'],
    [`FROM 'data.csv'`, '"data.csv" cannot be read as a table'],
    [`SELECT * FROM "data.csv"`, '"data.csv" cannot be read as a table'],
    [`SELECT * FROM sales JOIN 'x.parquet' USING (store_id)`, '"x.parquet" cannot be read'],
    [`SELECT * FROM sales, 'https://example.com/x'`, 'cannot be read as a table'],
    [`SELECT * FROM (FROM $$/etc/passwd$$)`, '"/etc/passwd" cannot be read as a table'],
    [`SELECT * FROM sales WHERE EXISTS (SELECT 1 FROM E'/etc/\\x70asswd')`, '"/etc/passwd"'],
    [`DESCRIBE '/etc/passwd'`, '"/etc/passwd" cannot be read as a table'],
    [`SUMMARIZE 'x.csv'`, '"x.csv" cannot be read as a table'],
  ])('refuses %j (defence in depth)', (sql, message) => {
    expect(() => assertReadOnlyStatement(sql)).toThrow(QueryInputError);
    expect(() => assertReadOnlyStatement(sql)).toThrow(message);
  });
});

describe('sql tokens', () => {
  it('strips trailing semicolons and comments but not inner ones', () => {
    expect(stripTrailingSemicolons('SELECT 1;  ;\n-- end\n')).toBe('SELECT 1');
    expect(stripTrailingSemicolons("SELECT ';'")).toBe("SELECT ';'");
    expect(stripTrailingSemicolons('SELECT 1; SELECT 2;')).toBe('SELECT 1; SELECT 2');
  });

  it('lists the identifiers outside strings and comments, lower-cased', () => {
    expect(
      identifierWords(`SELECT s.brand, "Store Hierarchy".x FROM sales s -- regions
        JOIN "Store Hierarchy" ON 'territories' = $1 {and_cond}`),
    ).toEqual([
      'select',
      's',
      'brand',
      'store hierarchy',
      'x',
      'from',
      'sales',
      'join',
      'on',
      'and_cond',
    ]);
  });
});
