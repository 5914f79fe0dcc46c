import type { FastifyInstance, FastifyReply } from 'fastify';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { RateLimitError } from '../auth/auth-service.ts';
import { bearerToken, readCredentials } from '../auth/credentials.ts';
import { HttpError } from '../auth/http-error.ts';
import { requireUser } from '../auth/roles.ts';
import { sessionPayload } from '../auth/session-payload.ts';
import type { AppContext } from '../http/context.ts';
import { loginFailureOf } from '../http/metrics.ts';

const FORM = 'application/x-www-form-urlencoded';

/** Answers an HttpError as `{message}` (with Retry-After for a 429); rethrows anything else. */
function sendHttpError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof HttpError)) throw error;
  if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfter));
  return reply.code(error.statusCode).send({ message: error.message });
}

/**
 * Login and session calls of app-shell §7:
 *
 * - `POST /api/v1/login`, header `x-auth-method: BasicAuth`, body `{username | email, password}`
 *   (JSON or form-encoded) or `Authorization: Basic …` → `{token, user: SessionPayload,
 *   expires_at}`; 400 bad method or missing credentials, 403 'Invalid username or password.',
 *   404 unknown tenant, 429 'Too many login attempts. Try again in N seconds.' (+ Retry-After).
 * - `GET /api/v1/login` (token) → `{email, token, session}`.
 * - `GET /api/v1/logout` (token) → revokes the session → `{message: 'Logged out.'}`.
 * - `GET /api/v1/user/session`, `GET /api/v2/services/user/session` → `{email, session}`.
 * - `GET /api/v1/check_session/` → `{user_id, sessionid}`.
 *
 * `session` is a {@link sessionPayload} (filtering_fixed as a JSON string). Every token call
 * answers 401 `{message}` for a missing, invalid, expired, revoked or other-tenant token.
 */
export async function authRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'auth'> & Partial<Pick<AppContext, 'metrics'>>,
): Promise<void> {
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  app.post('/api/v1/login', async (request, reply) => {
    const tenant = request.tenant;
    if (!tenant) return reply.code(404).send({ message: AUTH_MESSAGES.unknownTenant });
    const method = request.headers['x-auth-method'];
    try {
      const { token, user, claims } = await ctx.auth.login({
        tenant,
        method: Array.isArray(method) ? method[0] : method,
        credentials: readCredentials(request.body, request.headers.authorization),
        ip: request.ip,
      });
      request.log.info({ tenant: tenant.id, user_id: user.user_id }, 'login');
      return {
        token,
        user: sessionPayload(user),
        expires_at: new Date(claims.expiresAt * 1000).toISOString(),
      };
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.metrics?.loginFailure(tenant.id, loginFailureOf(error.statusCode));
        if (error.statusCode !== 400) {
          request.log.warn({ tenant: tenant.id, status: error.statusCode }, 'login refused');
        }
      }
      return sendHttpError(reply, error);
    }
  });

  app.get('/api/v1/login', { preHandler: app.authenticate }, async (request) => {
    const user = requireUser(request);
    return {
      email: user.email,
      token: bearerToken(request.headers.authorization),
      session: sessionPayload(user),
    };
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/v1/logout',
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      try {
        const claims = await ctx.auth.signer.verify(
          bearerToken(request.headers.authorization) ?? '',
        );
        await ctx.auth.logout(claims);
        request.log.info({ tenant: claims.tenant, user_id: claims.userId }, 'logout');
        return { message: AUTH_MESSAGES.loggedOut };
      } catch (error) {
        return sendHttpError(reply, error);
      }
    },
  });

  for (const url of ['/api/v1/user/session', '/api/v2/services/user/session']) {
    app.get(url, { preHandler: app.authenticate }, async (request) => {
      const user = requireUser(request);
      return { email: user.email, session: sessionPayload(user) };
    });
  }

  // The shell calls it with the trailing slash; both spellings answer.
  for (const url of ['/api/v1/check_session/', '/api/v1/check_session']) {
    app.get(url, { preHandler: app.authenticate }, async (request) => {
      const user = requireUser(request);
      return { user_id: user.user_id, sessionid: user.sessionid };
    });
  }
}
