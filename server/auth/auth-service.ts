import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoadedConfig, TenantConfig } from '../config/config-types.ts';
import { tenantSettings } from '../config/tenant-settings.ts';
import type { SessionUser } from '../http/context.ts';
import { AUTH_MESSAGES, authMethodMessage, tooManyAttemptsMessage } from './auth-messages.ts';
import { bearerToken, type Credentials } from './credentials.ts';
import { HttpError } from './http-error.ts';
import { rateLimitsFromEnv } from './login-rate-limiter.ts';
import { createLoginLimits, type LoginLimits } from './shared-login-limiter.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { StoreEventLog } from './fallback-revocations.ts';
import { createRevocationStore, type RevocationStore } from './revocation-store.ts';
import { findUserById, findUserByLogin, toSessionUser } from './session-user.ts';
import { loadTokenSecret } from './token-secret.ts';
import {
  createTokenSigner,
  tokenTtlFromEnv,
  type TokenClaims,
  type TokenSigner,
} from './token-signer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Pre-handler that requires a valid session token of the request's tenant and sets
     * `request.user`; answers 401 `{message}` otherwise. Use `{ preHandler: app.authenticate }`.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Login methods this server implements (tenant.json `providers` picks among them). */
export const SUPPORTED_AUTH_METHODS = ['BasicAuth'] as const;

/** A 429 that also says when to come back (sent as Retry-After). */
export class RateLimitError extends HttpError {
  readonly retryAfter: number;

  constructor(retryAfter: number) {
    super(429, tooManyAttemptsMessage(retryAfter));
    this.retryAfter = retryAfter;
  }
}

export interface AuthServiceOptions {
  /** NAVIGATOR_SECRET, NAVIGATOR_TOKEN_TTL, REDIS_URL, NAVIGATOR_LOGIN_* (see README). */
  env: NodeJS.ProcessEnv;
  /** Keeps the generated signing secret when NAVIGATOR_SECRET is not set. */
  dataDir: string;
  /** The current config: users are looked up in it on every request, so edits apply at once. */
  config: () => LoadedConfig;
  /** Where the session store reports Redis going down and coming back (Fastify's app.log). */
  log?: StoreEventLog;
}

export interface LoginInput {
  tenant: TenantConfig;
  /** The x-auth-method header. */
  method: string | undefined;
  credentials: Credentials | undefined;
  /** Client address, for the per-IP limit. */
  ip: string;
}

export interface LoginResult {
  token: string;
  user: SessionUser;
  claims: TokenClaims;
}

/** Sessions: login, token checks, logout. Built once per app in build-app.ts. */
export interface AuthService {
  /**
   * Fastify pre-handler: sets `request.user` from the bearer token, checked against the
   * request's tenant, the revoked sessions and the current users.json; else answers 401
   * `{message}`. Use as `{ preHandler: app.authenticate }`.
   */
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * Checks a token for a tenant (the websocket passes it as `?token=`).
   * @throws HttpError 401 with the reason.
   */
  verify(
    token: string | undefined,
    tenantId: string | undefined,
  ): Promise<{ user: SessionUser; claims: TokenClaims }>;
  /**
   * Checks credentials and opens a session.
   * @throws HttpError 400 (method, missing credentials), 403 (wrong credentials),
   *   RateLimitError 429 (too many failures).
   */
  login(input: LoginInput): Promise<LoginResult>;
  /** Revokes the session of a (verified) token until it would have expired. */
  logout(claims: TokenClaims): Promise<void>;
  signer: TokenSigner;
  revocations: RevocationStore;
  /** Login failure counters: shared through Redis when REDIS_URL is set. */
  limiter: LoginLimits;
  close(): Promise<void>;
}

/** Offered login methods of a tenant (tenant.json `providers`, default BasicAuth). */
export function tenantAuthMethods(tenant: TenantConfig): string[] {
  return [...(tenantSettings(tenant).providers ?? ['BasicAuth'])];
}

/** Builds the auth service: signing secret, revocation store (memory or Redis), rate limiter. */
export async function createAuthService(options: AuthServiceOptions): Promise<AuthService> {
  const signer = createTokenSigner(
    await loadTokenSecret(options.env, options.dataDir),
    tokenTtlFromEnv(options.env),
  );
  const limiter = createLoginLimits(options.env, rateLimitsFromEnv(options.env), options.log);
  const revocations = await createRevocationStore(options.env, options.dataDir, options.log);
  // Unknown login names still pay for one scrypt, so timing does not tell which names exist.
  let decoyHash: Promise<string> | undefined;

  const verify: AuthService['verify'] = async (token, tenantId) => {
    if (!token) throw new HttpError(401, AUTH_MESSAGES.missingToken);
    const claims = await signer.verify(token);
    if (tenantId === undefined || claims.tenant !== tenantId) {
      throw new HttpError(401, AUTH_MESSAGES.otherTenantToken);
    }
    if (await revocations.isRevoked(claims.sessionId)) {
      throw new HttpError(401, AUTH_MESSAGES.revokedToken);
    }
    const tenant = options.config().tenants.get(claims.tenant);
    const entry = tenant ? findUserById(tenant, claims.userId) : undefined;
    if (!entry) throw new HttpError(401, AUTH_MESSAGES.unknownUser);
    return { user: toSessionUser(entry, claims.tenant, claims.sessionId), claims };
  };

  return {
    signer,
    limiter,
    revocations,
    verify,
    async authenticate(request, reply) {
      try {
        const { user } = await verify(
          bearerToken(request.headers.authorization),
          request.tenant?.id,
        );
        request.user = user;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return reply.code(error.statusCode).send({ message: error.message });
      }
    },
    async login({ tenant, method, credentials, ip }) {
      const offered = tenantAuthMethods(tenant).filter((m) =>
        (SUPPORTED_AUTH_METHODS as readonly string[]).includes(m),
      );
      if (method === undefined || !offered.includes(method)) {
        throw new HttpError(400, authMethodMessage(method, offered));
      }
      if (!credentials) throw new HttpError(400, AUTH_MESSAGES.missingCredentials);
      const entry = findUserByLogin(tenant, credentials.login);
      const key = {
        tenant: tenant.id,
        account: entry ? `#${entry.user_id}` : credentials.login,
        ip,
      };
      const wait = await limiter.retryAfter(key);
      if (wait > 0) throw new RateLimitError(wait);
      const stored =
        entry?.password && (entry.auth_method ?? 'BasicAuth') === method
          ? entry.password
          : undefined;
      const ok = stored
        ? await verifyPassword(credentials.password, stored)
        : await verifyPassword(
            credentials.password,
            await (decoyHash ??= hashPassword('decoy')),
          ).then(() => false);
      if (!ok || !entry) {
        await limiter.recordFailure(key);
        throw new HttpError(403, AUTH_MESSAGES.invalidCredentials);
      }
      await limiter.recordSuccess(key);
      const { token, claims } = await signer.sign({ userId: entry.user_id, tenant: tenant.id });
      return { token, claims, user: toSessionUser(entry, tenant.id, claims.sessionId) };
    },
    async logout(claims) {
      await revocations.revoke(claims.sessionId, claims.expiresAt);
    },
    async close() {
      await limiter.close();
      await revocations.close();
    },
  };
}

/**
 * Makes `app.authenticate` (the pre-handler of {@link AuthService.authenticate}) available to
 * every route plugin registered after it.
 */
export function registerAuthentication(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('user', undefined);
  app.decorate('authenticate', auth.authenticate);
}
