import type { DuckDBConnection } from '@duckdb/node-api';
import { appendRows, type AppendTarget } from './append-rows.ts';
import type { TenantProfile } from './tenant-profiles.ts';
import { US_CITIES } from './us-cities.ts';

/**
 * Loads a tenant profile's lists into temp tables (`seed_*`, connection-local, never saved)
 * so the dimension SQL can join them. Values go through an appender, never into SQL text.
 */
export async function loadSeedTables(
  connection: DuckDBConnection,
  profile: TenantProfile,
): Promise<void> {
  await connection.run(`
    CREATE OR REPLACE TEMP TABLE seed_cities (
      city_key INTEGER, city VARCHAR, state VARCHAR, latitude DOUBLE, longitude DOUBLE);
    CREATE OR REPLACE TEMP TABLE seed_regions (
      territory_id INTEGER, territory_name VARCHAR, region_id INTEGER, region_name VARCHAR,
      district_count INTEGER);
    CREATE OR REPLACE TEMP TABLE seed_region_states (region_id INTEGER, state VARCHAR);
    CREATE OR REPLACE TEMP TABLE seed_categories (
      category_id INTEGER, category VARCHAR, weight DOUBLE, margin DOUBLE);
    CREATE OR REPLACE TEMP TABLE seed_nouns (
      category_id INTEGER, noun_index INTEGER, noun VARCHAR, min_price DOUBLE, max_price DOUBLE);
    CREATE OR REPLACE TEMP TABLE seed_brand_categories (
      brand_id INTEGER, brand VARCHAR, category_id INTEGER);
    CREATE OR REPLACE TEMP TABLE seed_branch_names (branch_index INTEGER, branch_name VARCHAR);
  `);

  await appendRows(connection, seedTable('seed_cities'), (row) => {
    US_CITIES.forEach((city, index) => {
      row.appendInteger(index + 1);
      row.appendVarchar(city.city);
      row.appendVarchar(city.state);
      row.appendDouble(city.latitude);
      row.appendDouble(city.longitude);
      row.endRow();
    });
  });

  const regions = profile.territories.flatMap((territory, territoryIndex) =>
    territory.regions.map((region) => ({ territory, territoryId: territoryIndex + 1, region })),
  );
  await appendRows(connection, seedTable('seed_regions'), (row) => {
    regions.forEach(({ territory, territoryId, region }, index) => {
      row.appendInteger(territoryId);
      row.appendVarchar(territory.name);
      row.appendInteger(index + 1);
      row.appendVarchar(region.name);
      row.appendInteger(region.districts);
      row.endRow();
    });
  });
  await appendRows(connection, seedTable('seed_region_states'), (row) => {
    regions.forEach(({ region }, index) => {
      for (const state of region.states) {
        row.appendInteger(index + 1);
        row.appendVarchar(state);
        row.endRow();
      }
    });
  });

  const categoryIds = new Map(
    profile.categories.map((category, index) => [category.name, index + 1]),
  );
  await appendRows(connection, seedTable('seed_categories'), (row) => {
    profile.categories.forEach((category, index) => {
      row.appendInteger(index + 1);
      row.appendVarchar(category.name);
      row.appendDouble(category.weight);
      row.appendDouble(category.margin);
      row.endRow();
    });
  });
  await appendRows(connection, seedTable('seed_nouns'), (row) => {
    profile.categories.forEach((category, categoryIndex) => {
      category.nouns.forEach(([noun, minPrice, maxPrice], nounIndex) => {
        row.appendInteger(categoryIndex + 1);
        row.appendInteger(nounIndex);
        row.appendVarchar(noun);
        row.appendDouble(minPrice);
        row.appendDouble(maxPrice);
        row.endRow();
      });
    });
  });
  await appendRows(connection, seedTable('seed_brand_categories'), (row) => {
    profile.brands.forEach((brand, brandIndex) => {
      for (const category of brand.categories) {
        const categoryId = categoryIds.get(category);
        if (categoryId === undefined) {
          throw new Error(
            `Brand "${brand.name}" of ${profile.tenant} names unknown category "${category}"`,
          );
        }
        row.appendInteger(brandIndex + 1);
        row.appendVarchar(brand.name);
        row.appendInteger(categoryId);
        row.endRow();
      }
    });
  });
  await appendRows(connection, seedTable('seed_branch_names'), (row) => {
    profile.stores.branchNames.forEach((name, index) => {
      row.appendInteger(index + 1);
      row.appendVarchar(name);
      row.endRow();
    });
  });
}

/** Temp tables live in the connection's `temp` catalog. */
function seedTable(table: string): AppendTarget {
  return { table, schema: 'main', catalog: 'temp' };
}
