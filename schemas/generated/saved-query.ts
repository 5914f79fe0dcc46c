/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { ColumnList, Conditions, WhereCond } from './conditions';
import type { Parameter, ParameterType } from './parameter';
import type { ProgramSlug } from './program';
import type { QueryNotebook } from './query-notebook';
/**
 * A saved query (slug), file queries/{query_slug}.json: SQL with typed {name} parameters, default conditions and caching. The SQL lives in query_raw or in the sibling queries/{query_slug}.sql, never both. A query on an http datasource has an http request instead of SQL.
 */
export interface SavedQuery {
  /**
   * Path to this schema, relative to the file, for editor completion.
   */
  $schema?: string;
  /**
   * Slug: the file name, word characters only.
   */
  query_slug: string;
  /**
   * What the query returns.
   */
  description?: string;
  /**
   * Datasource the query runs on: the name of a datasource file of the tenant.
   */
  source?: string;
  /**
   * Main table or view the query reads, for documentation and column suggestions.
   */
  table_source?: string;
  /**
   * Typed {name} parameters of the SQL.
   */
  params?: Parameter[];
  /**
   * Default where-filters.
   */
  where_cond?: WhereCond;
  /**
   * Default conditions (overridden by the widget's and the request's).
   */
  conditions?: Conditions;
  /**
   * Condition keys that are typed parameters ({key} in the SQL) rather than where entries, with their type.
   */
  cond_definition?: {
    /**
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^\w+$".
     */
    [k: string]: ParameterType;
  };
  /**
   * Default output columns.
   */
  fields?: ColumnList;
  /**
   * Default ORDER BY items.
   */
  ordering?: ColumnList;
  /**
   * Default GROUP BY columns.
   */
  grouping?: ColumnList;
  /**
   * The SQL, with {name} parameters and optional {where_cond}, {and_cond}, {filter}, {fields}, {firstdate}, {lastdate}, {filterdate} placeholders.
   */
  query_raw?: string;
  /**
   * When the slug was created (ISO 8601).
   */
  created_at?: string;
  /**
   * Cache the results.
   */
  is_cached?: boolean;
  /**
   * Cache lifetime in seconds: Default (null, 3600), 30 min, 1 h, 8 h, 12 h, 20 h.
   */
  cache_timeout?: null | 1800 | 3600 | 28800 | 43200 | 72000;
  /**
   * Re-run in the background this many seconds before expiry: Default (null), 5, 10 or 15 min.
   */
  cache_refresh?: null | 300 | 600 | 900;
  /**
   * Program id; must match program_slug when given.
   */
  program_id?: number;
  /**
   * Program the slug belongs to.
   */
  program_slug: ProgramSlug;
  /**
   * Results are returned as rows (objects) rather than columns.
   */
  row_based?: boolean;
  /**
   * Query provider.
   */
  provider?: 'db';
  /**
   * Run query_raw as written: no wrapping SELECT, conditions only through its placeholders.
   */
  raw_query?: boolean;
  /**
   * The query reads the data warehouse.
   */
  dwh?: boolean;
  /**
   * Data warehouse details (opaque).
   */
  dwh_info?: {
    [k: string]: unknown;
  };
  /**
   * The queries builder's notebook this query was built with: the SQL is compiled from it on every save (the server ignores a query_raw sent with it), and the query opens back in the builder.
   */
  builder?: QueryNotebook;
  /**
   * The request of a saved query on an http datasource (instead of SQL). The declared params are the dashboard's filter values it sends: in the query string of a GET, added to the JSON body of a POST; always encoded, never put into the path.
   */
  http?: {
    /**
     * HTTP method.
     */
    method?: 'GET' | 'POST';
    /**
     * Path relative to the datasource's base_url (stores.json, /v1/stores), without a query string: filter values go in as params.
     */
    path: string;
    /**
     * POST: the JSON body; the params' values are added to it.
     */
    body?: {
      [k: string]: unknown;
    };
    /**
     * Where the rows are in the answer (default: the datasource's rows_path).
     */
    rows_path?: string;
  };
}
