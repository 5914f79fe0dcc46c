/**
 * Route guards as named middleware (app-shell §6). Each route names the middleware it needs;
 * a name nobody defined is a programming error answered as a 500 'Unknown middleware'.
 */

/** What the guards decide from. */
export interface GuardContext {
  hasToken: boolean;
  /** The session was checked and a user is known. */
  hasSession: boolean;
}

/** A guard's answer: go on, or redirect. */
export type GuardResult = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** Text and status of an unknown middleware name (app-shell §2). */
export const UNKNOWN_MIDDLEWARE = 'Unknown middleware';

/** An error page error carrying its HTTP status. */
export class RouteError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'RouteError';
    this.status = status;
  }
}

const MIDDLEWARE: Record<string, (context: GuardContext) => GuardResult> = {
  /** The main layout: needs a token (the session is checked by the layout). */
  authenticated: (c) => (c.hasToken ? { kind: 'allow' } : { kind: 'redirect', to: '/login' }),
  /** Login pages: an authenticated user goes home. */
  guest: (c) => (c.hasToken && c.hasSession ? { kind: 'redirect', to: '/' } : { kind: 'allow' }),
};

/** Names of the defined middleware. */
export const MIDDLEWARE_NAMES = Object.keys(MIDDLEWARE);

/**
 * Runs `names` in order and returns the first redirect, or allow.
 * @throws RouteError 500 'Unknown middleware' for a name that is not defined.
 */
export function runMiddleware(names: readonly string[], context: GuardContext): GuardResult {
  for (const name of names) {
    const guard = Object.hasOwn(MIDDLEWARE, name) ? MIDDLEWARE[name] : undefined;
    if (!guard) throw new RouteError(500, UNKNOWN_MIDDLEWARE);
    const result = guard(context);
    if (result.kind === 'redirect') return result;
  }
  return { kind: 'allow' };
}

/** The status an error page shows: the error's own status, else 500 (app-shell §2). */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
  }
  return 500;
}
