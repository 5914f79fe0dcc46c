/**
 * The one place errors become responses. Known errors (they carry a `statusCode` below 500,
 * or are one of the app's 503s) answer with their status and message; anything else is a
 * 500 `{message: 'Internal error', id}` whose detail is only in the log under that request
 * id, so no response body names a host, port, file path or stack.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  DatasourceConfigError,
  DatasourceUnavailableError,
  DatasourceUpstreamError,
  QueryExecutionError,
} from '../query/query-errors.ts';
import { redactInternals } from './redact-internals.ts';

/** The message of every unexpected error. */
export const INTERNAL_ERROR_MESSAGE = 'Internal error';

/** What a response says about an error, and how loudly the log says it. */
export interface PublicError {
  statusCode: number;
  body: Record<string, unknown>;
  /** `error`: unexpected (stack in the log); `warn`: a dependency is down; `none`: the caller's mistake. */
  log: 'error' | 'warn' | 'none';
}

/** Node's errno codes that say something about the request rather than the server. */
const ERRNO_ANSWERS: Record<string, { statusCode: number; message: string }> = {
  ENAMETOOLONG: { statusCode: 400, message: 'A name in the request is too long.' },
};

/** Reason phrases of the statuses this handler answers with (Fastify's `error` field). */
const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  502: 'Bad Gateway',
  504: 'Gateway Timeout',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The body Fastify's own handler would send for a known error: `{statusCode, code?, error, message}`. */
function known(statusCode: number, message: string, code?: string): Record<string, unknown> {
  return {
    statusCode,
    ...(code === undefined ? {} : { code }),
    error: REASON[statusCode] ?? (statusCode < 500 ? 'Bad Request' : 'Internal Server Error'),
    message,
  };
}

/**
 * How `error` is answered. `requestId` goes into the 500 body so support can find the log
 * line. Messages that carry foreign text (a database's wording, a config error naming an
 * engine failure) are scrubbed of paths and addresses; the app's own messages are not.
 */
export function publicErrorOf(
  error: unknown,
  requestId: string,
  route: { bodyLimit?: number } = {},
): PublicError {
  const failure = error as Partial<FastifyError> & { statusCode?: unknown; code?: unknown };
  const code = typeof failure?.code === 'string' ? failure.code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof DatasourceUnavailableError) {
    return { statusCode: 503, body: known(503, error.message), log: 'warn' };
  }
  if (error instanceof DatasourceUpstreamError) {
    const text = redactInternals(message);
    return { statusCode: error.statusCode, body: known(error.statusCode, text), log: 'warn' };
  }
  if (error instanceof DatasourceConfigError) {
    return { statusCode: 500, body: known(500, redactInternals(message)), log: 'error' };
  }
  if (code !== undefined && ERRNO_ANSWERS[code]) {
    const answer = ERRNO_ANSWERS[code];
    return {
      statusCode: answer.statusCode,
      body: known(answer.statusCode, answer.message),
      log: 'none',
    };
  }
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' && route.bodyLimit !== undefined) {
    const text = `Request body is larger than ${route.bodyLimit} bytes`;
    return { statusCode: 413, body: known(413, text, code), log: 'none' };
  }
  const status = typeof failure?.statusCode === 'number' ? failure.statusCode : undefined;
  if (status !== undefined && status >= 400 && status < 500) {
    const text = error instanceof QueryExecutionError ? redactInternals(message) : message;
    const fastifyCode = code?.startsWith('FST_') ? code : undefined;
    return { statusCode: status, body: known(status, text, fastifyCode), log: 'none' };
  }
  if (status === 503) {
    return { statusCode: 503, body: known(503, redactInternals(message)), log: 'warn' };
  }
  return {
    statusCode: 500,
    body: { message: INTERNAL_ERROR_MESSAGE, id: requestId },
    log: 'error',
  };
}

/** Installs {@link publicErrorOf} as the app's error handler (every plugin inherits it). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = publicErrorOf(error, request.id, { bodyLimit: request.routeOptions.bodyLimit });
    if (answer.log === 'error') request.log.error({ err: error }, 'request failed');
    else if (answer.log === 'warn') {
      request.log.warn({ err: error, status: answer.statusCode }, 'dependency unavailable');
    }
    if (answer.statusCode === 503 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', '5');
    }
    return reply.code(answer.statusCode).send(answer.body);
  });
}
