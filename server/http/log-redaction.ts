import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach a log line (the websocket takes `?token=`). */
const SECRET_PARAMS = /([?&](?:token|access_token|password)=)[^&#]*/gi;

/** The URL with secret query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

/**
 * The app's logger option with a request serializer that redacts secrets from URLs, and no
 * headers (Authorization carries the bearer token).
 */
export function loggerOption(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  return {
    ...base,
    serializers: {
      ...((base.serializers as Record<string, unknown> | undefined) ?? {}),
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  } as FastifyServerOptions['logger'];
}
