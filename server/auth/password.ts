import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters and output size used by {@link hashPassword}. */
export interface PasswordHashOptions {
  /** CPU/memory cost, a power of two greater than 1 (default 16384). */
  N?: number;
  /** Block size (default 8). */
  r?: number;
  /** Parallelization (default 1). */
  p?: number;
  /** Derived key length in bytes (default 64). */
  keylen?: number;
  /** Salt; a fresh 16-byte random salt when omitted. */
  salt?: Buffer;
}

/** The parts of a stored `scrypt:N:r:p:<salt>:<hash>` string. */
export interface ParsedPasswordHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

const PREFIX = 'scrypt';
const SALT_BYTES = 16;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
// Bounds keep a hostile or corrupted stored hash from making verification allocate gigabytes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;
const MAX_KEYLEN = 1024;

function scryptAsync(
  plain: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
}

function checkParameters(N: number, r: number, p: number, keylen: number): string | null {
  if (!isPowerOfTwo(N) || N > MAX_N) return `N must be a power of two between 2 and ${MAX_N}`;
  if (!Number.isInteger(r) || r < 1 || r > MAX_R) return `r must be an integer from 1 to ${MAX_R}`;
  if (!Number.isInteger(p) || p < 1 || p > MAX_P) return `p must be an integer from 1 to ${MAX_P}`;
  if (!Number.isInteger(keylen) || keylen < 16 || keylen > MAX_KEYLEN) {
    return `keylen must be an integer from 16 to ${MAX_KEYLEN}`;
  }
  return null;
}

/** scrypt needs about 128·N·r bytes; Node's default cap (32 MiB) is too small for some valid settings. */
function maxmemFor(N: number, r: number): number {
  return 256 * N * r + 1024 * 1024;
}

/**
 * Hashes a password with scrypt and returns `scrypt:N:r:p:<salt base64>:<hash base64>`,
 * the self-describing form stored in `users.json`.
 * @throws RangeError when a parameter is out of range.
 */
export async function hashPassword(
  plain: string,
  options: PasswordHashOptions = {},
): Promise<string> {
  const { N = 16384, r = 8, p = 1, keylen = 64 } = options;
  const problem = checkParameters(N, r, p, keylen);
  if (problem) throw new RangeError(problem);
  const salt = options.salt ?? randomBytes(SALT_BYTES);
  if (salt.length === 0) throw new RangeError('salt must not be empty');
  const hash = await scryptAsync(plain, salt, keylen, { N, r, p, maxmem: maxmemFor(N, r) });
  return [PREFIX, N, r, p, salt.toString('base64'), hash.toString('base64')].join(':');
}

function parsePositiveInt(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/**
 * Parses a stored hash string; returns null when it is not a well-formed scrypt hash with
 * parameters inside the accepted bounds.
 */
export function parsePasswordHash(stored: string): ParsedPasswordHash | null {
  if (typeof stored !== 'string') return null;
  const parts = stored.split(':');
  if (parts.length !== 6) return null;
  const [prefix, nText, rText, pText, saltText, hashText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (prefix !== PREFIX) return null;
  const N = parsePositiveInt(nText);
  const r = parsePositiveInt(rText);
  const p = parsePositiveInt(pText);
  if (N === null || r === null || p === null) return null;
  if (!BASE64.test(saltText) || !BASE64.test(hashText)) return null;
  const salt = Buffer.from(saltText, 'base64');
  const hash = Buffer.from(hashText, 'base64');
  if (salt.length === 0 || checkParameters(N, r, p, hash.length) !== null) return null;
  return { N, r, p, salt, hash };
}

/**
 * Checks a password against a stored `scrypt:...` hash with a timing-safe comparison.
 * Resolves false (never throws) for a wrong password or a malformed stored hash.
 */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  if (typeof plain !== 'string') return false;
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, hash } = parsed;
  let candidate: Buffer;
  try {
    candidate = await scryptAsync(plain, salt, hash.length, { N, r, p, maxmem: maxmemFor(N, r) });
  } catch {
    return false;
  }
  return candidate.length === hash.length && timingSafeEqual(candidate, hash);
}
