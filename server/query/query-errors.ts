/**
 * Errors of the query engine. Each carries the HTTP status its route answers with
 * (`statusCode`, which Fastify's error handler reads) and a message the query editor shows
 * as is, so every message names what was wrong.
 */

/** Base of the query engine's errors. */
export abstract class QueryError extends Error {
  abstract readonly statusCode: number;
}

/** Invalid conditions, identifiers or SQL submitted by the caller (400). */
export class QueryInputError extends QueryError {
  readonly statusCode = 400;
  override readonly name = 'QueryInputError';
}

/** An unknown slug, datasource or program in this tenant (404). */
export class NotFoundError extends QueryError {
  readonly statusCode = 404;
  override readonly name = 'NotFoundError';
}

/** The database refused or failed the statement; the message is the database's (400). */
export class QueryExecutionError extends QueryError {
  readonly statusCode = 400;
  override readonly name = 'QueryExecutionError';
}

/** The statement ran longer than its timeout and was cancelled (408). */
export class QueryTimeoutError extends QueryError {
  readonly statusCode = 408;
  override readonly name = 'QueryTimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`Query timed out after ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** The datasource file is unusable (missing environment variable, bad schema name...) (500). */
export class DatasourceConfigError extends QueryError {
  readonly statusCode = 500;
  override readonly name = 'DatasourceConfigError';
}

/**
 * The datasource's server cannot be reached or does not answer in time (connection refused,
 * connect timeout, a server that accepts and never answers, a connection lost mid-statement)
 * (503). The message names the datasource only: never its host or port.
 */
export class DatasourceUnavailableError extends QueryError {
  readonly statusCode = 503;
  override readonly name = 'DatasourceUnavailableError';
  readonly datasource: string;

  constructor(datasource: string, options?: { cause?: unknown }) {
    super(`Datasource ${datasource} is not reachable`, options);
    this.datasource = datasource;
  }
}

/**
 * An HTTP datasource's upstream failed: it answered an error status, something that is not
 * JSON, more bytes than the datasource allows (502), or nothing within its timeout (504). The
 * message names the datasource and what went wrong, never the upstream's host.
 */
export class DatasourceUpstreamError extends QueryError {
  override readonly name = 'DatasourceUpstreamError';
  readonly statusCode: 502 | 504;

  constructor(message: string, statusCode: 502 | 504 = 502) {
    super(message);
    this.statusCode = statusCode;
  }
}
