/**
 * The query engine over the demo config and data, for the engine's own suites: on DuckDB (the
 * shared test database) or on PostgreSQL (the same tenants copied into schemas unique to the
 * run, dropped by `close`). Both engines see tenants `acme` and `globex` with the same saved
 * queries; only the `demo` datasource differs.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { connectionAs, dropRole, POSTGRES_ADMIN } from '../../tests/support/postgres-roles.ts';
import { sharedTestDataDir } from '../../tests/support/test-server.ts';
import type { LoadedConfig, TenantConfig } from '../config/config-types.ts';
import { loadConfigDir } from '../config/load-config.ts';
import { REPO_ROOT } from '../data/data-dir.ts';
import { demoDatabasePath } from '../data/generate-demo.ts';
import {
  createDatasourceRegistry,
  type DatasourceRegistry,
} from '../datasources/datasource-registry.ts';
import { dropPostgresSchema, loadDemoIntoPostgres } from '../datasources/pg-demo-loader.ts';
import type { SessionUser } from '../http/context.ts';
import { createWriteStore } from '../writes/write-store.ts';
import {
  createQueryService,
  type QueryService,
  type QueryServiceOptions,
} from './query-service.ts';

/**
 * The PostgreSQL the suites set up with (trust auth on loopback, database `test`, superuser);
 * datasources connect as tenant roles (tests/support/postgres-roles.ts).
 */
export const TEST_POSTGRES = POSTGRES_ADMIN;

/** The repository's demo config. */
export const CONFIG_SAMPLES = path.join(REPO_ROOT, 'config-samples');

/** A running engine. */
export interface TestEngine {
  dialect: 'duckdb' | 'postgres';
  config: LoadedConfig;
  datasources: DatasourceRegistry;
  service: QueryService;
  tenant(id: string): TenantConfig;
  /** The datasource schema a tenant's `demo` datasource reads. */
  schemaOf(tenantId: string): string;
  close(): Promise<void>;
}

/** A signed-in user of the demo config (viewer unless overridden). */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    tenant: 'acme',
    user_id: 1,
    username: 'viewer',
    email: 'viewer@example.com',
    first_name: 'Vera',
    last_name: 'Viewer',
    groups: [],
    superuser: false,
    userh: { id: 1, super: false },
    programs: ['retail', 'ecommerce', 'stores_ops'],
    filtering_fixed: {},
    auth_method: 'BasicAuth',
    sessionid: 'test',
    ...overrides,
  };
}

const quietLog = { info: () => undefined, warn: () => undefined };

function engine(
  dialect: TestEngine['dialect'],
  config: LoadedConfig,
  datasources: DatasourceRegistry,
  schemas: Record<string, string>,
  options: Partial<QueryServiceOptions>,
  cleanup: () => Promise<void>,
): TestEngine {
  const service = createQueryService({ datasources, log: quietLog, ...options });
  return {
    dialect,
    config,
    datasources,
    service,
    tenant(id) {
      const tenant = config.tenants.get(id);
      if (!tenant) throw new Error(`No tenant ${id}`);
      return tenant;
    },
    schemaOf: (id) => schemas[id] ?? id,
    async close() {
      await datasources.close();
      await cleanup();
    },
  };
}

/**
 * The engine on the shared DuckDB test database. The `writes` datasource goes through a write
 * store as the app's does (build-app.ts): it creates and migrates the tenant's store, which
 * read alone existed only once some server had started on the shared folder (on a fresh
 * machine this suite could run first: "cannot open writes.duckdb: the file does not exist").
 */
export async function duckdbEngine(
  options: Partial<QueryServiceOptions> = {},
): Promise<TestEngine> {
  const config = await loadConfigDir(CONFIG_SAMPLES);
  const dataDir = await sharedTestDataDir();
  const writes = createWriteStore({ config: () => config, dataDir });
  const datasources = createDatasourceRegistry(() => config, dataDir, process.env, writes);
  return engine('duckdb', config, datasources, {}, options, () => writes.close());
}

/**
 * The engine on PostgreSQL: each demo tenant copied from its shared DuckDB test database into
 * a schema named `nav_<random>_<tenant>`, readable by a role of the same name, and the
 * tenant's `demo` datasource pointed at it, connecting as that role.
 */
export async function postgresEngine(
  options: Partial<QueryServiceOptions> = {},
): Promise<TestEngine> {
  const config = await loadConfigDir(CONFIG_SAMPLES);
  const dataDir = await sharedTestDataDir();
  const run = randomBytes(4).toString('hex');
  const schemas: Record<string, string> = {};
  for (const tenant of config.tenants.values()) {
    const schema = `nav_${run}_${tenant.id}`;
    schemas[tenant.id] = schema;
    await loadDemoIntoPostgres({
      duckdbFile: demoDatabasePath(dataDir, tenant.id),
      sourceSchema: tenant.id,
      connection: TEST_POSTGRES,
      targetSchema: schema,
      role: schema,
    });
    const demo = tenant.datasources.get('demo');
    if (!demo) throw new Error(`${tenant.id} has no demo datasource`);
    tenant.datasources.set('demo', {
      ...demo,
      value: {
        name: 'demo',
        type: 'postgres',
        ...connectionAs(schema),
        schema,
        row_limit: 100_000,
      },
    });
  }
  const datasources = createDatasourceRegistry(() => config, dataDir);
  return engine('postgres', config, datasources, schemas, options, async () => {
    for (const schema of Object.values(schemas)) {
      await dropPostgresSchema(TEST_POSTGRES, schema);
      await dropRole(schema);
    }
  });
}
