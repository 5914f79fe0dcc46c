/**
 * PostgreSQL roles for tests. The machine's PostgreSQL trusts every local role, so a test
 * creates a tenant role with a random name, connects as it, and drops it afterwards; only set
 * up and clean up run as the `postgres` superuser (a datasource refuses to run as one).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropTenantRole, grantTenantRole } from '../../server/datasources/tenant-role.ts';

/** The superuser connection tests set up and clean up with (trust auth on loopback). */
export const POSTGRES_ADMIN = {
  host: '127.0.0.1',
  port: 5432,
  database: 'test',
  user: 'postgres',
} as const;

/** A fresh role name, `nav_<random>_<label>`. */
export function randomRoleName(label: string): string {
  return `nav_${randomBytes(4).toString('hex')}_${label}`;
}

/** The connection settings of `role` on the test database. */
export function connectionAs(role: string): pg.ClientConfig & { user: string } {
  return { ...POSTGRES_ADMIN, user: role };
}

/** Creates `role` able to read `schema` only (the recipe of tenant-role.ts). */
export async function createTenantRole(role: string, schema: string): Promise<void> {
  const client = new pg.Client(POSTGRES_ADMIN);
  await client.connect();
  try {
    await client.query('BEGIN');
    await grantTenantRole(client, role, schema);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Drops `role` and the privileges it holds. */
export function dropRole(role: string): Promise<void> {
  return dropTenantRole(POSTGRES_ADMIN, role);
}

/**
 * A tenant's `writes` datasource file on the test PostgreSQL: schema and role of its own,
 * created by the admin connection named by NAV_TEST_PG_ADMIN_URL.
 */
export function postgresWritesDatasource(role: string, schema: string): object {
  return {
    $schema: '../../../schemas/datasource.schema.json',
    name: 'writes',
    type: 'postgres',
    host: POSTGRES_ADMIN.host,
    port: POSTGRES_ADMIN.port,
    database: POSTGRES_ADMIN.database,
    user: role,
    schema,
    admin_url_env: 'NAV_TEST_PG_ADMIN_URL',
  };
}
