import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import {
  resolveFiscalConfig,
  type FiscalConfig,
  type FiscalConfigInput,
} from '../../runtime/core/fiscal/config.ts';
import { buildFiscalCalendar, buildOperationalVariables } from './build-calendar.ts';
import { buildGeography } from './build-geography.ts';
import { buildProducts } from './build-products.ts';
import { buildSales } from './build-sales.ts';
import {
  assertOutsideConfigDir,
  buildTempPath,
  removeAbandonedBuilds,
  removeDatabaseFiles,
} from './data-file.ts';
import { loadSeedTables } from './seed-tables.ts';
import { quoteIdentifier, applySeed } from './sql-random.ts';
import { DEMO_TENANTS, type TenantProfile } from './tenant-profiles.ts';

/** File name of the demo database inside the data directory. */
export const DEMO_DATABASE_FILE = 'demo.duckdb';

/** Default acme sales row count. */
export const DEFAULT_DEMO_ROWS = 1_000_000;

/** Default seed. */
export const DEFAULT_DEMO_SEED = 42;

/** Options of {@link generateDemoDatabase}. */
export interface GenerateDemoOptions {
  /** Directory the database goes to (see `resolveDataDir`); created when missing. */
  readonly dataDir: string;
  /** Sales rows of acme; globex gets max(1000, rows / 4). */
  readonly rows?: number;
  /** Same seed, same rows. A non-negative integer. */
  readonly seed?: number;
  /** Rebuild when the database exists (otherwise that is an error). */
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
}

/** What a build produced. */
export interface GenerateDemoResult {
  /** Absolute path of demo.duckdb. */
  readonly path: string;
  /** Sales rows per tenant schema. */
  readonly rowsByTenant: Readonly<Record<string, number>>;
  /** Wall-clock milliseconds the build took. */
  readonly ms: number;
}

/** What {@link ensureDemoDatabase} did: kept the existing database or built one. */
export type EnsureDemoResult =
  | { readonly built: false; readonly path: string }
  | ({ readonly built: true } & GenerateDemoResult);

/** Thrown by {@link generateDemoDatabase} when the database exists and `force` is not set. */
export class DemoDatabaseExistsError extends Error {
  override readonly name = 'DemoDatabaseExistsError';
  constructor(readonly path: string) {
    super(`${path} already exists (use --force to rebuild it)`);
  }
}

/** Absolute path of demo.duckdb in `dataDir`. */
export function demoDatabasePath(dataDir: string): string {
  return path.resolve(dataDir, DEMO_DATABASE_FILE);
}

/**
 * Builds `<dataDir>/demo.duckdb`: one schema per demo tenant (acme, globex) with geography,
 * products, sales, fiscal calendar and operational variables, all made in SQL from the seed.
 * The build writes a temp file and renames it into place, so a killed build never leaves a
 * half database where the server looks for one.
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
  assertOutsideConfigDir(options.dataDir, options.configDir);

  const finalPath = demoDatabasePath(options.dataDir);
  if (!options.force && existsSync(finalPath)) throw new DemoDatabaseExistsError(finalPath);
  await mkdir(path.dirname(finalPath), { recursive: true });
  await removeAbandonedBuilds(finalPath);
  const tempPath = buildTempPath(finalPath);

  const rowsByTenant: Record<string, number> = {};
  try {
    const instance = await DuckDBInstance.create(tempPath);
    try {
      const connection = await instance.connect();
      try {
        for (const profile of DEMO_TENANTS) {
          const tenantStarted = performance.now();
          const tenantRows = profile.salesRows(rows);
          const fiscal = resolveFiscalConfig(options.fiscal?.[profile.tenant]);
          await buildTenant(connection, profile, seed, tenantRows, fiscal);
          rowsByTenant[profile.tenant] = tenantRows;
          log(`${profile.tenant}: ${tenantRows} sales rows in ${seconds(tenantStarted)} s`);
        }
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
  return { path: finalPath, rowsByTenant, ms: Math.round(performance.now() - started) };
}

/**
 * Builds the demo database only when `<dataDir>/demo.duckdb` is missing (first start).
 * Refuses a data directory inside `configDir` even when the database exists.
 */
export async function ensureDemoDatabase(
  options: Omit<GenerateDemoOptions, 'force'>,
): Promise<EnsureDemoResult> {
  assertOutsideConfigDir(options.dataDir, options.configDir);
  const finalPath = demoDatabasePath(options.dataDir);
  const running = buildsInFlight.get(finalPath);
  if (running) return running;
  if (existsSync(finalPath)) {
    options.log?.(`using ${finalPath}`);
    return { built: false, path: finalPath };
  }
  const build = (async (): Promise<EnsureDemoResult> => {
    options.log?.(`${finalPath} is missing: building the demo database`);
    // force: another process may have finished the same build meanwhile; both are equal.
    const result = await generateDemoDatabase({ ...options, force: true });
    options.log?.(`built ${result.path} in ${(result.ms / 1000).toFixed(1)} s`);
    return { built: true, ...result };
  })();
  buildsInFlight.set(finalPath, build);
  try {
    return await build;
  } finally {
    buildsInFlight.delete(finalPath);
  }
}

/** Builds ensureDemoDatabase started in this process, so concurrent callers share one. */
const buildsInFlight = new Map<string, Promise<EnsureDemoResult>>();

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
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
