/**
 * One PostgreSQL role per tenant: the role a tenant's datasource logs in as may read its own
 * schema and nothing else, so no SQL text on that datasource, however clever, reaches another
 * tenant's rows or the server's files. The statements are the recipe of docs/security.md.
 */
import pg from 'pg';
import { isIdentifier, quoteIdentifier } from '../query/dialects.ts';

/** The role of tenant schema `schema` when none is named: `navigator_<schema>`. */
export function tenantRoleName(schema: string): string {
  return `navigator_${schema}`;
}

/**
 * The attributes of a tenant role: it may log in, and nothing more (no superuser, no row
 * security bypass, no creating databases or roles, no replication, inheriting no other role).
 */
export const TENANT_ROLE_ATTRIBUTES =
  'LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION NOINHERIT';

/**
 * Every role-and-privilege change takes this transaction-level advisory lock first: GRANT and
 * REVOKE on the same database or schema from two sessions at once fail with "tuple
 * concurrently updated".
 */
const ACL_LOCK = "SELECT pg_advisory_xact_lock(hashtext('navigator tenant roles'))";

/**
 * The statements that give `role` read access to `schema` and nothing else, in order:
 *
 * - PUBLIC loses everything on schema `public`: USAGE would let every tenant role read what
 *   anyone puts there or grants to PUBLIC there, and CREATE (before PostgreSQL 15) would let
 *   it plant functions or tables other sessions resolve through their search_path.
 * - PUBLIC loses everything on the tenant's schema, its tables and its functions, so a grant
 *   made by hand or by default privileges cannot open it to the other tenants' roles.
 * - The role gets CONNECT on the database (for databases where PUBLIC has lost it), USAGE on
 *   its schema, SELECT on its tables and EXECUTE on its functions. Nothing else.
 *
 * Functions such as pg_read_file, pg_ls_dir, lo_import / lo_export (server files) and views
 * such as pg_shadow are superuser-only (or need pg_read_server_files) out of the box, and
 * large objects carry their own ACLs; the role is given none of that.
 */
export function tenantGrantStatements(role: string, schema: string, database: string): string[] {
  const r = quoteIdentifier(role);
  const s = quoteIdentifier(schema);
  return [
    'REVOKE ALL ON SCHEMA public FROM PUBLIC',
    `REVOKE ALL ON SCHEMA ${s} FROM PUBLIC`,
    `REVOKE ALL ON ALL TABLES IN SCHEMA ${s} FROM PUBLIC`,
    `REVOKE ALL ON ALL FUNCTIONS IN SCHEMA ${s} FROM PUBLIC`,
    `GRANT CONNECT ON DATABASE ${quoteIdentifier(database)} TO ${r}`,
    `GRANT USAGE ON SCHEMA ${s} TO ${r}`,
    `GRANT SELECT ON ALL TABLES IN SCHEMA ${s} TO ${r}`,
    `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${s} TO ${r}`,
  ];
}

/**
 * Creates `role` (or resets its attributes when it exists) and grants it read access to
 * `schema` only, on `client`'s database, inside the caller's transaction. Refuses a role that
 * is a member of other roles: it would hold their privileges too.
 */
export async function grantTenantRole(
  client: pg.ClientBase,
  role: string,
  schema: string,
): Promise<void> {
  assertRoleName(role);
  if (!isIdentifier(schema)) throw new Error(`Invalid schema name "${schema}"`);
  await client.query(ACL_LOCK);
  const existing = await client.query('SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = $1', [
    role,
  ]);
  const verb = existing.rowCount === 0 ? 'CREATE' : 'ALTER';
  await client.query(`${verb} ROLE ${quoteIdentifier(role)} ${TENANT_ROLE_ATTRIBUTES}`);
  const memberOf = await client.query<{ rolname: string }>(
    `SELECT g.rolname FROM pg_catalog.pg_auth_members m
       JOIN pg_catalog.pg_roles g ON g.oid = m.roleid
       JOIN pg_catalog.pg_roles r ON r.oid = m.member
     WHERE r.rolname = $1 ORDER BY 1`,
    [role],
  );
  if (memberOf.rows.length > 0) {
    const groups = memberOf.rows.map((row) => `"${row.rolname}"`).join(', ');
    throw new Error(
      `Role "${role}" is a member of ${groups}: a tenant role must hold no other role`,
    );
  }
  const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db');
  for (const statement of tenantGrantStatements(role, schema, rows[0]?.db ?? '')) {
    await client.query(statement);
  }
}

/** Drops `role` and every privilege it holds in `connection`'s database (tests clean up). */
export async function dropTenantRole(
  connection: pg.ClientConfig | string,
  role: string,
): Promise<void> {
  assertRoleName(role);
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(ACL_LOCK);
    const existing = await client.query('SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = $1', [
      role,
    ]);
    if (existing.rowCount !== 0) {
      await client.query(`DROP OWNED BY ${quoteIdentifier(role)}`);
      await client.query(`DROP ROLE ${quoteIdentifier(role)}`);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

function assertRoleName(role: string): void {
  if (!isIdentifier(role)) throw new Error(`Invalid role name "${role}"`);
}
