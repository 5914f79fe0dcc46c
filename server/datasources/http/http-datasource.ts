/**
 * A datasource over a JSON HTTP API (`type: "http"`). It implements the engine's Datasource
 * interface, so an http saved query goes through the same service, result cache and role
 * checks as SQL: its "statement" is the request a saved query describes (http-statement.ts),
 * its bound values the dashboard's filter values, which go into the query string (GET) or the
 * JSON body (POST), never into the URL's path.
 *
 * Every request is checked against the tenant's allowed base URLs before any network call,
 * and so is every redirect hop (at most MAX_REDIRECTS, each checked, never followed blindly);
 * a timeout aborts the request, and a body past max_response_bytes is cut off while it streams.
 */
import type { ColumnInfo, Datasource, DatasourceResult, QueryOptions } from '../datasource.ts';
import {
  DatasourceConfigError,
  DatasourceUnavailableError,
  DatasourceUpstreamError,
  QueryExecutionError,
  QueryInputError,
} from '../../query/query-errors.ts';
import { HeaderEnvError, resolveHeaders, type HeaderValue } from './header-env.ts';
import { readJsonPath } from './json-path.ts';
import { parseHttpStatement, type HttpStatement } from './http-statement.ts';
import { checkAllowedUrl } from './url-allow-list.ts';

/** Redirect hops followed (each one checked against the allow-list). */
export const MAX_REDIRECTS = 3;
/** Default max_response_bytes: 5 MiB of JSON is already a very large table. */
export const DEFAULT_MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

/** What an HTTP datasource is made of (its file, with environment values resolved). */
export interface HttpDatasourceOptions {
  name: string;
  /** The URL saved queries' paths are relative to. */
  baseUrl: string;
  /**
   * The tenant's allowed base URLs: nothing else is ever requested. Read at every request,
   * so an edited tenant.json applies at once.
   */
  allowList: () => readonly string[];
  headers?: Readonly<Record<string, HeaderValue>>;
  /** Environment the header values are read from (at request time). */
  env: Readonly<Record<string, string | undefined>>;
  /** Where the rows are in an answer, unless the saved query says (default `$`). */
  rowsPath?: string;
  timeoutMs: number;
  rowLimit: number;
  maxResponseBytes?: number;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** The HTTP datasource. */
export function createHttpDatasource(options: HttpDatasourceOptions): Datasource {
  const { name, baseUrl } = options;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const doFetch = options.fetch ?? fetch;
  const label = `Datasource "${name}"`;

  /** The first URL of `statement`, checked (QueryInputError naming why it is refused). */
  function target(statement: HttpStatement, values: Record<string, unknown>): URL {
    const check = checkAllowedUrl(statement.path, options.allowList(), baseUrl);
    if (!check.ok) throw new QueryInputError(`${label} refused the request: ${check.reason}`);
    const url = check.url;
    if (statement.method === 'GET') {
      // URLSearchParams encodes every value: a filter value can never change the path.
      for (const [key, value] of Object.entries(values)) {
        if (value === null || value === undefined) continue;
        const list = Array.isArray(value) ? value : [value];
        for (const item of list) url.searchParams.append(key, String(item));
      }
    }
    return url;
  }

  async function request(
    statement: HttpStatement,
    values: Record<string, unknown>,
    queryOptions: QueryOptions,
  ): Promise<unknown> {
    let headers: Record<string, string>;
    try {
      headers = resolveHeaders(name, options.headers, options.env);
    } catch (error) {
      if (error instanceof HeaderEnvError) throw new DatasourceConfigError(error.message);
      throw error;
    }
    let url = target(statement, values);
    const init: RequestInit = {
      method: statement.method,
      headers: { accept: 'application/json', ...headers },
      redirect: 'manual',
    };
    if (statement.method === 'POST') {
      init.body = JSON.stringify({ ...statement.body, ...values });
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const timeoutMs = queryOptions.timeoutMs;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);
    const onAbort = () => controller.abort('cancelled');
    queryOptions.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      for (let hop = 0; ; hop += 1) {
        const response = await doFetch(url, { ...init, signal: controller.signal });
        if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
          await response.body?.cancel();
          if (hop >= MAX_REDIRECTS) {
            throw new DatasourceUpstreamError(`${label}: more than ${MAX_REDIRECTS} redirects`);
          }
          const location = response.headers.get('location') ?? '';
          const check = checkAllowedUrl(location, options.allowList(), url.href);
          if (!check.ok) {
            throw new DatasourceUpstreamError(
              `${label}: refused to follow a redirect (${check.reason})`,
            );
          }
          url = check.url;
          if (response.status === 303) {
            init.method = 'GET';
            delete init.body;
          }
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new DatasourceUpstreamError(
            `${label}: the API answered ${response.status} ${response.statusText}`.trim(),
          );
        }
        const text = await readLimited(response, maxBytes, label);
        try {
          return JSON.parse(text) as unknown;
        } catch {
          const type = response.headers.get('content-type') ?? 'no content type';
          throw new DatasourceUpstreamError(`${label}: the API answered ${type}, not JSON`);
        }
      }
    } catch (error) {
      if (controller.signal.aborted && controller.signal.reason === 'timeout') {
        throw new DatasourceUpstreamError(`${label}: no answer within ${timeoutMs} ms`, 504);
      }
      if (controller.signal.aborted) throw new QueryExecutionError('Query cancelled');
      if (error instanceof Error && error.name === 'TypeError' && 'cause' in error) {
        // fetch's own failure (refused connection, DNS): the datasource's name, not its host.
        throw new DatasourceUnavailableError(name, { cause: error });
      }
      throw error;
    } finally {
      clearTimeout(timer);
      queryOptions.signal?.removeEventListener('abort', onAbort);
    }
  }

  async function run(
    sql: string,
    params: readonly unknown[],
    queryOptions: QueryOptions,
  ): Promise<DatasourceResult> {
    const statement = parseHttpStatement(sql);
    const values = (params[0] ?? {}) as Record<string, unknown>;
    const answer = await request(statement, values, queryOptions);
    const rowsPath = statement.rows_path ?? options.rowsPath ?? '$';
    let found: unknown;
    try {
      found = readJsonPath(answer, rowsPath);
    } catch (error) {
      throw new DatasourceConfigError(`${label}: ${(error as Error).message}`);
    }
    if (!Array.isArray(found)) {
      throw new DatasourceUpstreamError(`${label}: no list of rows at ${rowsPath} in the answer`);
    }
    return rowsOf(found, queryOptions.rowLimit);
  }

  return {
    name,
    dialect: 'http',
    schema: '',
    rowLimit: options.rowLimit,
    timeoutMs: options.timeoutMs,
    query: run,
    async describe(sql) {
      const result = await run(sql, [{}], { timeoutMs: options.timeoutMs, rowLimit: 100 });
      return inferColumns(result);
    },
    tableColumns: () => Promise.resolve(new Map()),
    assertInScope(sql) {
      target(parseHttpStatement(sql), {});
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/** The body as text, refused (502) once it passes `maxBytes`, even without Content-Length. */
async function readLimited(response: Response, maxBytes: number, label: string): Promise<string> {
  const tooLarge = () =>
    new DatasourceUpstreamError(`${label}: the answer is larger than ${maxBytes} bytes`);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Rows as the engine returns them: objects with scalar values (a nested object or list as its
 * JSON text, a non-object item as `{value}`), columns in order of first appearance.
 */
export function rowsOf(items: readonly unknown[], rowLimit: number): DatasourceResult {
  const columns = new Set<string>();
  const rows = items.slice(0, rowLimit).map((item) => {
    const source =
      item !== null && typeof item === 'object' && !Array.isArray(item)
        ? (item as Record<string, unknown>)
        : { value: item };
    const row: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(source)) {
      columns.add(key);
      row[key] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
    }
    return row;
  });
  return { rows, columns: [...columns], truncated: items.length > rowLimit };
}

/** Column kinds read from the values (an API has no declared types). */
function inferColumns(result: DatasourceResult): ColumnInfo[] {
  return result.columns.map((column) => {
    const values = result.rows.map((row) => row[column]).filter((value) => value != null);
    if (values.length === 0) return { name: column, type: 'null', kind: 'other' };
    const kind = values.every((value) => typeof value === 'number')
      ? 'number'
      : values.every((value) => typeof value === 'boolean')
        ? 'boolean'
        : values.every((value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
          ? 'date'
          : 'string';
    return { name: column, type: kind, kind };
  });
}
