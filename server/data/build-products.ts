import type { DuckDBConnection } from '@duckdb/node-api';
import { quoteIdentifier } from './sql-random.ts';
import type { TenantProfile } from './tenant-profiles.ts';

/** Slots of the product lookup table: a product's share of slots is its share of sales lines. */
export const PRODUCT_SLOTS = 16384;

/**
 * Builds the `products` table of one tenant and the temp table `product_slots` the sales SQL
 * samples products from. A product's category is drawn by category weight (products 1..n
 * take category 1..n so none is empty), its brand among the brands making that category, its
 * price inside its noun's range (skewed to the low end, ending in .99) and its cost from the
 * category margin. Sales share = category weight split over the category's products, times
 * a long-tailed popularity, so a few hits sell most.
 */
export async function buildProducts(
  connection: DuckDBConnection,
  profile: TenantProfile,
): Promise<void> {
  const schema = quoteIdentifier(profile.tenant);
  await connection.run(
    `
    CREATE OR REPLACE TEMP TABLE product_rows AS
      WITH ids AS (
        SELECT CAST(i AS INTEGER) AS product_id FROM range(1, CAST($count AS BIGINT) + 1) t(i)
      ),
      categories AS (
        SELECT *, count(*) OVER () AS category_count,
               (sum(weight) OVER (ORDER BY category_id) - weight) / sum(weight) OVER () AS low,
               sum(weight) OVER (ORDER BY category_id) / sum(weight) OVER () AS high
        FROM seed_categories
      ),
      with_category AS (
        SELECT ids.product_id, c.category_id, c.category, c.margin, c.weight AS category_weight
        FROM ids
        JOIN categories c
          ON CASE WHEN ids.product_id <= c.category_count THEN c.category_id = ids.product_id
                  ELSE rnd(201, ids.product_id) >= c.low AND rnd(201, ids.product_id) < c.high END
      ),
      brands AS (
        SELECT *, row_number() OVER (PARTITION BY category_id ORDER BY brand_id) - 1 AS brand_index,
               count(*) OVER (PARTITION BY category_id) AS brand_count
        FROM seed_brand_categories
      ),
      nouns AS (
        SELECT *, count(*) OVER (PARTITION BY category_id) AS noun_count FROM seed_nouns
      ),
      priced AS (
        SELECT p.*, b.brand, n.noun,
               n.min_price + (n.max_price - n.min_price) * pow(rnd(204, p.product_id), 1.7) AS list_price
        FROM with_category p
        JOIN brands b
          ON b.category_id = p.category_id
         AND b.brand_index = CAST(floor(rnd(202, p.product_id) * b.brand_count) AS BIGINT)
        JOIN nouns n
          ON n.category_id = p.category_id
         AND n.noun_index = CAST(floor(rnd(203, p.product_id) * n.noun_count) AS BIGINT)
      )
      SELECT product_id, category_id, category, brand, category_weight,
             brand || ' ' || noun || ' '
               || chr(CAST(65 + floor(rnd(206, product_id) * 26) AS INTEGER))
               || chr(CAST(65 + floor(rnd(207, product_id) * 26) AS INTEGER))
               || '-' || CAST(100 + floor(rnd(208, product_id) * 900) AS INTEGER) AS product_name,
             round(greatest(ceil(list_price) - 0.01, 0.99), 2) AS unit_price,
             round(greatest(ceil(list_price) - 0.01, 0.99)
               * (1 - margin * (0.8 + 0.4 * rnd(205, product_id))), 2) AS unit_cost,
             0.2 + 3 * pow(rnd(209, product_id), 3) AS popularity
      FROM priced
  `,
    { count: profile.productCount },
  );

  await connection.run(`
    CREATE TABLE ${schema}.products (
      product_id INTEGER, product_name VARCHAR, brand VARCHAR, category VARCHAR,
      unit_price DOUBLE, unit_cost DOUBLE);
    INSERT INTO ${schema}.products
      SELECT product_id, product_name, brand, category, unit_price, unit_cost
      FROM product_rows
      ORDER BY product_id;

    CREATE OR REPLACE TEMP TABLE product_slots AS
      WITH weights AS (
        SELECT product_id, brand, category, unit_price, unit_cost,
               -- cheap things go several to a basket, a TV goes alone
               12 / sqrt(unit_price) AS extra_units,
               -- integer weights keep the running sums exact, so slot bounds never wobble
               CAST(round(1e6 * category_weight * popularity
                 / count(*) OVER (PARTITION BY category_id)) AS BIGINT) AS weight
        FROM product_rows
      ),
      bounds AS (
        SELECT *, sum(weight) OVER (ORDER BY product_id) AS running, sum(weight) OVER () AS total
        FROM weights
      )
      SELECT slot, product_id, brand, category, unit_price, unit_cost, extra_units
      FROM bounds,
           range(CAST((running - weight) * ${PRODUCT_SLOTS} // total AS BIGINT),
                 CAST(running * ${PRODUCT_SLOTS} // total AS BIGINT)) r(slot);
  `);
}
