/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
/**
 * A datasource file ({tenant}/datasources/{name}.json): where saved queries run. duckdb reads an embedded database file; postgres connects to a server whose password comes from an environment variable, never from git.
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
  type: 'duckdb' | 'postgres';
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
   * Statement timeout in milliseconds: a statement still running after it is cancelled and answers 408 'Query timed out after N ms'; a server that does not even answer the cancel answers 503 'Datasource {name} is not reachable'.
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
};
