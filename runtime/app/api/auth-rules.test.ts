import { describe, expect, it } from 'vitest';
import { authErrorFlagFor } from './auth-rules.ts';

describe('authErrorFlagFor (app-shell §8)', () => {
  it.each([
    [401, '/api/v2/modules?program_slug=retail', 403],
    [401, 'http://acme.localhost:8080/api/v1/user/session', 403],
    [401, '/api/v1/authorize/token', true],
    [401, 'http://acme.localhost/oauth/authorize?x=1', true],
    [403, '/api/v1/login', 403],
    [403, 'http://acme.localhost:8080/api/v1/login', 403],
    [403, '/api/v1/user/session', 403],
    [403, '/api/v1/user/session/', 403],
    [403, '/api/v2/modules?program_slug=retail', undefined],
    [403, '/api/v2/services/queries/sales', undefined],
    [403, 'http://[bad', true],
    [404, '/api/v1/login', undefined],
    [500, '/api/v1/user/session', undefined],
    [429, '/api/v1/login', undefined],
  ] as const)('%i on %s → %s', (status, url, flag) => {
    expect(authErrorFlagFor(status, url)).toBe(flag);
  });
});
