import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiscalMonths } from '../../runtime/core/fiscal/calendar.ts';
import { removeAbandonedBuilds } from './data-file.ts';
import { SALES_FIRST_DAY, SALES_LAST_DAY } from './demo-dates.ts';
import {
  DEMO_DATA_VERSION,
  DemoDatabaseExistsError,
  demoDatabasePath,
  demoStampPath,
  readDemoStamp,
  ensureDemoDatabase,
  generateDemoDatabase,
  type GenerateDemoResult,
} from './generate-demo.ts';
import { openReadOnly, type ReadOnlyDatabase } from './read-only-database.ts';
import { ASSOCIATES, EVENT_DAYS, VISIT_PICTURES, VISIT_ROWS } from './build-engagement.ts';
import { WEATHER_CONDITIONS, WEATHER_DAYS_AFTER, WEATHER_DAYS_BEFORE } from './build-weather.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const ROWS = 20_000;
const PLATFORMS = ['In-Store', 'Marketplace', 'Mobile App', 'Online'];

/** What a build leaves in the data directory: each tenant's database and its stamp. */
const BUILT_FILES = [
  'acme/demo.duckdb',
  'acme/demo.duckdb.version.json',
  'globex/demo.duckdb',
  'globex/demo.duckdb.version.json',
];

/**
 * The tables and columns of each DEMO_DATA_VERSION (a hash of "schema.table.column type"
 * lines). A change to the demo's tables must bump the version, so upgraded installs rebuild.
 */
const SCHEMA_OF_VERSION: Record<number, string> = { 2: '364246d60865e199' };

let root: string;
let first: GenerateDemoResult;
const dbs: Record<string, ReadOnlyDatabase> = {};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'navigator-demo-'));
  first = await generateDemoDatabase({ dataDir: path.join(root, 'a'), rows: ROWS, seed: 42 });
  for (const [tenant, file] of Object.entries(first.files)) dbs[tenant] = await openReadOnly(file);
});

afterAll(async () => {
  for (const database of Object.values(dbs)) database.close();
  await rm(root, { recursive: true, force: true });
});

/** The database of tenant `schema` (each tenant has its own file). */
function db(schema: string): ReadOnlyDatabase {
  const database = dbs[schema];
  if (!database) throw new Error(`no database for ${schema}`);
  return database;
}

/**
 * One number per table of every tenant's file: row count, content hash (order-free) and
 * row-order hash.
 */
async function checksums(files: Readonly<Record<string, string>>): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const file of Object.values(files)) {
    const database = await openReadOnly(file);
    try {
      const tables = await database.query(
        `SELECT schema_name, table_name FROM duckdb_tables() ORDER BY schema_name, table_name`,
      );
      for (const { schema_name: schema, table_name: table } of tables) {
        const [row] = await database.query(
          `SELECT count(*) AS n, sum(hash(t)) AS content, bit_xor(hash(t.rowid, t)) AS ordered
           FROM "${schema}"."${table}" t`,
        );
        sums[`${schema}.${table}`] = `${row?.n}/${row?.content}/${row?.ordered}`;
      }
    } finally {
      database.close();
    }
  }
  return sums;
}

/** Files under `dir`, relative and sorted (folders left out). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function scalar(schema: string, sql: string): Promise<unknown> {
  const [row] = await db(schema).query(sql);
  return row ? Object.values(row)[0] : undefined;
}

describe('generateDemoDatabase', () => {
  it('is deterministic: the same seed gives the same rows in the same order', async () => {
    const again = await generateDemoDatabase({
      dataDir: path.join(root, 'b'),
      rows: ROWS,
      seed: 42,
    });
    const other = await generateDemoDatabase({
      dataDir: path.join(root, 'c'),
      rows: ROWS,
      seed: 7,
    });
    const sumsA = await checksums(first.files);
    const sumsB = await checksums(again.files);
    const sumsC = await checksums(other.files);

    expect(Object.keys(sumsA)).toHaveLength(24);
    expect(sumsB).toEqual(sumsA);
    for (const table of [
      'acme.sales',
      'acme.stores',
      'acme.products',
      'globex.sales',
      'acme.rewards',
      'acme.weather',
    ]) {
      expect(sumsC[table], table).not.toEqual(sumsA[table]);
    }
    // Geography names and the calendar do not depend on the seed.
    expect(sumsC['acme.regions']).toEqual(sumsA['acme.regions']);
    expect(sumsC['acme.fiscal_calendar']).toEqual(sumsA['acme.fiscal_calendar']);
  });

  it('writes exactly the asked rows: acme gets rows, globex a quarter (at least 1000)', async () => {
    expect(first.rowsByTenant).toEqual({ acme: ROWS, globex: ROWS / 4 });
    expect(await scalar('acme', 'SELECT count(*) FROM acme.sales')).toBe(String(ROWS));
    expect(await scalar('globex', 'SELECT count(*) FROM globex.sales')).toBe(String(ROWS / 4));

    const tiny = await generateDemoDatabase({ dataDir: path.join(root, 'tiny'), rows: 10 });
    expect(tiny.rowsByTenant).toEqual({ acme: 10, globex: 1000 });
  });

  it.each([
    ['acme', 4, 12, 40, 400, 300, 12, 8],
    ['globex', 5, 10, 25, 160, 180, 10, 7],
  ])(
    '%s has %i territories, %i regions, %i districts, %i stores, %i products, %i brands, %i categories',
    async (schema, territories, regions, districts, stores, products, brands, categories) => {
      const [counts] = await db(schema).query(`
        SELECT (SELECT count(*) FROM ${schema}.territories) AS territories,
               (SELECT count(*) FROM ${schema}.regions) AS regions,
               (SELECT count(*) FROM ${schema}.districts) AS districts,
               (SELECT count(*) FROM ${schema}.stores) AS stores,
               (SELECT count(*) FROM ${schema}.store_hierarchy) AS hierarchy,
               (SELECT count(*) FROM ${schema}.products) AS products,
               (SELECT count(DISTINCT brand) FROM ${schema}.products) AS brands,
               (SELECT count(DISTINCT category) FROM ${schema}.products) AS categories`);
      expect(counts).toEqual({
        territories: String(territories),
        regions: String(regions),
        districts: String(districts),
        stores: String(stores),
        hierarchy: String(stores),
        products: String(products),
        brands: String(brands),
        categories: String(categories),
      });
    },
  );

  it.each(['acme', 'globex'])('%s keeps referential integrity across the hierarchy', async (s) => {
    const [broken] = await db(s).query(`
      SELECT
        (SELECT count(*) FROM ${s}.sales x
           LEFT JOIN ${s}.stores st USING (store_id)
           WHERE st.store_id IS NULL OR x.district_id <> st.district_id
              OR x.region_id <> st.region_id OR x.territory_id <> st.territory_id) AS sales_store,
        (SELECT count(*) FROM ${s}.sales x
           LEFT JOIN ${s}.products p USING (product_id)
           WHERE p.product_id IS NULL OR x.brand <> p.brand OR x.category <> p.category) AS sales_product,
        (SELECT count(*) FROM ${s}.stores st
           LEFT JOIN ${s}.districts d USING (district_id)
           WHERE d.district_id IS NULL OR st.region_id <> d.region_id
              OR st.territory_id <> d.territory_id) AS store_district,
        (SELECT count(*) FROM ${s}.districts d
           LEFT JOIN ${s}.regions r USING (region_id)
           WHERE r.region_id IS NULL OR d.territory_id <> r.territory_id) AS district_region,
        (SELECT count(*) FROM ${s}.regions r
           LEFT JOIN ${s}.territories t USING (territory_id)
           WHERE t.territory_id IS NULL) AS region_territory,
        (SELECT count(*) FROM ${s}.store_hierarchy h
           JOIN ${s}.stores st USING (store_id)
           WHERE h.district_id <> st.district_id OR h.region_id <> st.region_id
              OR h.territory_id <> st.territory_id OR h.store_name <> st.store_name) AS hierarchy,
        (SELECT count(*) FROM ${s}.districts d
           WHERE NOT EXISTS (SELECT 1 FROM ${s}.stores st WHERE st.district_id = d.district_id))
          AS empty_districts,
        (SELECT count(*) - count(DISTINCT store_name) FROM ${s}.stores) AS duplicate_store_names,
        (SELECT count(*) - count(DISTINCT district_name) FROM ${s}.districts) AS duplicate_districts,
        (SELECT count(*) FROM ${s}.sales x JOIN ${s}.stores st USING (store_id)
           WHERE x.sale_date < st.opened_on) AS sold_before_opening`);
    expect(broken).toEqual({
      sales_store: '0',
      sales_product: '0',
      store_district: '0',
      district_region: '0',
      region_territory: '0',
      hierarchy: '0',
      empty_districts: '0',
      duplicate_store_names: '0',
      duplicate_districts: '0',
      sold_before_opening: '0',
    });
  });

  it.each(['acme', 'globex'])(
    '%s sales stay in the fixed date range, clustered by date',
    async (s) => {
      const [range] = await db(s).query(`
      SELECT min(sale_date) AS first, max(sale_date) AS last,
             count(*) FILTER (WHERE back) AS out_of_order
      FROM (SELECT sale_date, sale_date < lag(sale_date) OVER (ORDER BY rowid) AS back
            FROM ${s}.sales)`);
      expect(range).toEqual({ first: SALES_FIRST_DAY, last: SALES_LAST_DAY, out_of_order: '0' });
    },
  );

  it.each(['acme', 'globex'])('%s sales measures are well formed', async (s) => {
    const [checks] = await db(s).query(`
      SELECT list(DISTINCT platform ORDER BY platform) AS platforms,
             count(*) FILTER (WHERE units < 1 OR visits < 1 OR revenue <= 0 OR cost <= 0) AS non_positive,
             count(*) FILTER (WHERE round(revenue, 2) <> revenue OR round(cost, 2) <> cost) AS unrounded,
             sum(revenue) > sum(cost) AS profitable
      FROM ${s}.sales`);
    expect(checks).toEqual({
      platforms: PLATFORMS,
      non_positive: '0',
      unrounded: '0',
      profitable: true,
    });
  });

  it.each(['acme', 'globex'])(
    '%s has the engagement tables: events by day, visits with shipped pictures, rewards',
    async (schema) => {
      const [events] = await db(schema).query(
        `SELECT count(DISTINCT CAST(event_at AS DATE)) AS days, max(CAST(event_at AS DATE)) AS last,
                count(DISTINCT event_type) AS types FROM ${schema}.store_events`,
      );
      expect(events).toMatchObject({ days: String(EVENT_DAYS), types: '5' });
      expect(String(events?.last)).toContain(SALES_LAST_DAY);
      const photos = await db(schema).query(
        `SELECT DISTINCT photo_url FROM ${schema}.store_visits ORDER BY photo_url`,
      );
      expect(photos).toHaveLength(VISIT_PICTURES);
      for (const { photo_url: url } of photos) {
        const file = String(url).replace('/api/v2/tenant-files/data/', '');
        expect(existsSync(path.join(ROOT, 'config-samples', schema, 'data', file)), file).toBe(
          true,
        );
      }
      expect(await scalar(schema, `SELECT count(*) FROM ${schema}.store_visits`)).toBe(
        String(VISIT_ROWS),
      );
      const [rewards] = await db(schema).query(
        `SELECT count(*) AS n, min(points) AS low, max(points) AS high,
                count(*) FILTER (WHERE badges <> '') AS with_badges FROM ${schema}.rewards`,
      );
      expect(rewards?.n).toBe(String(ASSOCIATES));
      expect(Number(rewards?.low)).toBeGreaterThanOrEqual(200);
      expect(Number(rewards?.high)).toBeLessThanOrEqual(5000);
      expect(Number(rewards?.with_badges)).toBeGreaterThan(0);
    },
  );

  it.each(['acme', 'globex'])(
    '%s has weather per store and day: a year back, two weeks ahead, colder north and in winter',
    async (schema) => {
      const [span] = await db(schema).query(
        `SELECT count(DISTINCT weather_date) AS days, CAST(max(weather_date) AS VARCHAR) AS last,
                count(DISTINCT store_id) AS stores, count(*) AS n,
                count(DISTINCT condition) AS conditions,
                count(*) FILTER (WHERE temp_min_c > temp_max_c OR precip_pct NOT BETWEEN 0 AND 100
                                 OR wind_kmh < 0) AS impossible
         FROM ${schema}.weather`,
      );
      const days = WEATHER_DAYS_BEFORE + WEATHER_DAYS_AFTER + 1;
      const stores = await scalar(schema, `SELECT count(*) FROM ${schema}.stores`);
      expect(span).toMatchObject({ days: String(days), impossible: '0' });
      expect(span?.stores).toBe(stores);
      expect(span?.n).toBe(String(days * Number(stores)));
      expect(Number(span?.conditions)).toBeGreaterThanOrEqual(5);
      const conditions = await db(schema).query(`SELECT DISTINCT condition FROM ${schema}.weather`);
      for (const { condition } of conditions) expect(WEATHER_CONDITIONS).toContain(condition);
      const [climate] = await db(schema).query(
        `SELECT avg(w.temp_max_c) FILTER (WHERE month(w.weather_date) = 7)
                  - avg(w.temp_max_c) FILTER (WHERE month(w.weather_date) = 1) AS summer_warmer,
                avg(w.temp_max_c) FILTER (WHERE s.latitude < 33)
                  - avg(w.temp_max_c) FILTER (WHERE s.latitude > 40) AS south_warmer,
                count(*) FILTER (WHERE w.condition = 'snow' AND s.latitude < 30) AS florida_snow
         FROM ${schema}.weather w JOIN ${schema}.stores s USING (store_id)`,
      );
      expect(Number(climate?.summer_warmer)).toBeGreaterThan(8);
      expect(Number(climate?.south_warmer)).toBeGreaterThan(3);
      expect(climate?.florida_snow).toBe('0');
    },
  );

  it('shows the business shape: weekend peak, holiday peak, yearly growth', async () => {
    const [shape] = await db('acme').query(`
      SELECT sum(revenue) FILTER (WHERE isodow(sale_date) = 6)
               / sum(revenue) FILTER (WHERE isodow(sale_date) = 2) AS saturday_vs_tuesday,
             sum(revenue) FILTER (WHERE month(sale_date) = 12)
               / sum(revenue) FILTER (WHERE month(sale_date) = 2) AS december_vs_february,
             sum(revenue) FILTER (WHERE year(sale_date) = 2025)
               / sum(revenue) FILTER (WHERE year(sale_date) = 2023) AS growth_2023_2025
      FROM acme.sales`);
    expect(Number(shape?.saturday_vs_tuesday)).toBeGreaterThan(1.3);
    expect(Number(shape?.december_vs_february)).toBeGreaterThan(1.5);
    expect(Number(shape?.growth_2023_2025)).toBeGreaterThan(1.05);
  });

  it('keeps tenants apart: different stores, brands and programs', async () => {
    const values = async (s: string, sql: string) =>
      (await db(s).query(sql)).map((row) => String(Object.values(row)[0]));
    const storesOf = (s: string) => values(s, `SELECT store_name FROM ${s}.stores`);
    const brandsOf = (s: string) => values(s, `SELECT DISTINCT brand FROM ${s}.products`);
    const [acmeStores, globexStores] = [await storesOf('acme'), await storesOf('globex')];
    const [acmeBrands, globexBrands] = [await brandsOf('acme'), await brandsOf('globex')];
    expect(acmeStores.filter((name) => globexStores.includes(name))).toEqual([]);
    expect(acmeBrands.filter((name) => globexBrands.includes(name))).toEqual([]);
    expect(acmeStores.length).not.toBe(globexStores.length);
  });

  it.each([
    ['acme', 'globex'],
    ['globex', 'acme'],
  ])('%s has a file of its own holding no trace of %s', async (tenant, other) => {
    expect(first.files[tenant]).toBe(path.join(root, 'a', tenant, 'demo.duckdb'));
    const schemas = await db(tenant).query(
      `SELECT DISTINCT schema_name FROM duckdb_tables() ORDER BY 1`,
    );
    expect(schemas).toEqual([{ schema_name: tenant }]);
    const mentions = await db(tenant).query(
      `SELECT database_name, schema_name FROM duckdb_schemas()
       WHERE lower(schema_name) = '${other}' OR lower(database_name) = '${other}'`,
    );
    expect(mentions).toEqual([]);
  });

  it.each(['acme', 'globex'])('%s fiscal_calendar is listFiscalMonths() row for row', async (s) => {
    const rows = await db(s).query(`
      SELECT fiscal_year, fiscal_half, fiscal_half_name, fiscal_quarter, fiscal_month,
             start_date, end_date, weeks
      FROM ${s}.fiscal_calendar ORDER BY start_date`);
    expect(rows).toEqual(
      listFiscalMonths().map((month) => ({
        fiscal_year: month.year,
        fiscal_half: month.half,
        fiscal_half_name: month.halfName,
        fiscal_quarter: month.quarter,
        fiscal_month: month.month,
        start_date: month.start,
        end_date: month.end,
        weeks: month.weeks,
      })),
    );
  });

  it.each([
    ['acme', ['ecommerce', 'retail', 'stores_ops']],
    ['globex', ['retail']],
  ])('%s has operational variables for each of its programs', async (s, programs) => {
    const rows = await db(s).query(`
      SELECT program_slug,
             max(value) FILTER (WHERE name = 'operational_date') AS operational_date,
             max(value) FILTER (WHERE name = 'last_update') AS last_update,
             max(value) FILTER (WHERE name = 'fiscal_year') AS fiscal_year
      FROM ${s}.operational_variables GROUP BY program_slug ORDER BY program_slug`);
    expect(rows.map((row) => row.program_slug)).toEqual(programs);
    for (const row of rows) {
      expect(row.operational_date).toBe(SALES_LAST_DAY);
      expect(row.last_update).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(row.fiscal_year).toBe('2026');
    }
  });

  it('records the schema of this DEMO_DATA_VERSION (bump it when the tables change)', async () => {
    const hash = createHash('sha256');
    for (const schema of ['acme', 'globex']) {
      const columns = await db(schema).query(
        `SELECT table_name, column_name, data_type FROM duckdb_columns()
         WHERE schema_name = '${schema}' ORDER BY table_name, column_index`,
      );
      for (const c of columns) hash.update(`${c.table_name}.${c.column_name} ${c.data_type}\n`);
    }
    expect(
      hash.digest('hex').slice(0, 16),
      'the demo tables changed: bump DEMO_DATA_VERSION in generate-demo.ts and record the new hash here',
    ).toBe(SCHEMA_OF_VERSION[DEMO_DATA_VERSION]);
    expect(await readDemoStamp(first.files.acme ?? '')).toEqual({
      version: DEMO_DATA_VERSION,
      rows: ROWS,
      seed: 42,
    });
  });

  it("leaves only each tenant's demo.duckdb behind and refuses to overwrite without force", async () => {
    const dataDir = path.join(root, 'a');
    expect(await listFiles(dataDir)).toEqual(BUILT_FILES);
    await expect(generateDemoDatabase({ dataDir, rows: ROWS })).rejects.toBeInstanceOf(
      DemoDatabaseExistsError,
    );
  });

  it.each([
    [0, 42],
    [1.5, 42],
    [100, -1],
  ])('rejects rows %s with seed %s', async (rows, seed) => {
    const dataDir = path.join(root, `bad-${rows}-${seed}`);
    await expect(generateDemoDatabase({ dataDir, rows, seed })).rejects.toBeInstanceOf(RangeError);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('ensureDemoDatabase', () => {
  it('builds the missing databases once, then keeps them', async () => {
    const dataDir = path.join(root, 'ensure');
    const lines: string[] = [];
    const files = {
      acme: demoDatabasePath(dataDir, 'acme'),
      globex: demoDatabasePath(dataDir, 'globex'),
    };
    const built = await ensureDemoDatabase({
      dataDir,
      rows: 2_000,
      log: (line) => lines.push(line),
    });
    expect(built).toEqual({ built: ['acme', 'globex'], files });
    const before = await stat(files.acme);

    const kept = await ensureDemoDatabase({ dataDir, rows: 2_000 });
    expect(kept).toEqual({ built: [], files });
    expect((await stat(files.acme)).mtimeMs).toBe(before.mtimeMs);
    expect(lines.at(-1)).toMatch(/^built .*globex\/demo\.duckdb in \d+\.\d s$/);
  });

  it('rebuilds a database of another demo data version with the rows it had', async () => {
    const dataDir = path.join(root, 'upgrade');
    const { files } = await ensureDemoDatabase({ dataDir, rows: 2_000 });
    const acme = files.acme ?? '';
    const globexBefore = await stat(files.globex ?? '');
    await writeFile(demoStampPath(acme), JSON.stringify({ version: 1, rows: 2_000, seed: 42 }));
    const lines: string[] = [];
    // No rows asked: the rebuild keeps the 2,000 of the stamp, not the default million.
    const again = await ensureDemoDatabase({ dataDir, log: (line) => lines.push(line) });
    expect(again.built).toEqual(['acme']);
    expect(lines).toContain(
      `${acme} holds demo data version 1, this Navigator's is ${DEMO_DATA_VERSION}: rebuilding it`,
    );
    expect(await readDemoStamp(acme)).toEqual({
      version: DEMO_DATA_VERSION,
      rows: 2_000,
      seed: 42,
    });
    const database = await openReadOnly(acme);
    try {
      const [row] = await database.query('SELECT count(*) AS n FROM acme.sales');
      expect(Number(row?.n)).toBe(2_000);
    } finally {
      database.close();
    }
    expect((await stat(files.globex ?? '')).mtimeMs).toBe(globexBefore.mtimeMs);
    expect(await listFiles(dataDir)).toEqual(BUILT_FILES);

    // An install of before stamps has no stamp at all: it is rebuilt too.
    await rm(demoStampPath(files.globex ?? ''));
    const third = await ensureDemoDatabase({ dataDir, rows: 2_000 });
    expect(third.built).toEqual(['globex']);
    expect((await readDemoStamp(files.globex ?? ''))?.version).toBe(DEMO_DATA_VERSION);
  });

  it('rebuilds only the tenant whose file is missing', async () => {
    const dataDir = path.join(root, 'one-missing');
    const { files } = await ensureDemoDatabase({ dataDir, rows: 2_000 });
    const acmeBefore = await stat(files.acme ?? '');
    await rm(files.globex ?? '');
    const again = await ensureDemoDatabase({ dataDir, rows: 2_000 });
    expect(again.built).toEqual(['globex']);
    expect((await stat(files.acme ?? '')).mtimeMs).toBe(acmeBefore.mtimeMs);
    expect(existsSync(files.globex ?? '')).toBe(true);
  });

  it('never reads the shared demo.duckdb of earlier versions: it builds per tenant and deletes it', async () => {
    const dataDir = path.join(root, 'old-layout');
    await mkdir(dataDir, { recursive: true });
    // Stands in for the old single file (any DuckDB file at the root) and a dead build's temp.
    const old = await generateDemoDatabase({ dataDir: path.join(root, 'old-src'), rows: 2_000 });
    await writeFile(path.join(dataDir, 'demo.duckdb'), await readFile(old.files.acme ?? ''));
    await writeFile(path.join(dataDir, 'demo.duckdb.4194305.0a1b2c3d.tmp'), '');
    const lines: string[] = [];
    const result = await ensureDemoDatabase({ dataDir, rows: 2_000, log: (l) => lines.push(l) });
    expect(result.built).toEqual(['acme', 'globex']);
    expect(await listFiles(dataDir)).toEqual(BUILT_FILES);
    expect(lines).toContainEqual(
      `deleted ${path.join(dataDir, 'demo.duckdb')}: it held every tenant in one file; each tenant now has its own`,
    );
  });

  it('deletes a shared demo.duckdb left next to per-tenant files too', async () => {
    const dataDir = path.join(root, 'old-and-new');
    await ensureDemoDatabase({ dataDir, rows: 2_000 });
    await writeFile(path.join(dataDir, 'demo.duckdb'), 'old');
    const result = await ensureDemoDatabase({ dataDir, rows: 2_000 });
    expect(result.built).toEqual([]);
    expect(await listFiles(dataDir)).toEqual(BUILT_FILES);
  });

  it('shares one build between concurrent callers', async () => {
    const dataDir = path.join(root, 'concurrent');
    const [one, two] = await Promise.all([
      ensureDemoDatabase({ dataDir, rows: 2_000 }),
      ensureDemoDatabase({ dataDir, rows: 2_000 }),
    ]);
    expect(one).toEqual(two);
    expect(one.built).toEqual(['acme', 'globex']);
    expect(await listFiles(dataDir)).toEqual(BUILT_FILES);
  });

  it.each([
    ['inside it', (config: string) => path.join(config, 'data')],
    ['the config dir itself', (config: string) => config],
  ])('refuses a data directory %s', async (_label, dataDirOf) => {
    const configDir = path.join(root, 'config');
    await mkdir(configDir, { recursive: true });
    const dataDir = dataDirOf(configDir);
    await expect(ensureDemoDatabase({ dataDir, configDir, rows: 2_000 })).rejects.toThrow(
      /inside the config directory/,
    );
    expect(await readdir(configDir)).toEqual([]);
  });

  it('accepts a sibling of the config directory whose name starts the same', async () => {
    const configDir = path.join(root, 'conf');
    const dataDir = path.join(root, 'conf-data');
    const result = await ensureDemoDatabase({ dataDir, configDir, rows: 2_000 });
    expect(result.built).toEqual(['acme', 'globex']);
  });
});

describe('a killed build', () => {
  it("leaves no tenant's demo.duckdb, and the next build clears its temp file", async () => {
    const dataDir = path.join(root, 'killed');
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        cli,
        '--rows',
        '3M',
        '--data',
        dataDir,
        '--config',
        path.join(root, 'cfg'),
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const deadline = Date.now() + 30_000;
    const acmeDir = path.join(dataDir, 'acme');
    while (!(existsSync(acmeDir) && (await readdir(acmeDir)).some((f) => f.endsWith('.tmp')))) {
      if (Date.now() > deadline) throw new Error('the build never started');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    await exited;
    const left = await listFiles(dataDir);
    expect(left).not.toContain('acme/demo.duckdb');
    expect(left.some((file) => file.endsWith('.tmp'))).toBe(true);

    const result = await ensureDemoDatabase({ dataDir, rows: 2_000 });
    expect(result.built).toEqual(['acme', 'globex']);
    expect(await listFiles(dataDir)).toEqual(BUILT_FILES);
  });
});

describe('removeAbandonedBuilds', () => {
  it('removes temp files of dead builds and keeps those of live ones', async () => {
    const dir = path.join(root, 'abandoned');
    await mkdir(dir, { recursive: true });
    const finalPath = path.join(dir, 'demo.duckdb');
    // Above Linux's pid_max, so no such process can exist.
    const dead = `${finalPath}.4194305.0a1b2c3d.tmp`;
    const live = `${finalPath}.${process.pid}.0a1b2c3d.tmp`;
    for (const file of [dead, `${dead}.wal`, live, `${finalPath}.notes`]) await writeFile(file, '');
    await removeAbandonedBuilds(finalPath);
    expect((await readdir(dir)).sort()).toEqual([path.basename(live), 'demo.duckdb.notes'].sort());
  });
});
