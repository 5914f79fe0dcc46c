import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  resolveFiscalConfig,
  type FiscalConfig,
  type FiscalConfigInput,
} from '../../runtime/core/fiscal/config.ts';
import { buildFiscalCalendar, buildOperationalVariables } from './build-calendar.ts';
import { buildEngagement } from './build-engagement.ts';
import { buildWeather } from './build-weather.ts';
import { buildGeography } from './build-geography.ts';
import { buildProducts } from './build-products.ts';
import { buildSales } from './build-sales.ts';
import {
  assertOutsideConfigDir,
  buildTempPath,
  removeAbandonedBuilds,
  removeDatabaseFiles,
} from './data-file.ts';
import { tenantDataDir } from './data-dir.ts';
import { loadSeedTables } from './seed-tables.ts';
import { quoteIdentifier, applySeed } from './sql-random.ts';
import { DEMO_TENANTS, type TenantProfile } from './tenant-profiles.ts';

/** File name of each tenant's demo database inside the tenant's data directory. */
export const DEMO_DATABASE_FILE = 'demo.duckdb';

/**
 * The shape of the demo's tables. Bump it when a build-*.ts adds, drops or changes a table or a
 * column: a database of another version is rebuilt on start, so an install upgraded to a demo
 * config that reads a new table (the weather table of version 2) does not fail on it. The test
 * "records the schema of this DEMO_DATA_VERSION" fails when the tables change without a bump.
 */
export const DEMO_DATA_VERSION = 2;

/** What a tenant's database was built from, kept next to it (`demo.duckdb.version.json`). */
export interface DemoDataStamp {
  readonly version: number;
  /** The `rows` the build was asked for (acme's sales rows; a rebuild keeps them). */
  readonly rows: number;
  readonly seed: number;
}

/** Default acme sales row count. */
export const DEFAULT_DEMO_ROWS = 1_000_000;

/** Default seed. */
export const DEFAULT_DEMO_SEED = 42;

/** Options of {@link generateDemoDatabase}. */
export interface GenerateDemoOptions {
  /** Directory the tenants' folders go to (see `resolveDataDir`); created when missing. */
  readonly dataDir: string;
  /** Sales rows of acme; globex gets max(1000, rows / 4). */
  readonly rows?: number;
  /** Same seed, same rows. A non-negative integer. */
  readonly seed?: number;
  /** Rebuild when a tenant's database exists (otherwise that is an error). */
  readonly force?: boolean;
  /** The config directory: building inside it is refused. */
  readonly configDir?: string;
  /** Progress lines, one per step. */
  readonly log?: (message: string) => void;
  /**
   * Each tenant's fiscal calendar (its tenant.json `fiscalMonth`), so the `fiscal_calendar`
   * table agrees with the pickers; tenants not listed get the default 4-4-5 calendar.
   */
  readonly fiscal?: Readonly<Record<string, FiscalConfigInput | undefined>>;
  /** Demo tenants to build (default: every one of DEMO_TENANTS). */
  readonly tenants?: readonly string[];
}

/** What a build produced. */
export interface GenerateDemoResult {
  /** Absolute path of each built tenant's database, `<dataDir>/<tenant>/demo.duckdb`. */
  readonly files: Readonly<Record<string, string>>;
  /** Sales rows per built tenant. */
  readonly rowsByTenant: Readonly<Record<string, number>>;
  /** Wall-clock milliseconds the build took. */
  readonly ms: number;
}

/** What {@link ensureDemoDatabase} did. */
export interface EnsureDemoResult {
  /** Tenants whose database this call built (empty: every file was there already). */
  readonly built: readonly string[];
  /** Absolute path of every demo tenant's database. */
  readonly files: Readonly<Record<string, string>>;
}

/** Thrown by {@link generateDemoDatabase} when a database exists and `force` is not set. */
export class DemoDatabaseExistsError extends Error {
  override readonly name = 'DemoDatabaseExistsError';
  constructor(readonly path: string) {
    super(`${path} already exists (use --force to rebuild it)`);
  }
}

/** Absolute path of `tenant`'s demo database, `<dataDir>/<tenant>/demo.duckdb`. */
export function demoDatabasePath(dataDir: string, tenant: string): string {
  return path.join(tenantDataDir(dataDir, tenant), DEMO_DATABASE_FILE);
}

/** The stamp file of `database`: what built it (see {@link DEMO_DATA_VERSION}). */
export function demoStampPath(database: string): string {
  return `${database}.version.json`;
}

/** The stamp next to `database`, or undefined when it has none (built before stamps) or it is unreadable. */
export async function readDemoStamp(database: string): Promise<DemoDataStamp | undefined> {
  try {
    const stamp = JSON.parse(await readFile(demoStampPath(database), 'utf8')) as DemoDataStamp;
    return Number.isInteger(stamp.version) ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes the stamp of a database just renamed into place. A crash before it leaves a database
 * without a stamp, which the next start rebuilds: never an old database taken for a new one.
 */
async function writeDemoStamp(database: string, stamp: DemoDataStamp): Promise<void> {
  const file = demoStampPath(database);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(stamp)}\n`);
  await rename(temp, file);
}

/**
 * Where the demo database of earlier versions held every tenant in one file. Nothing reads it
 * any more (datasource paths resolve inside a tenant's folder); the builds delete it.
 */
export function sharedDemoDatabasePath(dataDir: string): string {
  return path.resolve(dataDir, DEMO_DATABASE_FILE);
}

/**
 * Builds one database per demo tenant (acme, globex), `<dataDir>/<tenant>/demo.duckdb`, each
 * holding only that tenant's schema: geography, products, sales, fiscal calendar and
 * operational variables, all made in SQL from the seed. Since a file holds one tenant, no SQL
 * run on it can reach another tenant's rows. Each build writes a temp file and renames it into
 * place, so a killed build never leaves a half database where the server looks for one.
 */
export async function generateDemoDatabase(
  options: GenerateDemoOptions,
): Promise<GenerateDemoResult> {
  const started = performance.now();
  const rows = options.rows ?? DEFAULT_DEMO_ROWS;
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const log = options.log ?? (() => {});
  if (!Number.isSafeInteger(rows) || rows < 1) {
    throw new RangeError(`rows must be a positive integer, got ${rows}`);
  }
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new RangeError(`seed must be a non-negative integer, got ${seed}`);
  }
  const profiles = selectProfiles(options.tenants);
  assertOutsideConfigDir(options.dataDir, options.configDir);
  if (!options.force) {
    for (const profile of profiles) {
      const finalPath = demoDatabasePath(options.dataDir, profile.tenant);
      if (existsSync(finalPath)) throw new DemoDatabaseExistsError(finalPath);
    }
  }

  const files: Record<string, string> = {};
  const rowsByTenant: Record<string, number> = {};
  for (const profile of profiles) {
    const tenantStarted = performance.now();
    const tenantRows = profile.salesRows(rows);
    const fiscal = resolveFiscalConfig(options.fiscal?.[profile.tenant]);
    const file = await buildTenantFile(
      demoDatabasePath(options.dataDir, profile.tenant),
      (connection) => buildTenant(connection, profile, seed, tenantRows, fiscal),
    );
    await writeDemoStamp(file, { version: DEMO_DATA_VERSION, rows, seed });
    files[profile.tenant] = file;
    rowsByTenant[profile.tenant] = tenantRows;
    log(`${profile.tenant}: ${tenantRows} sales rows in ${seconds(tenantStarted)} s`);
  }
  await removeSharedDatabase(options.dataDir, log);
  return { files, rowsByTenant, ms: Math.round(performance.now() - started) };
}

/**
 * Builds the demo databases of tenants whose file is missing (first start). A shared
 * `<dataDir>/demo.duckdb` of an earlier version is never read: it is deleted, with a log line.
 * Refuses a data directory inside `configDir` even when every database exists.
 */
export async function ensureDemoDatabase(
  options: Omit<GenerateDemoOptions, 'force'>,
): Promise<EnsureDemoResult> {
  assertOutsideConfigDir(options.dataDir, options.configDir);
  const key = path.resolve(options.dataDir);
  const running = buildsInFlight.get(key);
  if (running) return running;
  const build = (async (): Promise<EnsureDemoResult> => {
    const log = options.log ?? (() => {});
    const profiles = selectProfiles(options.tenants);
    const files: Record<string, string> = {};
    /** Tenants to build, each with the rows to build it with (undefined: the default). */
    const toBuild = new Map<string, number | undefined>();
    for (const profile of profiles) {
      const file = demoDatabasePath(options.dataDir, profile.tenant);
      files[profile.tenant] = file;
      if (!existsSync(file)) {
        log(`${file} is missing: building it`);
        toBuild.set(profile.tenant, options.rows);
        continue;
      }
      const stamp = await readDemoStamp(file);
      if (stamp?.version === DEMO_DATA_VERSION) {
        log(`using ${file}`);
        continue;
      }
      log(
        `${file} holds demo data version ${stamp?.version ?? 1}, this Navigator's is ` +
          `${DEMO_DATA_VERSION}: rebuilding it`,
      );
      // The rows it was built with stay, unless this start asks for others.
      toBuild.set(profile.tenant, options.rows ?? stamp?.rows);
    }
    for (const [tenant, rows] of toBuild) {
      // force: another process may have finished the same build meanwhile; both are equal.
      const result = await generateDemoDatabase({
        ...options,
        rows,
        tenants: [tenant],
        force: true,
      });
      log(`built ${files[tenant]} in ${(result.ms / 1000).toFixed(1)} s`);
    }
    if (toBuild.size === 0) await removeSharedDatabase(options.dataDir, log);
    const missing = [...toBuild.keys()];
    return { built: missing, files };
  })();
  buildsInFlight.set(key, build);
  try {
    return await build;
  } finally {
    buildsInFlight.delete(key);
  }
}

/** Builds ensureDemoDatabase started in this process, so concurrent callers share one. */
const buildsInFlight = new Map<string, Promise<EnsureDemoResult>>();

function selectProfiles(tenants: readonly string[] | undefined): TenantProfile[] {
  if (tenants === undefined) return [...DEMO_TENANTS];
  return tenants.map((tenant) => {
    const profile = DEMO_TENANTS.find((candidate) => candidate.tenant === tenant);
    if (!profile) {
      const known = DEMO_TENANTS.map((candidate) => candidate.tenant).join(', ');
      throw new RangeError(`"${tenant}" is not a demo tenant (${known})`);
    }
    return profile;
  });
}

/**
 * Writes one database to a temp file next to `finalPath` with `build`, checkpoints it and
 * renames it into place; temp files of killed builds are deleted first.
 */
async function buildTenantFile(
  finalPath: string,
  build: (connection: DuckDBConnection) => Promise<void>,
): Promise<string> {
  await mkdir(path.dirname(finalPath), { recursive: true });
  await removeAbandonedBuilds(finalPath);
  const tempPath = buildTempPath(finalPath);
  try {
    const instance = await DuckDBInstance.create(tempPath);
    try {
      const connection = await instance.connect();
      try {
        await build(connection);
        await connection.run('CHECKPOINT');
      } finally {
        connection.closeSync();
      }
    } finally {
      instance.closeSync();
    }
    await rename(tempPath, finalPath);
    // The checkpoint emptied the log; a leftover one must not sit next to the new file.
    await removeDatabaseFiles(tempPath);
  } catch (error) {
    await removeDatabaseFiles(tempPath);
    throw error;
  }
  return finalPath;
}

/** Deletes the one-file-for-every-tenant database of earlier versions, and its temp files. */
async function removeSharedDatabase(dataDir: string, log: (line: string) => void): Promise<void> {
  const shared = sharedDemoDatabasePath(dataDir);
  if (existsSync(shared)) {
    await removeDatabaseFiles(shared);
    log(`deleted ${shared}: it held every tenant in one file; each tenant now has its own`);
  }
  if (existsSync(path.dirname(shared))) await removeAbandonedBuilds(shared);
}

async function buildTenant(
  connection: DuckDBConnection,
  profile: TenantProfile,
  seed: number,
  rows: number,
  fiscal: FiscalConfig,
): Promise<void> {
  await connection.run(`CREATE SCHEMA ${quoteIdentifier(profile.tenant)}`);
  await applySeed(connection, seed + profile.seedOffset);
  await loadSeedTables(connection, profile);
  await buildGeography(connection, profile);
  await buildProducts(connection, profile);
  await buildSales(connection, profile, rows);
  await buildFiscalCalendar(connection, profile, fiscal);
  await buildOperationalVariables(connection, profile, fiscal);
  await buildEngagement(connection, profile);
  await buildWeather(connection, profile);
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
