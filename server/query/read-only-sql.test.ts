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
