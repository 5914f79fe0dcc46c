/**
 * The "statement" of an HTTP datasource: the request a saved query's `http` section describes,
 * as JSON text so it travels through the engine (cache key digest, datasource.query) like SQL.
 * The filter values are bound separately (the statement's one parameter), never written in.
 */
import type { SavedQuery } from '../../../schemas/generated/index.ts';
import { QueryInputError } from '../../query/query-errors.ts';

/** A request of an http saved query. */
export interface HttpStatement {
  method: 'GET' | 'POST';
  /** Relative to the datasource's base_url (or absolute, under an allowed base URL). */
  path: string;
  /** POST: the JSON body the bound values are added to. */
  body?: Record<string, unknown>;
  /** Where the rows are in the answer (default: the datasource's rows_path). */
  rows_path?: string;
}

/** The statement of a saved query's `http` section. */
export function httpStatementOf(http: NonNullable<SavedQuery['http']>): HttpStatement {
  return {
    method: http.method ?? 'GET',
    path: http.path,
    ...(http.body ? { body: http.body } : {}),
    ...(http.rows_path ? { rows_path: http.rows_path } : {}),
  };
}

/** Reads a statement back (QueryInputError when `text` is SQL or another shape). */
export function parseHttpStatement(text: string): HttpStatement {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new QueryInputError(
      'An HTTP datasource runs saved queries with an http request, not SQL',
    );
  }
  const statement = value as Partial<HttpStatement> | null;
  if (
    !statement ||
    typeof statement.path !== 'string' ||
    (statement.method !== 'GET' && statement.method !== 'POST')
  ) {
    throw new QueryInputError(
      'An HTTP datasource runs saved queries with an http request, not SQL',
    );
  }
  return statement as HttpStatement;
}
