import type { DuckDBConnection } from '@duckdb/node-api';
import { NEW_STORES_FROM, NEW_STORES_TO, SALES_FIRST_DAY } from './demo-dates.ts';
import { quoteIdentifier } from './sql-random.ts';
import type { TenantProfile } from './tenant-profiles.ts';

/** Slots of the store lookup table: a store's share of slots is its share of sales lines. */
export const STORE_SLOTS = 8192;

/**
 * Builds territories, regions, districts, stores and the store_hierarchy view of one tenant
 * from its seed tables, plus the temp tables the sales SQL samples stores from: `store_slots`
 * (bigger, better-run stores get more slots, so they sell more) and `legacy_store_slots`
 * (only stores open before the data starts: a line drawn for a store not open yet on its
 * day goes to one of them instead).
 *
 * Districts are anchored on cities of their region picked by the seed; every city of the
 * region belongs to its nearest anchor, so a store's district is the one around its city.
 * Stores 1..districts open in the anchor cities (no district is empty), the rest in cities
 * drawn from the tenant's regions.
 */
export async function buildGeography(
  connection: DuckDBConnection,
  profile: TenantProfile,
): Promise<void> {
  const schema = quoteIdentifier(profile.tenant);
  const { stores } = profile;

  await connection.run(`
    CREATE TABLE ${schema}.territories (territory_id INTEGER, territory_name VARCHAR);
    INSERT INTO ${schema}.territories
      SELECT DISTINCT territory_id, territory_name FROM seed_regions ORDER BY territory_id;

    CREATE TABLE ${schema}.regions (region_id INTEGER, region_name VARCHAR, territory_id INTEGER);
    INSERT INTO ${schema}.regions
      SELECT region_id, region_name, territory_id FROM seed_regions ORDER BY region_id;

    CREATE OR REPLACE TEMP TABLE region_cities AS
      SELECT r.region_id, r.territory_id, r.district_count,
             c.city_key, c.city, c.state, c.latitude, c.longitude
      FROM seed_regions r
      JOIN seed_region_states USING (region_id)
      JOIN seed_cities c USING (state);

    CREATE OR REPLACE TEMP TABLE district_anchors AS
      SELECT CAST(row_number() OVER (ORDER BY region_id, pick) AS INTEGER) AS district_id, *
      FROM (
        SELECT *, row_number() OVER (PARTITION BY region_id ORDER BY rnd(101, city_key), city_key) AS pick
        FROM region_cities
      )
      WHERE pick <= district_count;
  `);
  await assertDistrictsPlaced(connection, profile);

  await connection.run(`
    CREATE TABLE ${schema}.districts (
      district_id INTEGER, district_name VARCHAR, region_id INTEGER, territory_id INTEGER);
    INSERT INTO ${schema}.districts
      SELECT district_id,
             -- Portland ME and Portland OR may both anchor a district: keep names unique.
             CASE WHEN count(*) OVER (PARTITION BY city) > 1 THEN city || ', ' || state ELSE city END
               || ' District',
             region_id, territory_id
      FROM district_anchors
      ORDER BY district_id;

    CREATE OR REPLACE TEMP TABLE city_districts AS
      SELECT city_key, city, state, latitude, longitude, region_id, territory_id, district_id
      FROM (
        SELECT c.*, a.district_id,
               row_number() OVER (
                 PARTITION BY c.city_key
                 ORDER BY (c.latitude - a.latitude) ^ 2
                            + ((c.longitude - a.longitude) * cos(radians(c.latitude))) ^ 2,
                          a.district_id) AS nearness
        FROM region_cities c
        JOIN district_anchors a USING (region_id)
      )
      WHERE nearness = 1;
  `);

  await connection.run(
    `
    CREATE OR REPLACE TEMP TABLE store_rows AS
      WITH ids AS (
        SELECT CAST(i AS INTEGER) AS store_id FROM range(1, CAST($count AS BIGINT) + 1) t(i)
      ),
      numbered_cities AS (
        SELECT city_key, row_number() OVER (ORDER BY city_key) - 1 AS city_index,
               count(*) OVER () AS city_count
        FROM city_districts
      ),
      placed AS (
        SELECT ids.store_id, coalesce(a.city_key, n.city_key) AS city_key
        FROM ids
        LEFT JOIN district_anchors a ON a.district_id = ids.store_id
        LEFT JOIN numbered_cities n
          ON n.city_index = CAST(floor(rnd(102, ids.store_id) * n.city_count) AS BIGINT)
      )
      SELECT p.store_id, c.city, c.state, c.district_id, c.region_id, c.territory_id,
             row_number() OVER (PARTITION BY c.city ORDER BY p.store_id) AS city_rank,
             CASE WHEN p.store_id > (SELECT count(*) FROM district_anchors)
                       AND rnd(108, p.store_id) < $newStoreShare
                  THEN DATE '${NEW_STORES_FROM}' + CAST(floor(rnd(103, p.store_id)
                    * (DATE '${NEW_STORES_TO}' - DATE '${NEW_STORES_FROM}' + 1)) AS INTEGER)
                  ELSE CAST($openedFrom AS DATE) + CAST(floor(rnd(103, p.store_id)
                    * (CAST($openedTo AS DATE) - CAST($openedFrom AS DATE) + 1)) AS INTEGER)
             END AS opened_on,
             round(c.latitude + (rnd(104, p.store_id) - 0.5) * 0.12, 5) AS latitude,
             round(c.longitude + (rnd(105, p.store_id) - 0.5) * 0.12, 5) AS longitude,
             CAST(round(($minSquareFeet + pow(rnd(106, p.store_id), 1.3)
               * ($maxSquareFeet - $minSquareFeet)) / 500) * 500 AS INTEGER) AS square_feet,
             0.75 + 0.5 * rnd(107, p.store_id) AS performance
      FROM placed p
      JOIN city_districts c USING (city_key)
  `,
    {
      count: stores.count,
      openedFrom: stores.openedFrom,
      openedTo: stores.openedTo,
      minSquareFeet: stores.minSquareFeet,
      maxSquareFeet: stores.maxSquareFeet,
      newStoreShare: stores.newStoreShare,
    },
  );

  await connection.run(`
    CREATE TABLE ${schema}.stores (
      store_id INTEGER, store_name VARCHAR, city VARCHAR, state VARCHAR, district_id INTEGER,
      region_id INTEGER, territory_id INTEGER, opened_on DATE, latitude DOUBLE,
      longitude DOUBLE, square_feet INTEGER)
  `);
  await connection.run(
    `
    INSERT INTO ${schema}.stores
      SELECT s.store_id,
             $prefix || s.city
               || CASE WHEN s.city_rank = 1 THEN ''
                       ELSE ' ' || coalesce(b.branch_name, CAST(s.city_rank AS VARCHAR)) END
               || $suffix,
             s.city, s.state, s.district_id, s.region_id, s.territory_id, s.opened_on,
             s.latitude, s.longitude, s.square_feet
      FROM store_rows s
      LEFT JOIN seed_branch_names b ON b.branch_index = s.city_rank - 1
      ORDER BY s.store_id
  `,
    { prefix: stores.prefix, suffix: stores.suffix },
  );

  await connection.run(`
    CREATE VIEW ${schema}.store_hierarchy AS
      SELECT t.territory_id, t.territory_name, r.region_id, r.region_name,
             d.district_id, d.district_name, s.store_id, s.store_name
      FROM ${schema}.stores s
      JOIN ${schema}.districts d ON d.district_id = s.district_id
      JOIN ${schema}.regions r ON r.region_id = d.region_id
      JOIN ${schema}.territories t ON t.territory_id = r.territory_id;

    CREATE OR REPLACE TEMP TABLE store_weights AS
      SELECT store_id, opened_on,
             {'store_id': store_id, 'district_id': district_id, 'region_id': region_id,
              'territory_id': territory_id,
              'size_factor': square_feet / avg(square_feet) OVER ()} AS store,
             -- integer weights keep the running sums exact, so slot bounds never wobble
             CAST(round(square_feet * performance) AS BIGINT) AS weight
      FROM store_rows;
  `);
  await connection.run(slotTableSql('store_slots', 'true'));
  await connection.run(slotTableSql('legacy_store_slots', `opened_on < DATE '${SALES_FIRST_DAY}'`));
}

/**
 * A lookup table of {@link STORE_SLOTS} slots over the stores matching `where`, each store
 * holding a run of slots proportional to its weight.
 */
function slotTableSql(table: string, where: string): string {
  return `
    CREATE OR REPLACE TEMP TABLE ${table} AS
      WITH bounds AS (
        SELECT *, sum(weight) OVER (ORDER BY store_id) AS running, sum(weight) OVER () AS total
        FROM store_weights
        WHERE ${where}
      )
      SELECT slot, opened_on, store
      FROM bounds,
           range(CAST((running - weight) * ${STORE_SLOTS} // total AS BIGINT),
                 CAST(running * ${STORE_SLOTS} // total AS BIGINT)) r(slot)
  `;
}

async function assertDistrictsPlaced(
  connection: DuckDBConnection,
  profile: TenantProfile,
): Promise<void> {
  const wanted = profile.territories
    .flatMap((territory) => territory.regions)
    .reduce((sum, region) => sum + region.districts, 0);
  const reader = await connection.runAndReadAll('SELECT count(*) AS n FROM district_anchors');
  const placed = Number(reader.getRowObjects()[0]?.n ?? 0);
  if (placed !== wanted) {
    throw new Error(
      `${profile.tenant}: ${wanted} districts asked for but the regions' states hold cities for only ${placed}`,
    );
  }
}
