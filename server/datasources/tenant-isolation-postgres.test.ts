/**
 * Isolation below SQL on PostgreSQL: acme's datasource connects as acme's tenant role and is
 * called directly, so no word guard runs, and still globex's schema, the server's files and
 * the password hashes stay out of reach: the role holds USAGE and SELECT on its own schema
 * only. A datasource whose role is a superuser or bypasses row-level security is refused.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailability, requireOrSkip } from '../../tests/support/environment.ts';
import {
  connectionAs,
  createTenantRole,
  dropRole,
  POSTGRES_ADMIN,
} from '../../tests/support/postgres-roles.ts';
import type { LoadedConfig, TenantConfig } from '../config/config-types.ts';
import { DatasourceConfigError, QueryError } from '../query/query-errors.ts';
import type { Datasource } from './datasource.ts';
import { createDatasourceRegistry } from './datasource-registry.ts';
import { createPostgresDatasource } from './postgres-datasource.ts';

const ready = requireOrSkip('PostgreSQL tenant roles', await postgresAvailability());
const run = randomBytes(4).toString('hex');
const ACME = `nav_${run}_acme`;
const GLOBEX = `nav_${run}_globex`;
const POWERFUL = `nav_${run}_bypass`;
const SECRET = `globex-secret-${run}`;
const limits = { timeoutMs: 10_000, rowLimit: 1000 };
let acme: Datasource;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client(POSTGRES_ADMIN);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `text` with every character as a `\XXXX` escape, for `U&"..."` identifiers. */
function unicodeEscaped(text: string): string {
  return [...text].map((c) => `\\${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
}

/** What acme's datasource answers: its rows as text, or the error it threw. */
async function attempt(sql: string): Promise<{ ok: boolean; text: string }> {
  try {
    return { ok: true, text: JSON.stringify((await acme.query(sql, [], limits)).rows) };
  } catch (error) {
    expect(error).toBeInstanceOf(QueryError);
    return { ok: false, text: (error as Error).message };
  }
}

describe.skipIf(!ready)('a PostgreSQL datasource on its tenant role', () => {
  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${ACME}; CREATE TABLE ${ACME}.stores AS SELECT 'Acme One' AS store_name;
      CREATE SCHEMA ${GLOBEX}; CREATE TABLE ${GLOBEX}.stores AS SELECT 'Globex One' AS store_name;
      CREATE TABLE ${GLOBEX}.secrets AS SELECT '${SECRET}' AS secret;
      CREATE TABLE public.nav_${run}_public AS SELECT '${SECRET}' AS secret;`);
    await createTenantRole(ACME, ACME);
    await createTenantRole(GLOBEX, GLOBEX);
    acme = createPostgresDatasource({ name: 'demo', connection: connectionAs(ACME), schema: ACME });
  });

  afterAll(async () => {
    await acme?.close();
    await admin(`DROP SCHEMA IF EXISTS ${ACME} CASCADE; DROP SCHEMA IF EXISTS ${GLOBEX} CASCADE;
      DROP TABLE IF EXISTS public.nav_${run}_public`);
    for (const role of [ACME, GLOBEX]) await dropRole(role);
  });

  it('reads its own schema as its own role, in a read-only transaction', async () => {
    const { rows } = await acme.query(
      `SELECT store_name, current_user AS who, current_setting('transaction_read_only') AS ro,
              (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS super
       FROM stores`,
      [],
      limits,
    );
    expect(rows).toEqual([{ store_name: 'Acme One', who: ACME, ro: 'on', super: false }]);
  });

  it.each([
    [
      `select * from U&"${unicodeEscaped(GLOBEX.slice(0, 1))}${GLOBEX.slice(1)}".secrets`,
      /permission denied for schema/,
    ],
    [`select * from U&"${unicodeEscaped(GLOBEX)}".secrets`, /permission denied for schema/],
    [`select * from "${GLOBEX}".secrets`, /permission denied for schema/],
    [`select store_name from ${GLOBEX}.stores`, /permission denied for schema/],
    [
      `select query_to_xml('select * from ${GLOBEX.slice(0, -3)}'||'bex.secrets', true, true, '')`,
      /permission denied for schema/,
    ],
    [
      `select * from query_to_xml_and_xmlschema('select * from ${GLOBEX}.secrets', true, true, '')`,
      /permission denied for schema/,
    ],
    [`select schema_to_xml('${GLOBEX}', true, true, '')`, /permission denied for schema/],
    [`select secret from public.nav_${run}_public`, /permission denied for schema public/],
    [`select pg_read_file('/etc/passwd')`, /permission denied for function pg_read_file/],
    [`select pg_read_binary_file('/etc/passwd')`, /permission denied for function/],
    [`select * from pg_ls_dir('.')`, /permission denied for function pg_ls_dir/],
    [`select lo_import('/etc/passwd')`, /permission denied|read-only transaction/],
    [`select * from pg_shadow`, /permission denied for (view|table) pg_shadow/],
    [`select * from pg_authid`, /permission denied for (view|table) pg_authid/],
    [`copy (select 1) to program 'id'`, /permission denied|must be superuser|read-only/],
    [`set role ${GLOBEX}`, /permission denied to set role/],
    [`set session authorization ${GLOBEX}`, /permission denied to set session authorization/],
  ])('%s → refused', async (sql, message) => {
    const { ok, text } = await attempt(sql);
    expect(ok, text).toBe(false);
    expect(text).toMatch(message);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('root:x:0:0');
  });

  it('cannot see what is in other schemas through the statistics catalogs either', async () => {
    const { ok, text } = await attempt(
      `select * from pg_stats where schemaname = '${GLOBEX}' union all
       select * from pg_stats where schemaname = 'public' and tablename = 'nav_${run}_public'`,
    );
    expect(ok).toBe(true);
    expect(JSON.parse(text)).toEqual([]);
  });
});

describe.skipIf(!ready)('a PostgreSQL datasource on a powerful role', () => {
  beforeAll(async () => {
    await admin(`CREATE ROLE ${POWERFUL} LOGIN NOSUPERUSER BYPASSRLS`);
  });

  afterAll(async () => {
    await dropRole(POWERFUL);
  });

  it.each([
    ['a superuser', POSTGRES_ADMIN.user, 'is a superuser'],
    ['a BYPASSRLS role', POWERFUL, 'bypasses row-level security (BYPASSRLS)'],
  ])('refuses %s, naming the datasource and never the host', async (_label, user, power) => {
    const datasource = createPostgresDatasource({
      name: 'warehouse',
      connection: connectionAs(user),
    });
    try {
      for (let i = 0; i < 2; i++) {
        const failure = datasource.query('SELECT 1 AS one', [], limits);
        await expect(failure).rejects.toThrow(DatasourceConfigError);
        await expect(failure).rejects.toThrow(
          `Datasource "warehouse" is refused: its role "${user}" ${power}. Connect with a role of its own that can only read its schema (docs/security.md).`,
        );
      }
      await expect(datasource.describe('SELECT 1')).rejects.toThrow(DatasourceConfigError);
      const error = await datasource.query('SELECT 1', [], limits).catch((e: unknown) => e);
      expect(String((error as Error).message)).not.toContain(POSTGRES_ADMIN.host);
    } finally {
      await datasource.close();
    }
  });

  it('refuses a superuser datasource of the registry too', async () => {
    const tenant = {
      id: 'pgtenant',
      datasources: new Map([
        [
          'warehouse',
          { id: 'warehouse', value: { name: 'warehouse', type: 'postgres', ...POSTGRES_ADMIN } },
        ],
      ]),
    } as unknown as TenantConfig;
    const config = { tenants: new Map([['pgtenant', tenant]]) } as unknown as LoadedConfig;
    const registry = createDatasourceRegistry(() => config, '/nonexistent');
    try {
      const warehouse = await registry.get('pgtenant', 'warehouse');
      await expect(warehouse.query('SELECT 1', [], limits)).rejects.toThrow(
        'Datasource "warehouse" is refused: its role "postgres" is a superuser',
      );
    } finally {
      await registry.close();
    }
  });
});
