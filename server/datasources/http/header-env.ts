/**
 * Request headers of an HTTP datasource: fixed text, or a value read from an environment
 * variable at request time (`{"Authorization": {"env": "ACME_API_TOKEN"}}`), so a token is
 * never in the config's git history. A variable that is not set is an error naming it.
 */

/** A header value as the datasource file writes it. */
export type HeaderValue = string | { env: string; prefix?: string };

/** An error whose message may be shown to the dashboard's reader (it names no secret). */
export class HeaderEnvError extends Error {}

/** Header names that the datasource sets itself or that would change where a request goes. */
const RESERVED = new Set(['host', 'content-length', 'transfer-encoding', 'connection']);

/**
 * The headers to send: every `{env}` value read from `env` (with its optional prefix, e.g.
 * "Bearer "). Throws HeaderEnvError naming the datasource and the variable when it is unset
 * or empty, and refuses reserved header names.
 */
export function resolveHeaders(
  datasource: string,
  headers: Readonly<Record<string, HeaderValue>> | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (RESERVED.has(name.toLowerCase())) {
      throw new HeaderEnvError(`Datasource "${datasource}": header ${name} cannot be set`);
    }
    if (typeof value === 'string') {
      resolved[name] = value;
      continue;
    }
    const text = env[value.env];
    if (text === undefined || text === '') {
      throw new HeaderEnvError(
        `Datasource "${datasource}": environment variable ${value.env} (header ${name}) is not set`,
      );
    }
    resolved[name] = `${value.prefix ?? ''}${text}`;
  }
  return resolved;
}
