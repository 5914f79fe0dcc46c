/** A login name and password as the client sent them. */
export interface Credentials {
  login: string;
  password: string;
}

/**
 * Credentials of a login request: the body's `username` (or `email`) and `password`, JSON or
 * form-encoded, else an HTTP Basic `Authorization` header. Undefined when neither is complete.
 */
export function readCredentials(
  body: unknown,
  authorization: string | undefined,
): Credentials | undefined {
  if (body && typeof body === 'object') {
    const { username, email, password } = body as Record<string, unknown>;
    const login = typeof username === 'string' && username !== '' ? username : email;
    if (typeof login === 'string' && login !== '' && typeof password === 'string') {
      return { login: login.trim(), password };
    }
  }
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { login: decoded.slice(0, colon).trim(), password: decoded.slice(colon + 1) };
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
