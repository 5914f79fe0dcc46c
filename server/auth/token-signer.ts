import { errors, jwtVerify, SignJWT } from 'jose';
import { randomUUID, webcrypto } from 'node:crypto';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { HttpError } from './http-error.ts';
import { createVerifiedTokens } from './verified-tokens.ts';

/** Default session length: 12 hours. */
export const DEFAULT_TOKEN_TTL_SECONDS = 12 * 60 * 60;

const ALGORITHM = 'HS256';
const ISSUER = 'navigator';

/** What a session token says, once its signature and expiry checked out. */
export interface TokenClaims {
  /** The user's user_id. */
  userId: number;
  tenant: string;
  /** Session id (the JWT `jti`): logout revokes it. */
  sessionId: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

/** Signs and checks session tokens. */
export interface TokenSigner {
  /** A new token for a user of a tenant, with a fresh session id. */
  sign(input: {
    userId: number;
    tenant: string;
    /** Seconds since the epoch; defaults to now + the configured lifetime (tests sign expired ones). */
    expiresAt?: number;
  }): Promise<{ token: string; claims: TokenClaims }>;
  /**
   * Checks signature, issuer, algorithm and expiry. A token verified in the last minute is
   * not checked for its signature again (same text, same signature), only for its expiry.
   * @throws HttpError 401 naming what is wrong (expired or invalid).
   */
  verify(token: string): Promise<TokenClaims>;
  /** Token lifetime in seconds. */
  readonly ttlSeconds: number;
}

/**
 * Reads `NAVIGATOR_TOKEN_TTL` (seconds).
 * @throws Error when it is set but not a positive integer.
 */
export function tokenTtlFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.NAVIGATOR_TOKEN_TTL;
  if (raw === undefined || raw === '') return DEFAULT_TOKEN_TTL_SECONDS;
  if (!/^[1-9]\d*$/.test(raw)) {
    throw new Error(`NAVIGATOR_TOKEN_TTL must be a positive number of seconds (got "${raw}").`);
  }
  return Number(raw);
}

/** HS256 session tokens (jose) carrying sub = user_id, tenant and jti = session id. */
export function createTokenSigner(secretBytes: Uint8Array, ttlSeconds: number): TokenSigner {
  // A CryptoKey imported once: given raw bytes or a KeyObject, jose imports a WebCrypto key
  // on every call (~35 µs each).
  const secret = webcrypto.subtle.importKey(
    'raw',
    secretBytes,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A key that cannot be imported fails each sign and verify, not the process.
  secret.catch(() => undefined);
  const verified = createVerifiedTokens();
  return {
    ttlSeconds,
    async sign({ userId, tenant, expiresAt }) {
      const now = Math.floor(Date.now() / 1000);
      const claims: TokenClaims = {
        userId,
        tenant,
        sessionId: randomUUID(),
        expiresAt: expiresAt ?? now + ttlSeconds,
      };
      const token = await new SignJWT({ tenant })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(userId))
        .setJti(claims.sessionId)
        .setIssuedAt(Math.min(now, claims.expiresAt))
        .setExpirationTime(claims.expiresAt)
        .sign(await secret);
      return { token, claims };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      let payload;
      try {
        ({ payload } = await jwtVerify(token, await secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
        }));
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw new HttpError(401, AUTH_MESSAGES.expiredToken);
        throw new HttpError(401, AUTH_MESSAGES.invalidToken);
      }
      const userId = Number(payload.sub);
      const { tenant, jti, exp } = payload;
      if (
        !Number.isInteger(userId) ||
        typeof tenant !== 'string' ||
        typeof jti !== 'string' ||
        typeof exp !== 'number'
      ) {
        throw new HttpError(401, AUTH_MESSAGES.invalidToken);
      }
      const claims = { userId, tenant, sessionId: jti, expiresAt: exp };
      verified.add(token, claims);
      return claims;
    },
  };
}
