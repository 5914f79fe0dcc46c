import { describe, expect, it } from 'vitest';
import { RouteError, runMiddleware, statusOf, UNKNOWN_MIDDLEWARE } from './middleware.ts';

describe('route middleware (app-shell §6)', () => {
  it.each([
    [['authenticated'], { hasToken: false, hasSession: false }, { kind: 'redirect', to: '/login' }],
    [['authenticated'], { hasToken: true, hasSession: false }, { kind: 'allow' }],
    [['guest'], { hasToken: true, hasSession: true }, { kind: 'redirect', to: '/' }],
    [['guest'], { hasToken: true, hasSession: false }, { kind: 'allow' }],
    [['guest'], { hasToken: false, hasSession: false }, { kind: 'allow' }],
    [[], { hasToken: false, hasSession: false }, { kind: 'allow' }],
  ] as const)('%j with %o → %o', (names, context, expected) => {
    expect(runMiddleware(names, context)).toEqual(expected);
  });

  it("an unknown name is a 500 'Unknown middleware'", () => {
    const run = () =>
      runMiddleware(['authenticated', 'toString'], { hasToken: true, hasSession: true });
    expect(run).toThrow(RouteError);
    expect(run).toThrow(UNKNOWN_MIDDLEWARE);
    try {
      run();
    } catch (error) {
      expect(statusOf(error)).toBe(500);
    }
  });

  it.each([
    [{ status: 404 }, 404],
    [new RouteError(403, 'x'), 403],
    [new Error('boom'), 500],
    [{ status: 200 }, 500],
    [undefined, 500],
  ])('statusOf(%o) → %i', (error, status) => {
    expect(statusOf(error)).toBe(status);
  });
});
