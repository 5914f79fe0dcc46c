import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { createTokenSigner, DEFAULT_TOKEN_TTL_SECONDS, tokenTtlFromEnv } from './token-signer.ts';

const key = (text: string) => new TextEncoder().encode(text);
const SECRET = key('token-signer-test-secret-0123456789abcdef');

describe('createTokenSigner', () => {
  it('signs HS256 with sub = user_id, tenant, jti and exp = now + ttl', async () => {
    const signer = createTokenSigner(SECRET, 600);
    const { token, claims } = await signer.sign({ userId: 7, tenant: 'globex' });
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ sub: '7', tenant: 'globex', jti: claims.sessionId });
    expect(Math.abs((payload.exp as number) - (Date.now() / 1000 + 600))).toBeLessThan(3);
    await expect(signer.verify(token)).resolves.toEqual(claims);
  });

  it('gives every token its own session id', async () => {
    const signer = createTokenSigner(SECRET, 600);
    const a = await signer.sign({ userId: 1, tenant: 'acme' });
    const b = await signer.sign({ userId: 1, tenant: 'acme' });
    expect(a.claims.sessionId).not.toBe(b.claims.sessionId);
  });

  it('refuses an expired token as expired', async () => {
    const signer = createTokenSigner(SECRET, 600);
    const { token } = await signer.sign({
      userId: 1,
      tenant: 'acme',
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    await expect(signer.verify(token)).rejects.toMatchObject({
      statusCode: 401,
      message: AUTH_MESSAGES.expiredToken,
    });
  });

  it('refuses a token of another secret as invalid', async () => {
    const { token } = await createTokenSigner(key('x'.repeat(40)), 60).sign({
      userId: 1,
      tenant: 'acme',
    });
    await expect(createTokenSigner(SECRET, 60).verify(token)).rejects.toMatchObject({
      statusCode: 401,
      message: AUTH_MESSAGES.invalidToken,
    });
  });

  it('refuses an unsigned (alg none) token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${encode({ alg: 'none' })}.${encode({ sub: '1', tenant: 'acme', jti: 'j', iss: 'navigator', exp: 4e9 })}.`;
    await expect(createTokenSigner(SECRET, 60).verify(token)).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});

describe('createTokenSigner: tokens verified before', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a token as expired once its expiry passes, though it verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    const signer = createTokenSigner(SECRET, 600);
    const expiresAt = Math.floor(Date.now() / 1000) + 5;
    const { token, claims } = await signer.sign({ userId: 1, tenant: 'acme', expiresAt });
    await expect(signer.verify(token)).resolves.toEqual(claims);
    vi.setSystemTime(Date.now() + 4_000);
    await expect(signer.verify(token)).resolves.toEqual(claims);
    vi.setSystemTime(Date.now() + 1_000);
    await expect(signer.verify(token)).rejects.toMatchObject({
      statusCode: 401,
      message: AUTH_MESSAGES.expiredToken,
    });
  });

  it('refuses a token whose signature was altered, after the genuine one verified', async () => {
    const signer = createTokenSigner(SECRET, 600);
    const { token } = await signer.sign({ userId: 1, tenant: 'acme' });
    await signer.verify(token);
    const [header, payload, signature = ''] = token.split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    await expect(signer.verify(`${header}.${payload}.${flipped}`)).rejects.toMatchObject({
      statusCode: 401,
      message: AUTH_MESSAGES.invalidToken,
    });
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: '2' })).toString(
      'base64url',
    );
    await expect(signer.verify(`${header}.${forged}.${signature}`)).rejects.toMatchObject({
      statusCode: 401,
      message: AUTH_MESSAGES.invalidToken,
    });
  });
});

describe('tokenTtlFromEnv', () => {
  it.each([
    [undefined, DEFAULT_TOKEN_TTL_SECONDS],
    ['', DEFAULT_TOKEN_TTL_SECONDS],
    ['90', 90],
  ])('NAVIGATOR_TOKEN_TTL=%s gives %i seconds', (value, seconds) => {
    expect(tokenTtlFromEnv({ NAVIGATOR_TOKEN_TTL: value })).toBe(seconds);
  });

  it('is 12 hours by default', () => {
    expect(DEFAULT_TOKEN_TTL_SECONDS).toBe(43_200);
  });

  it.each(['0', '-5', '1h'])('refuses %s', (value) => {
    expect(() => tokenTtlFromEnv({ NAVIGATOR_TOKEN_TTL: value })).toThrow(
      `NAVIGATOR_TOKEN_TTL must be a positive number of seconds (got "${value}").`,
    );
  });
});
