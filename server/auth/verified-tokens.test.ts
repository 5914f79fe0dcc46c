import { describe, expect, it } from 'vitest';
import type { TokenClaims } from './token-signer.ts';
import { createVerifiedTokens, VERIFIED_TOKEN_TTL_MS } from './verified-tokens.ts';

const T0 = 1_800_000_000_000;

function clock(start = T0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const claims = (expiresInSeconds: number, sessionId = 's1'): TokenClaims => ({
  userId: 1,
  tenant: 'acme',
  sessionId,
  expiresAt: T0 / 1000 + expiresInSeconds,
});

describe('createVerifiedTokens', () => {
  it('answers a verified token with a copy of its claims', () => {
    const time = clock();
    const tokens = createVerifiedTokens({ now: time.now });
    const original = claims(3600);
    tokens.add('token-a', original);
    const first = tokens.get('token-a');
    expect(first).toEqual(original);
    if (first) first.tenant = 'globex';
    expect(tokens.get('token-a')?.tenant).toBe('acme');
    expect(tokens.get('token-b')).toBeUndefined();
  });

  it.each([
    ['forgets a token a minute after verifying it', 3600, VERIFIED_TOKEN_TTL_MS],
    ['forgets a token the instant it expires', 10, 10_000],
  ])('%s', (_name, expiresIn, lifetimeMs) => {
    const time = clock();
    const tokens = createVerifiedTokens({ now: time.now });
    tokens.add('token', claims(expiresIn));
    time.advance(lifetimeMs - 1);
    expect(tokens.get('token')).toBeDefined();
    time.advance(1);
    expect(tokens.get('token')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('does not keep a token that has already expired', () => {
    const tokens = createVerifiedTokens({ now: clock().now });
    tokens.add('token', claims(0));
    expect(tokens.get('token')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('keeps at most maxEntries, forgetting the oldest verification first', () => {
    const tokens = createVerifiedTokens({ now: clock().now, maxEntries: 2 });
    tokens.add('a', claims(60, 'a'));
    tokens.add('b', claims(60, 'b'));
    tokens.add('c', claims(60, 'c'));
    expect(tokens.size).toBe(2);
    expect(tokens.get('a')).toBeUndefined();
    expect(tokens.get('b')?.sessionId).toBe('b');
    expect(tokens.get('c')?.sessionId).toBe('c');
  });
});
