import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, parsePasswordHash, verifyPassword } from './password.ts';

// Small cost keeps the suite fast; the default cost is exercised once below.
const FAST = { N: 1024, r: 8, p: 1 } as const;

describe('hashPassword', () => {
  it('uses the documented defaults and format', async () => {
    const stored = await hashPassword('navigator');
    const parts = stored.split(':');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4] ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5] ?? '', 'base64')).toHaveLength(64);
    expect(await verifyPassword('navigator', stored)).toBe(true);
  });

  it('honours N, r, p, keylen and salt', async () => {
    const salt = Buffer.from('fixed-salt-value');
    const stored = await hashPassword('secret', { N: 2048, r: 4, p: 2, keylen: 32, salt });
    const expected = scryptSync('secret', salt, 32, { N: 2048, r: 4, p: 2 }).toString('base64');
    expect(stored).toBe(`scrypt:2048:4:2:${salt.toString('base64')}:${expected}`);
  });

  it('draws a new random salt per call', async () => {
    const first = await hashPassword('same', FAST);
    const second = await hashPassword('same', FAST);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same', first)).toBe(true);
    expect(await verifyPassword('same', second)).toBe(true);
  });

  it.each([
    [{ N: 1000 }, /N must be a power of two/],
    [{ N: 1 }, /N must be a power of two/],
    [{ r: 0 }, /r must be/],
    [{ p: 1.5 }, /p must be/],
    [{ keylen: 8 }, /keylen must be/],
    [{ salt: Buffer.alloc(0) }, /salt must not be empty/],
  ])('rejects bad options %o', async (options, message) => {
    await expect(hashPassword('x', options)).rejects.toThrow(message);
  });
});

describe('verifyPassword', () => {
  it('round-trips unicode and empty passwords', async () => {
    for (const plain of ['', 'contraseña-ñ-😀', 'a'.repeat(200)]) {
      const stored = await hashPassword(plain, FAST);
      expect(await verifyPassword(plain, stored)).toBe(true);
    }
  });

  it.each(['navigator ', 'Navigator', 'navigato', ''])(
    'rejects wrong password %j',
    async (wrong) => {
      const stored = await hashPassword('navigator', FAST);
      expect(await verifyPassword(wrong, stored)).toBe(false);
    },
  );

  it('rejects a hash whose parameters were altered', async () => {
    const stored = await hashPassword('navigator', FAST);
    const altered = stored.replace('scrypt:1024:', 'scrypt:2048:');
    expect(await verifyPassword('navigator', altered)).toBe(false);
  });

  it('rejects a hash with one flipped byte', async () => {
    const stored = await hashPassword('navigator', FAST);
    const parts = stored.split(':');
    const hash = Buffer.from(parts[5] ?? '', 'base64');
    hash[0] = (hash[0] ?? 0) ^ 1;
    parts[5] = hash.toString('base64');
    expect(await verifyPassword('navigator', parts.join(':'))).toBe(false);
  });

  it.each([
    '',
    'navigator',
    'scrypt',
    'scrypt:16384:8:1:c2FsdA==',
    'scrypt:16384:8:1:c2FsdA==:aGFzaA==:extra',
    'bcrypt:16384:8:1:c2FsdGZvcnRlc3Q=:' + 'A'.repeat(88),
    'scrypt:abc:8:1:c2FsdGZvcnRlc3Q=:' + 'A'.repeat(88),
    'scrypt:1000:8:1:c2FsdGZvcnRlc3Q=:' + 'A'.repeat(88),
    'scrypt:016384:8:1:c2FsdGZvcnRlc3Q=:' + 'A'.repeat(88),
    'scrypt:16384:-8:1:c2FsdGZvcnRlc3Q=:' + 'A'.repeat(88),
    'scrypt:16384:8:1::' + 'A'.repeat(88),
    'scrypt:16384:8:1:not base64!:' + 'A'.repeat(88),
    'scrypt:16384:8:1:c2FsdGZvcnRlc3Q=:short',
    'scrypt:4294967296:8:1:c2FsdGZvcnRlc3Q=:' + 'A'.repeat(88),
  ])('rejects malformed stored hash %j without throwing', async (stored) => {
    expect(parsePasswordHash(stored)).toBeNull();
    await expect(verifyPassword('navigator', stored)).resolves.toBe(false);
  });

  it('rejects non-string input', async () => {
    const stored = await hashPassword('navigator', FAST);
    expect(await verifyPassword(undefined as unknown as string, stored)).toBe(false);
    expect(await verifyPassword('navigator', null as unknown as string)).toBe(false);
  });
});

describe('parsePasswordHash', () => {
  it('returns the parameters, salt and hash', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const stored = await hashPassword('pw', { N: 4096, r: 2, p: 3, keylen: 48, salt });
    const parsed = parsePasswordHash(stored);
    expect(parsed).toMatchObject({ N: 4096, r: 2, p: 3 });
    expect(parsed?.salt.equals(salt)).toBe(true);
    expect(parsed?.hash).toHaveLength(48);
  });
});
