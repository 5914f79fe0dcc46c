/**
 * Every text the auth layer answers with, in one place so routes, the front end's tests and
 * the server's tests quote the same words. App-shell §8: a 403 on /api/v1/login means "log in
 * again", a 401 anywhere else means the token is missing, invalid, expired or revoked.
 */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password.',
  missingCredentials:
    'Missing credentials: send {"username", "password"} or an HTTP Basic Authorization header.',
  missingToken: 'Missing bearer token: send the header "Authorization: Bearer <token>".',
  invalidToken: 'Invalid token. Log in again.',
  expiredToken: 'Your session has expired. Log in again.',
  revokedToken: 'This session has been logged out. Log in again.',
  otherTenantToken: 'This token was issued for another tenant. Log in on this site.',
  unknownUser: 'The user of this token no longer exists. Log in again.',
  loggedOut: 'Logged out.',
  unknownTenant: 'Unknown tenant',
} as const;

/** 429 text of the login rate limit. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many login attempts. Try again in ${retryAfterSeconds} seconds.`;
}

/** 400 text when the x-auth-method header is missing or names a method the tenant does not offer. */
export function authMethodMessage(method: string | undefined, offered: readonly string[]): string {
  const list = offered.join(', ');
  return method === undefined || method === ''
    ? `Missing x-auth-method header: this tenant accepts ${list}.`
    : `Unsupported auth method "${method}": this tenant accepts ${list}.`;
}

/** 403 text of {@link requireProgram} (server/auth/roles.ts). */
export function programForbiddenMessage(programSlug: string): string {
  return `You don't have permission to view this information (program "${programSlug}").`;
}
