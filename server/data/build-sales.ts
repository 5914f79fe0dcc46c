import type { DuckDBConnection } from '@duckdb/node-api';
import { PRODUCT_SLOTS } from './build-products.ts';
import { STORE_SLOTS } from './build-geography.ts';
import { SALES_FIRST_DAY, SALES_LAST_DAY } from './demo-dates.ts';
import { quoteIdentifier } from './sql-random.ts';
import type { TenantProfile } from './tenant-profiles.ts';

/**
 * Day-level shape of the business, one row per day: how many sales lines the day gets
 * (`first_row`..`last_row`), the promotion depth, basket size and the platform split.
 *
 * Traffic = weekday × month × holiday × 6 % yearly growth × a little daily noise. Weekends
 * peak, August is back-to-school, November and December carry the holidays with Black Friday
 * (the day after the 4th Thursday of November), Cyber Monday (online) and the week before
 * Christmas; Thanksgiving and Christmas Day are quiet. Online, app and marketplace gain share
 * every year. Row bounds come from integer running sums so they are exact and total `rows`.
 */
function saleDaysSql(): string {
  return `
    CREATE OR REPLACE TEMP TABLE sale_days AS
      WITH days AS (
        SELECT CAST(ts AS DATE) AS sale_date
        FROM range(TIMESTAMP '${SALES_FIRST_DAY}', TIMESTAMP '${SALES_LAST_DAY}' + INTERVAL 1 DAY,
                   INTERVAL 1 DAY) t(ts)
      ),
      parts AS (
        SELECT sale_date,
               date_diff('day', DATE '${SALES_FIRST_DAY}', sale_date) AS day_index,
               year(sale_date) - year(DATE '${SALES_FIRST_DAY}') AS year_index,
               month(sale_date) AS m, day(sale_date) AS dd, isodow(sale_date) AS dow
        FROM days
      ),
      events AS (
        SELECT *,
               m = 11 AND dow = 5 AND dd BETWEEN 23 AND 29 AS black_friday,
               m = 11 AND dow = 4 AND dd BETWEEN 22 AND 28 AS thanksgiving,
               dow = 1 AND ((m = 11 AND dd >= 26) OR (m = 12 AND dd <= 2)) AS cyber_monday
        FROM parts
      ),
      shaped AS (
        SELECT sale_date,
               [0.86, 0.82, 0.88, 0.95, 1.12, 1.42, 1.22][dow]
               * [0.80, 0.78, 0.90, 0.94, 0.98, 0.99, 1.00, 1.14, 0.93, 0.97, 1.22, 1.45][m]
               * CASE WHEN black_friday THEN 2.6
                      WHEN thanksgiving THEN 0.6
                      WHEN cyber_monday THEN 1.7
                      WHEN m = 12 AND dd = 25 THEN 0.1
                      WHEN m = 12 AND dd BETWEEN 15 AND 23 THEN 1.3
                      WHEN m = 1 AND dd = 1 THEN 0.5
                      WHEN m = 7 AND dd = 4 THEN 0.75
                      ELSE 1 END
               * pow(1.06, day_index / 365.25)
               * (0.93 + 0.14 * rnd(301, day_index)) AS traffic,
               CASE WHEN black_friday THEN 0.22
                    WHEN cyber_monday THEN 0.18
                    WHEN thanksgiving THEN 0.15
                    WHEN m = 12 AND dd <= 24 THEN 0.06
                    WHEN m = 1 AND dd <= 15 THEN 0.08
                    WHEN m IN (7, 11) THEN 0.03
                    ELSE 0 END AS promo,
               CASE WHEN black_friday OR cyber_monday THEN 1.25
                    WHEN m IN (11, 12) THEN 1.1 ELSE 1 END AS basket,
               CASE WHEN cyber_monday THEN 0.25 ELSE 0.60 - 0.035 * year_index END AS share_store,
               CASE WHEN cyber_monday THEN 0.40 ELSE 0.22 + 0.015 * year_index END AS share_online,
               CASE WHEN cyber_monday THEN 0.25 ELSE 0.11 + 0.015 * year_index END AS share_app
        FROM events
      ),
      weighted AS (
        SELECT *, CAST(round(traffic * 1e6) AS BIGINT) AS weight FROM shaped
      ),
      running AS (
        SELECT *, sum(weight) OVER (ORDER BY sale_date) AS upto, sum(weight) OVER () AS total
        FROM weighted
      )
      SELECT sale_date, promo, basket,
             share_store AS cut_store,
             share_store + share_online AS cut_online,
             share_store + share_online + share_app AS cut_app,
             CAST((upto - weight) * CAST($rows AS BIGINT) // total AS BIGINT) AS first_row,
             CAST(upto * CAST($rows AS BIGINT) // total AS BIGINT) AS last_row
      FROM running
      ORDER BY sale_date
  `;
}

/**
 * One sales line per row i: store and product drawn from the slot tables by hash (a store
 * not open yet on the day hands the line to a store that was open), platform
 * by the day's split, units from a geometric-like draw scaled by price, store size and the
 * day's basket, revenue after a random discount plus the day's promotion, cost from the
 * product's unit cost. Rows come out in sale_date order and are inserted in that order, so
 * the table is clustered by date and DuckDB's zone maps skip whole row groups on date ranges.
 */
function salesInsertSql(schema: string): string {
  return `
    INSERT INTO ${schema}.sales
      WITH numbered AS (
        SELECT *, unnest(range(first_row, last_row)) AS i FROM sale_days
      ),
      lines AS (
        SELECT sale_date, promo, basket, cut_store, cut_online, cut_app,
               rhash(1, i) % ${STORE_SLOTS} AS store_slot,
               rhash(7, i) % ${STORE_SLOTS} AS legacy_slot,
               rhash(2, i) % ${PRODUCT_SLOTS} AS product_slot,
               rnd(3, i) AS u_platform, rnd(4, i) AS u_units,
               rnd(5, i) AS u_discount, rnd(6, i) AS u_visits
        FROM numbered
      ),
      placed AS (
        SELECT l.*,
               CASE WHEN s.opened_on <= l.sale_date THEN s.store ELSE o.store END AS store
        FROM lines l
        JOIN store_slots s ON s.slot = l.store_slot
        JOIN legacy_store_slots o ON o.slot = l.legacy_slot
      ),
      priced AS (
        SELECT l.sale_date, l.store.store_id, l.store.district_id, l.store.region_id,
               l.store.territory_id, p.product_id, p.brand, p.category,
               CASE WHEN l.u_platform < l.cut_store THEN 'In-Store'
                    WHEN l.u_platform < l.cut_online THEN 'Online'
                    WHEN l.u_platform < l.cut_app THEN 'Mobile App'
                    ELSE 'Marketplace' END AS platform,
               CAST(least(40, 1 + floor(-ln(1 - l.u_units) * p.extra_units * l.store.size_factor
                 * l.basket)) AS INTEGER) AS units,
               p.unit_price * (1 - 0.02 - 0.08 * l.u_discount - l.promo) AS net_price,
               p.unit_cost, l.u_visits
        FROM placed l
        JOIN product_slots p ON p.slot = l.product_slot
      )
      SELECT sale_date, store_id, district_id, region_id, territory_id, product_id, brand,
             category, platform, units,
             round(units * net_price, 2) AS revenue,
             round(units * unit_cost, 2) AS cost,
             -- visits per unit sold: a store visit converts far better than a web session
             CAST(greatest(1, round(units * CASE platform
               WHEN 'In-Store' THEN 1.2 + 2 * u_visits
               WHEN 'Online' THEN 6 + 14 * u_visits
               WHEN 'Mobile App' THEN 5 + 10 * u_visits
               ELSE 3 + 6 * u_visits END)) AS INTEGER) AS visits
      FROM priced
  `;
}

/** Builds the `sales` fact table of one tenant with exactly `rows` rows. */
export async function buildSales(
  connection: DuckDBConnection,
  profile: TenantProfile,
  rows: number,
): Promise<void> {
  const schema = quoteIdentifier(profile.tenant);
  await connection.run(saleDaysSql(), { rows });
  await connection.run(`
    CREATE TABLE ${schema}.sales (
      sale_date DATE, store_id INTEGER, district_id INTEGER, region_id INTEGER,
      territory_id INTEGER, product_id INTEGER, brand VARCHAR, category VARCHAR,
      platform VARCHAR, units INTEGER, revenue DOUBLE, cost DOUBLE, visits INTEGER)
  `);
  // Left alone, the optimizer (which cannot size an unnest) builds its hash tables on the
  // generated lines instead of the slot tables: 3x slower and the rows come out shuffled.
  // The written order keeps the lines on the probe side, so they stay in date order.
  await connection.run(`SET disabled_optimizers = 'join_order,build_side_probe_side'`);
  try {
    await connection.run(salesInsertSql(schema));
  } finally {
    await connection.run('RESET disabled_optimizers');
  }
}
