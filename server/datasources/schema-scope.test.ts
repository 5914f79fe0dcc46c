import { describe, expect, it } from 'vitest';
import { QueryInputError } from '../query/query-errors.ts';
import { createScopeCheck, scopeProblem } from './schema-scope.ts';

const OTHERS = new Set(['globex', 'main', 'information_schema', 'pg_catalog']);

describe('schema scope', () => {
  it.each([
    'SELECT * FROM sales',
    'SELECT * FROM acme.sales',
    'SELECT * FROM "acme"."sales" AS s',
    "SELECT 'globex is a word in a string' AS note",
    'SHOW TABLES',
    'DESCRIBE sales',
    'SELECT 1 AS x -- globex.stores in a comment',
  ])('lets %j through', (sql) => {
    expect(scopeProblem(sql, OTHERS, 'demo')).toBeUndefined();
  });

  it.each([
    ['SELECT * FROM globex.stores', 'Schema "globex" cannot be read from datasource "demo"'],
    ['SELECT * FROM demo."GLOBEX".stores', 'Schema "globex" cannot be read from datasource "demo"'],
    ['SELECT * FROM globex . stores', 'Schema "globex" cannot be read from datasource "demo"'],
    [
      "SELECT * FROM pragma_table_info('globex.stores')",
      '"pragma_table_info" cannot be used in queries',
    ],
    ["SELECT * FROM some_function('Globex.stores')", 'Schema "globex" cannot be read'],
    ['SELECT * FROM information_schema.tables', 'Schema "information_schema" cannot be read'],
    [
      'SELECT * FROM duckdb_tables()',
      '"duckdb_tables" cannot be used in queries: it reads other schemas',
    ],
    ['SELECT * FROM pg_tables', '"pg_tables" cannot be used in queries'],
    ['SELECT query FROM pg_stat_activity', '"pg_stat_activity" cannot be used in queries'],
    ['SELECT * FROM sqlite_master', '"sqlite_master" cannot be used in queries'],
    ["SELECT json_execute_serialized_sql('{}')", '"json_execute_serialized_sql" cannot be used'],
    ['SHOW ALL TABLES', '"SHOW ALL" lists other schemas; name a table'],
    ['DESCRIBE', '"DESCRIBE" lists other schemas; name a table'],
    ['show databases', '"show databases" lists other schemas'],
    // Spellings that decode to another schema.
    ['SELECT * FROM U&"\\0067lobex".secrets', 'Schema "globex" cannot be read'],
    ['SELECT * FROM U&"\\+000067lobex".secrets', 'Schema "globex" cannot be read'],
    ['SELECT * FROM u&"!0067lobex" UESCAPE \'!\'.secrets', 'Schema "globex" cannot be read'],
    ["SELECT to_regclass(E'glo\\x62ex.stores')", 'Schema "globex" cannot be read'],
    ["SELECT to_regclass(U&'\\0067lobex.stores')", 'Schema "globex" cannot be read'],
    ['SELECT to_regclass($t$globex.stores$t$)', 'Schema "globex" cannot be read'],
    [`SELECT to_regclass('"globex".stores')`, 'Schema "globex" cannot be read'],
    ['SELECT * FROM "PG_CATALOG"."PG_SHADOW"', 'Schema "pg_catalog" cannot be read'],
    ['SELECT usename, passwd FROM pg_shadow', '"pg_shadow" cannot be used in queries'],
    ['SELECT * FROM U&"pg\\005Fuser"', '"pg_user" cannot be used in queries'],
  ])('refuses %j', (sql, message) => {
    expect(scopeProblem(sql, OTHERS, 'demo')).toContain(message);
  });

  it('lists the schemas once a minute and remembers checked texts', async () => {
    let listed = 0;
    let clock = 0;
    const check = createScopeCheck(
      'demo',
      'acme',
      async () => {
        listed++;
        return ['acme', 'globex'];
      },
      () => clock,
    );
    await check('SELECT 1');
    await expect(check('SELECT * FROM globex.sales')).rejects.toThrow(QueryInputError);
    await expect(check('SELECT * FROM globex.sales')).rejects.toThrow('Schema "globex"');
    expect(listed).toBe(1);
    clock = 61_000;
    await check('SELECT * FROM acme.sales');
    expect(listed).toBe(2);
  });
});
