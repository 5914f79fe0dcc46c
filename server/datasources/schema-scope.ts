/**
 * Keeping SQL written by users (raw previews, saved queries) inside its datasource's schema.
 * The boundary between tenants is below SQL (a DuckDB file and a PostgreSQL role per tenant:
 * docs/security.md); this word check is defence in depth. search_path only sets a default, so
 * SQL may not name another schema of the database or of another tenant, nor the catalogs that
 * list every schema's tables, views and sessions.
 */
import { QueryInputError } from '../query/query-errors.ts';
import { DEFAULT_ROW_LIMIT, type Datasource } from './datasource.ts';
import { readNames, readStrings } from '../query/sql-names.ts';
import { significantTokens, type TokenizeOptions } from '../query/sql-tokens.ts';

/** Catalog relations and functions that describe every schema (or other sessions). */
const CATALOG_PREFIXES = ['pg_', 'duckdb_', 'pragma_', 'sqlite_'];
const CATALOG_WORDS = new Set(['information_schema', 'json_execute_serialized_sql']);
/** Statements that, without a table, list every schema's tables. */
const LISTING_WORDS = new Set(['all', 'databases', 'schemas', 'catalogs']);
/** Read with and without `E'...'` escapes and nested comments, as read-only-sql.ts does. */
const READINGS: readonly TokenizeOptions[] = [
  { escapeStrings: true, nestedComments: true },
  { escapeStrings: false, nestedComments: false },
];
/** How long a database's list of schemas is trusted. */
const SCHEMAS_TTL_MS = 60_000;
const MAX_MEMO = 2000;

/** Checks SQL against one datasource's schema. */
export type ScopeCheck = (sql: string) => Promise<void>;

/**
 * A check for datasource `name` reading `schema`: `listSchemas` gives every schema of the
 * database (asked again after a minute). Throws QueryInputError naming what reaches outside.
 */
export function createScopeCheck(
  name: string,
  schema: string,
  listSchemas: () => Promise<string[]>,
  now: () => number = Date.now,
): ScopeCheck {
  let others: { expires: number; names: Promise<Set<string>> } | undefined;
  let memo = new Map<string, string | undefined>();

  function otherSchemas(): Promise<Set<string>> {
    if (!others || others.expires <= now()) {
      const names = listSchemas().then(
        (all) =>
          new Set(
            all.map((item) => item.toLowerCase()).filter((item) => item !== schema.toLowerCase()),
          ),
      );
      others = { expires: now() + SCHEMAS_TTL_MS, names };
      memo = new Map();
      names.catch(() => {
        others = undefined;
      });
    }
    return others.names;
  }

  return async (sql) => {
    const names = await otherSchemas();
    let problem = memo.get(sql);
    if (!memo.has(sql)) {
      problem = scopeProblem(sql, names, name);
      if (memo.size >= MAX_MEMO) memo = new Map();
      memo.set(sql, problem);
    }
    if (problem !== undefined) throw new QueryInputError(problem);
  };
}

/** Why `sql` reaches outside its schema, or undefined when it does not. */
export function scopeProblem(
  sql: string,
  otherSchemas: ReadonlySet<string>,
  datasource: string,
): string | undefined {
  for (const reading of READINGS) {
    const tokens = significantTokens(sql, reading);
    const first = tokens[0]?.text.toLowerCase();
    const second = tokens[1]?.text.toLowerCase();
    if (
      (first === 'show' || first === 'describe') &&
      (second === undefined || second === ';' || LISTING_WORDS.has(second))
    ) {
      return `"${tokens
        .slice(0, 2)
        .map((token) => token.text)
        .join(' ')}" lists other schemas; name a table`;
    }
    // Names and texts decoded: "GLOBEX", U&"\0067lobex" and E'glo\x62ex.' all say globex.
    for (const { name } of readNames(tokens)) {
      if (otherSchemas.has(name))
        return `Schema "${name}" cannot be read from datasource "${datasource}"`;
      if (CATALOG_WORDS.has(name) || CATALOG_PREFIXES.some((prefix) => name.startsWith(prefix))) {
        return `"${name}" cannot be used in queries: it reads other schemas`;
      }
    }
    for (const text of readStrings(tokens)) {
      const lower = text.toLowerCase();
      for (const other of otherSchemas) {
        if (new RegExp(`(^|[^\\w])"?${escapeRegExp(other)}"?\\s*\\.`).test(lower)) {
          return `Schema "${other}" cannot be read from datasource "${datasource}"`;
        }
      }
    }
  }
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `listSchemas` for {@link createScopeCheck}: runs the dialect's catalog query (one `name`
 * column) on the datasource itself, with its statement timeout, and adds the schemas other
 * tenants' datasources read (`otherTenants`). Each tenant has a database of its own, so the
 * catalog no longer names them; the word check still refuses them by name, as defence in
 * depth and for a clear message.
 */
export function schemaLister(
  datasource: Datasource,
  catalogSql: string,
  otherTenants: () => readonly string[] = () => [],
): () => Promise<string[]> {
  return async () => {
    const { rows } = await datasource.query(catalogSql, [], {
      timeoutMs: datasource.timeoutMs,
      rowLimit: DEFAULT_ROW_LIMIT,
    });
    return [...rows.map((row) => String(row.name)), ...otherTenants()];
  };
}
