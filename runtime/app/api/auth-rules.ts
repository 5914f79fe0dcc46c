/**
 * When a failed call raises the access-error overlay (app-shell §8). The overlay's flag is
 * `true` (generic) or `403` (the session is gone: the forbidden dialog logs the user out).
 */

/** Value of `navigatorStore.showErrorAuth`: false hides the overlay. */
export type AuthErrorFlag = false | true | 403;

/** Paths whose 403 means the session itself was refused. */
export const SESSION_PATHS = ['/api/v1/login', '/api/v1/user/session'] as const;

function pathOf(url: string): string | undefined {
  try {
    return new URL(url, 'http://navigator.invalid').pathname;
  } catch {
    return undefined;
  }
}

/**
 * The overlay flag a failed response sets, or undefined when it sets none:
 * - 401: `true` when the URL path contains `/authorize`, otherwise `403`;
 * - 403: `403` only for /api/v1/login and /api/v1/user/session (`true` if the URL cannot be
 *   parsed); any other 403 is the caller's business (a widget's own forbidden state);
 * - anything else: none.
 */
export function authErrorFlagFor(status: number, url: string): AuthErrorFlag | undefined {
  if (status === 401) {
    const path = pathOf(url) ?? url;
    return path.includes('/authorize') ? true : 403;
  }
  if (status === 403) {
    const path = pathOf(url);
    if (path === undefined) return true;
    const trimmed = path.replace(/\/+$/, '');
    return (SESSION_PATHS as readonly string[]).includes(trimmed) ? 403 : undefined;
  }
  return undefined;
}
