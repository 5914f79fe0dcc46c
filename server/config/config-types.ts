/**
 * The shape of a loaded config directory (see docs/config-format.md). The validator and the
 * server share it: the server serves the entities, the validator checks them, and both point
 * back at the file, line and column a value came from.
 */
import type { JsonDocument } from './json-document.ts';

/** What a file in the config directory holds; decides its schema and its checks. */
export type ConfigFileKind =
  | 'tenant'
  | 'users'
  | 'datasource'
  | 'program'
  | 'dashboard'
  | 'query'
  | 'table'
  | 'import'
  | 'sql';

/** One file of the config directory, as read from disk. */
export interface ConfigFile {
  /** Absolute path. */
  path: string;
  /** Path relative to the config directory, with `/` separators (what problems print). */
  relPath: string;
  /** The tenant folder the file belongs to. */
  tenantId: string;
  kind: ConfigFileKind;
  /** File name without its extension: the entity id for programs, dashboards, queries, datasources. */
  name: string;
  /** Raw text exactly as on disk. */
  text: string;
  /** Parse result for JSON files; `undefined` for `.sql` files. */
  json: JsonDocument | undefined;
  /** Offsets where each line starts (for `.sql` positions; JSON files have it in `json`). */
  lineStarts: number[];
}

/** A JSON object as parsed; entity shapes are checked by the schemas, not by TypeScript here. */
export type JsonObject = Record<string, unknown>;

/** One entity of a tenant and where it lives. */
export interface ConfigEntity<T = JsonObject> {
  /** Its id: file name for files, `user_id` (as a string) for users. */
  id: string;
  file: ConfigFile;
  /** Pointer of the entity inside its file (`''` for whole-file entities, `/users/3` for users). */
  pointer: string;
  value: T;
}

/** A saved query with its SQL resolved from `query_raw` or the sibling `.sql` file. */
export interface SavedQueryEntity<T = JsonObject> extends ConfigEntity<T> {
  /** The SQL text, or `undefined` when the query has none. */
  sql: string | undefined;
  /** The sibling `.sql` file when there is one. */
  sqlFile: ConfigFile | undefined;
}

/** Everything one tenant folder holds. Entities are present only when their JSON parsed to an object. */
export interface TenantConfig {
  /** Folder name = tenant id = first host label. */
  id: string;
  /** Absolute path of the tenant folder. */
  dir: string;
  tenant: ConfigEntity | undefined;
  users: ConfigEntity[];
  datasources: Map<string, ConfigEntity>;
  programs: Map<string, ConfigEntity>;
  dashboards: Map<string, ConfigEntity>;
  queries: Map<string, SavedQueryEntity>;
  /** Tables people write to (`tables/{name}.json`), created in the tenant's write store. */
  tables: Map<string, ConfigEntity>;
  /** Saved imports (`imports/{name}.json`): column mappings onto a table, made by the data integrator. */
  imports: Map<string, ConfigEntity>;
  /** Files under `images/`, relative to the tenant folder (`images/logo.svg`). */
  images: string[];
  /** Every JSON and SQL file of the tenant, in path order. */
  files: ConfigFile[];
}

/** A problem in the config directory, pointing at the exact spot to fix. */
export interface Problem {
  /** File relative to the config directory, `/`-separated. */
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
  /** JSON pointer of the offending value (`''`: the whole file). */
  pointer: string;
  message: string;
  /** Which check found it (stable identifier, e.g. `schema`, `widget-query`). */
  rule: string;
}

/** A loaded config directory. */
export interface LoadedConfig {
  /** Absolute path of the config directory. */
  dir: string;
  tenants: Map<string, TenantConfig>;
  /** Every JSON and SQL file, in path order. */
  files: ConfigFile[];
  /** Problems found while reading: syntax errors, misplaced or orphan files. */
  problems: Problem[];
}
