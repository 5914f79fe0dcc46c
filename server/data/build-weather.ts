import type { DuckDBConnection } from '@duckdb/node-api';
import { SALES_LAST_DAY } from './demo-dates.ts';
import { quoteIdentifier } from './sql-random.ts';
import type { TenantProfile } from './tenant-profiles.ts';

/** Weather days kept before the operational date (the weather widget's "current day" moves with the date filter). */
export const WEATHER_DAYS_BEFORE = 365;
/** Forecast days after the operational date, so its 7-day outlook is complete. */
export const WEATHER_DAYS_AFTER = 14;
/** The condition codes of the `weather` table (the weather widget draws an icon for each). */
export const WEATHER_CONDITIONS = ['sunny', 'partly_cloudy', 'cloudy', 'rain', 'storm', 'snow'];

/**
 * `weather`: one row per store and day around the demo's last day, made from the seed like the
 * rest of the demo. Plausible rather than real: the yearly mean falls with latitude and the
 * seasonal swing grows with it (coldest mid-January), a day's noise is drawn per store and day,
 * and precipitation picks rain, storm or snow (snow when the day's high is near freezing).
 * Temperatures in °C, wind in km/h; the widget converts units. Built after `stores`.
 */
export async function buildWeather(
  connection: DuckDBConnection,
  profile: TenantProfile,
): Promise<void> {
  const schema = quoteIdentifier(profile.tenant);
  await connection.run(
    `
    CREATE TABLE ${schema}.weather AS
      WITH days AS (
        SELECT CAST(CAST($last AS DATE) + CAST(d AS INTEGER) AS DATE) AS weather_date, d
        FROM range(-CAST($before AS BIGINT), CAST($after AS BIGINT) + 1) t(d)
      ),
      base AS (
        SELECT s.store_id, s.city, s.state, s.latitude, days.weather_date,
               s.store_id * 100000 + days.d + 50000 AS k,
               -- yearly mean and half the seasonal swing, both by latitude (°C)
               27 - 0.75 * (s.latitude - 25) AS mean_c,
               6 + 0.45 * (s.latitude - 25) AS swing_c,
               cos(2 * pi() * (dayofyear(days.weather_date) - 15) / 365.25) AS winter
        FROM ${schema}.stores s CROSS JOIN days
      ),
      drawn AS (
        SELECT *, mean_c - swing_c * winter + (rnd(601, k) - 0.5) * 8 AS day_mean_c,
               4 + rnd(602, k) * 6 AS spread_c,
               CAST(round(pow(rnd(603, k), 1.6) * 100) AS INTEGER) AS precip_pct,
               rnd(604, k) AS sky
        FROM base
      )
      SELECT store_id, city, state, weather_date,
             round(day_mean_c - spread_c / 2, 1) AS temp_min_c,
             round(day_mean_c + spread_c / 2, 1) AS temp_max_c,
             CASE
               WHEN precip_pct >= 60 AND day_mean_c + spread_c / 2 <= 2 THEN 'snow'
               WHEN precip_pct >= 85 THEN 'storm'
               WHEN precip_pct >= 60 THEN 'rain'
               WHEN sky < 0.35 THEN 'sunny'
               WHEN sky < 0.7 THEN 'partly_cloudy'
               ELSE 'cloudy'
             END AS condition,
             precip_pct,
             CAST(round(5 + pow(rnd(605, k), 2) * 40) AS INTEGER) AS wind_kmh
      FROM drawn
      ORDER BY store_id, weather_date`,
    { last: SALES_LAST_DAY, before: WEATHER_DAYS_BEFORE, after: WEATHER_DAYS_AFTER },
  );
}
