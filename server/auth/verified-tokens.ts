/**
 * Tokens whose signature already checked out, so a session's next requests skip the HMAC
 * (WebCrypto runs it on the libuv pool: ~40 µs and two thread hops per request). Keyed by the
 * exact token text: the same bytes carry the same signature, so the earlier check still holds.
 * An entry answers until the token expires or for at most a minute, whichever comes first;
 * revocation and the user lookup are not cached here (the auth service asks them every time).
 */
import type { TokenClaims } from './token-signer.ts';

/** How long a verified token is trusted without checking its signature again. */
export const VERIFIED_TOKEN_TTL_MS = 60_000;
/** Sessions remembered at once; the oldest verification is forgotten beyond this. */
export const MAX_VERIFIED_TOKENS = 10_000;

/** Claims of tokens verified recently. */
export interface VerifiedTokens {
  /** The claims of `token` when it was verified less than a minute ago and has not expired. */
  get(token: string): TokenClaims | undefined;
  /** Remembers a token that just verified (its signature, issuer and expiry). */
  add(token: string, claims: TokenClaims): void;
  /** Entries held (tests). */
  readonly size: number;
}

interface Entry {
  claims: TokenClaims;
  /** Milliseconds since the epoch: min(expiry, verified + VERIFIED_TOKEN_TTL_MS). */
  validUntil: number;
}

/** A bounded map of verified tokens (oldest out first), reading the clock through `now` (ms). */
export function createVerifiedTokens(
  options: { now?: () => number; ttlMs?: number; maxEntries?: number } = {},
): VerifiedTokens {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? VERIFIED_TOKEN_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_VERIFIED_TOKENS;
  const entries = new Map<string, Entry>();
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (now() >= entry.validUntil) {
        entries.delete(token);
        return undefined;
      }
      // Not moved to the back: entries last a minute at most, so evicting the oldest
      // verification first is as good as least recently used, and a hit stays one lookup.
      return { ...entry.claims };
    },
    add(token, claims) {
      const at = now();
      // jose refuses a token once now >= exp (seconds): the entry ends at that instant too.
      const validUntil = Math.min(claims.expiresAt * 1000, at + ttlMs);
      if (validUntil <= at) return;
      entries.delete(token);
      entries.set(token, { claims: { ...claims }, validUntil });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
