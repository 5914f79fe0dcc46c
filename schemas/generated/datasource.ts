/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
/**
 * A datasource file ({tenant}/datasources/{name}.json): where saved queries run. duckdb reads an embedded database file; postgres connects to a server whose password comes from an environment variable, never from git; http reads rows from a JSON API under the tenant's allowed base URLs (tenant.json http_allowed_base_urls), its secrets from environment variables.
 */
export type Datasource = {
  /**
   * Path to this schema, relative to the file, for editor completion.
   */
  $schema?: string;
  /**
   * Datasource name: the file name, referenced by saved queries' source.
   */
  name: string;
  /**
   * Engine.
   */
  type: 'duckdb' | 'postgres' | 'http';
  /**
   * What the datasource holds.
   */
  description?: string;
  /**
   * duckdb: database file, relative to the tenant's own data directory (<data>/<tenant>/); it may not leave that folder, not even through a symbolic link, and no two tenants may read the same file.
   */
  path?: string;
  /**
   * Database schema holding the tenant's tables.
   */
  schema?: string;
  /**
   * postgres: server host name.
   */
  host?: string;
  /**
   * postgres: server port.
   */
  port?: number;
  /**
   * postgres: database name.
   */
  database?: string;
  /**
   * postgres: login role.
   */
  user?: string;
  /**
   * postgres: name of the environment variable holding the password.
   */
  password_env?: string;
  /**
   * postgres: connect with TLS.
   */
  ssl?: boolean;
  /**
   * postgres: name of the environment variable holding a connection URL (postgres://user:password@host:port/database?sslmode=require), used instead of host, port, database, user, password_env and ssl so no credential is in git. Any PostgreSQL-protocol server plugs in this way (Citus, Redshift, CockroachDB).
   */
  url_env?: string;
  /**
   * postgres, write store only (datasource "writes"): name of the environment variable holding a connection URL of a role that may create schemas and roles. On start the server uses it to create the datasource's schema, its role (user, or the user of url_env) and the declared tables, migrated additively; writes and dashboards then run as the tenant's role.
   */
  admin_url_env?: string;
  /**
   * Statement timeout in milliseconds: a statement still running after it is cancelled and answers 408 'Query timed out after N ms'; a server that does not even answer the cancel answers 503 'Datasource {name} is not reachable'. http: the whole request, redirects included; past it the request is aborted and answers 504 naming the datasource.
   */
  statement_timeout_ms?: number;
  /**
   * postgres: most milliseconds to open a connection (or wait for a free one of the pool); past it, and whenever the server cannot be reached, requests answer 503 'Datasource {name} is not reachable'.
   */
  connect_timeout_ms?: number;
  /**
   * Most rows a query may return.
   */
  row_limit?: number;
  /**
   * Most values one IN list may hold: a where_cond list (a widget filter rule's valueIn included) with more values is refused with a 400 naming the key and this limit, before anything runs. Huge lists cost the database seconds and slow every tenant sharing it.
   */
  in_list_limit?: number;
  /**
   * How tables relate (a column of one equals a column of another): the joins the queries builder offers and accepts.
   */
  relations?: {
    /**
     * table.column holding the reference, e.g. sales.store_id.
     */
    from: string;
    /**
     * table.column referenced, e.g. stores.store_id.
     */
    to: string;
  }[];
  /**
   * http: the URL saved queries' http.path is relative to (text, or read from an environment variable). It must be under one of the tenant's http_allowed_base_urls.
   */
  base_url?: UrlValue;
  /**
   * http: request headers. A value is fixed text or {"env": "NAME"} read from the environment at request time (optionally with a prefix such as "Bearer "), so tokens never go to git; a variable that is not set fails the request with an error naming it.
   */
  headers?: {
    [k: string]:
      | string
      | {
          /**
           * Environment variable holding the value.
           */
          env: string;
          /**
           * Text put before the variable's value ("Bearer ").
           */
          prefix?: string;
        };
  };
  /**
   * http: where the rows are in an answer, a JSON path such as $.data.items or $.pages[0].rows (default $: the answer is the list). A saved query's http.rows_path overrides it.
   */
  rows_path?: string;
  /**
   * http: the largest answer read, in bytes; a larger one fails with 502 naming the datasource.
   */
  max_response_bytes?: number;
};
/**
 * A URL written out, or read from an environment variable with a default for when it is not set.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "urlValue".
 */
export type UrlValue =
  | string
  | {
      /**
       * Environment variable holding the URL.
       */
      env: string;
      /**
       * The URL when the variable is not set.
       */
      default?: string;
      /**
       * A path resolved against the variable's URL (/demo-api/), so one variable holding a server's address can name a part of it.
       */
      path?: string;
    };
