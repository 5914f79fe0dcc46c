import type { DuckDBConnection } from '@duckdb/node-api';
import { SALES_LAST_DAY } from './demo-dates.ts';
import { quoteIdentifier } from './sql-random.ts';
import type { TenantProfile } from './tenant-profiles.ts';

/** Store events of the last this many days (the timeline widget). */
export const EVENT_DAYS = 21;
/** Generated store-visit pictures shipped in config-samples/<tenant>/data/photos/. */
export const VISIT_PICTURES = 12;
/** Store visits with a picture (the photo feed and gallery). */
export const VISIT_ROWS = 96;
/** Associates on the rewards leaderboard. */
export const ASSOCIATES = 40;

const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Mia',
  'Noah',
  'Zoe',
  'Ethan',
  'Lucia',
  'Mateo',
  'Sofia',
  'Owen',
  'Chloe',
  'Diego',
  'Grace',
  'Hugo',
  'Isla',
  'Jonas',
  'Kira',
  'Leo',
  'Nora',
  'Omar',
];
const LAST_NAMES = [
  'Adams',
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Foster',
  'Garcia',
  'Hughes',
  'Ito',
  'Kim',
  'Lopez',
  'Morris',
  'Novak',
  'Ortiz',
  'Patel',
  'Reyes',
  'Silva',
  'Turner',
  'Vargas',
  'Walsh',
];
const BADGES = ['Top seller', 'Upsell pro', 'Five stars', 'Team player', 'Perfect month'];
const EVENT_TYPES = ['delivery', 'promotion', 'inspection', 'training', 'incident'];
const EVENT_TITLES: Record<string, string> = {
  delivery: 'Delivery received',
  promotion: 'Promotion launched',
  inspection: 'Store inspection',
  training: 'Staff training',
  incident: 'Incident reported',
};
const CAPTIONS = ['Front entrance', 'Main aisle', 'Checkout lanes', 'Window display', 'Endcap'];

/** A SQL list literal of constant strings (the generator's own words, never user input). */
function sqlList(values: readonly string[]): string {
  return `[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;
}

/**
 * The tables of the engagement widgets, made from the seed like the rest of the demo:
 * `store_events` (timeline: a few dated events a day across stores, by type), `store_visits`
 * (photo feed and gallery: a store visit each row, with one of the shipped pictures at
 * `/api/v2/tenant-files/data/photos/visit-NN.svg`) and `rewards` (leaderboard: associates
 * with points and badges). Built after `stores`.
 */
export async function buildEngagement(
  connection: DuckDBConnection,
  profile: TenantProfile,
): Promise<void> {
  const schema = quoteIdentifier(profile.tenant);
  const stores = `(SELECT store_id, store_name, row_number() OVER (ORDER BY store_id) - 1 AS n,
                          count(*) OVER () AS total FROM ${schema}.stores)`;
  const titles = EVENT_TYPES.map((type) => `WHEN '${type}' THEN '${EVENT_TITLES[type]}'`).join(' ');
  await connection.run(
    `
    CREATE TABLE ${schema}.store_events AS
      WITH ids AS (SELECT i FROM range(1, CAST($days AS BIGINT) * 4 + 1) t(i)),
      drawn AS (
        SELECT i AS event_id,
               CAST($last AS DATE) - CAST(floor((i - 1) / 4) AS INTEGER)
                 + INTERVAL (8 + CAST(floor(rnd(501, i) * 11) AS INTEGER)) HOUR
                 + INTERVAL (CAST(floor(rnd(502, i) * 4) AS INTEGER) * 15) MINUTE AS event_at,
               ${sqlList(EVENT_TYPES)}[1 + CAST(floor(rnd(503, i) * ${EVENT_TYPES.length}) AS INTEGER)] AS event_type,
               CAST(floor(rnd(504, i) * 1000000) AS BIGINT) AS store_pick
        FROM ids
      )
      SELECT d.event_id, CAST(d.event_at AS TIMESTAMP) AS event_at, d.event_type,
             CASE d.event_type ${titles} END AS title,
             s.store_id, s.store_name,
             s.store_name || ': ' || CASE d.event_type ${titles} END AS detail
      FROM drawn d JOIN ${stores} s ON s.n = d.store_pick % s.total
      ORDER BY event_at`,
    { days: EVENT_DAYS, last: SALES_LAST_DAY },
  );
  await connection.run(
    `
    CREATE TABLE ${schema}.store_visits AS
      WITH ids AS (SELECT i FROM range(1, CAST($visits AS BIGINT) + 1) t(i))
      SELECT i AS visit_id,
             CAST(CAST($last AS DATE) - CAST(floor((i - 1) / 3) AS INTEGER)
               + INTERVAL (9 + CAST(floor(rnd(511, i) * 9) AS INTEGER)) HOUR AS TIMESTAMP) AS visited_at,
             s.store_id, s.store_name,
             '/api/v2/tenant-files/data/photos/visit-' ||
               lpad(CAST(1 + (i - 1) % $pictures AS VARCHAR), 2, '0') || '.svg' AS photo_url,
             ${sqlList(CAPTIONS)}[1 + CAST(floor(rnd(512, i) * ${CAPTIONS.length}) AS INTEGER)] AS caption
      FROM ids JOIN ${stores} s ON s.n = CAST(floor(rnd(513, i) * 1000000) AS BIGINT) % s.total
      ORDER BY visited_at DESC`,
    { last: SALES_LAST_DAY, visits: VISIT_ROWS, pictures: VISIT_PICTURES },
  );
  await connection.run(
    `
    CREATE TABLE ${schema}.rewards AS
      WITH ids AS (SELECT i FROM range(1, CAST($associates AS BIGINT) + 1) t(i))
      SELECT i AS associate_id,
             ${sqlList(FIRST_NAMES)}[1 + CAST((i - 1) % ${FIRST_NAMES.length} AS INTEGER)] || ' ' ||
               ${sqlList(LAST_NAMES)}[1 + CAST(floor(rnd(521, i) * ${LAST_NAMES.length}) AS INTEGER)] AS associate_name,
             s.store_name,
             CAST(200 + floor(pow(rnd(522, i), 2) * 4800) AS INTEGER) AS points,
             array_to_string(list_filter(${sqlList(BADGES)},
               (badge, k) -> rnd(523 + k, i) < 0.35), ', ') AS badges
      FROM ids JOIN ${stores} s ON s.n = CAST(floor(rnd(524, i) * 1000000) AS BIGINT) % s.total
      ORDER BY points DESC`,
    { associates: ASSOCIATES },
  );
}
