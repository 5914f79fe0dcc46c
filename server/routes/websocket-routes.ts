import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../auth/http-error.ts';
import type { AppContext } from '../http/context.ts';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../http/json-body.ts';

/** Close code for a missing, invalid, expired, revoked or other-tenant token (HTTP 401 + 4000). */
export const WS_UNAUTHORIZED = 4401;
/** Normal close, after the first message when the client asked for it. */
export const WS_NORMAL = 1000;
/** Text sent back for a frame that is not `{"message": ...}` JSON. */
export const WS_BAD_MESSAGE = 'Send JSON like {"message": "..."}.';
export const WS_MISSING_TOKEN = 'Missing token: connect with ?token=<token>.';

interface WsQuery {
  token?: string;
  close?: string;
}

const truthy = (value: unknown) => value === true || value === '1' || value === 'true';

/**
 * The websocket of app-shell §7 at `/ws/navigator?token=<token>[&close=1]`.
 *
 * - Browsers cannot set headers on a websocket, so the session token comes as `?token=`; a
 *   missing or refused token closes the socket with code 4401 and the reason as close text.
 * - Each frame `{"message": <any>}` is answered with `{"message": <the same value>}`; a frame
 *   that is not such JSON gets `{"error": "Send JSON like {\"message\": \"...\"}."}`.
 * - `?close=1` (or `"close": true` in a frame) closes the socket (1000) after that first answer.
 */
export async function websocketRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'auth'>,
): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });

  app.get<{ Querystring: WsQuery }>('/ws/navigator', { websocket: true }, (socket, request) => {
    const closeAfterFirst = truthy(request.query.close);
    // Frames can arrive while the token is being checked: they wait for the verdict.
    const allowed = ctx.auth.verify(request.query.token, request.tenant?.id).then(
      ({ user }) => {
        request.log.debug({ tenant: user.tenant, user_id: user.user_id }, 'websocket open');
        return true;
      },
      (error: unknown) => {
        const reason =
          error instanceof HttpError
            ? request.query.token
              ? error.message
              : WS_MISSING_TOKEN
            : 'Could not check the token.';
        socket.close(WS_UNAUTHORIZED, reason);
        return false;
      },
    );

    socket.on('message', (data: Buffer, isBinary: boolean) => {
      void allowed.then((ok) => {
        if (!ok || socket.readyState !== socket.OPEN) return;
        let frame: unknown;
        try {
          const text = isBinary ? undefined : data.toString('utf8');
          // Echoing a frame nested deeper than requests may be would overflow the stack.
          frame =
            text === undefined || jsonDepthExceeds(text, MAX_JSON_DEPTH)
              ? undefined
              : JSON.parse(text);
        } catch {
          frame = undefined;
        }
        const valid = frame !== null && typeof frame === 'object' && 'message' in frame;
        socket.send(
          JSON.stringify(
            valid
              ? { message: (frame as { message: unknown }).message }
              : { error: WS_BAD_MESSAGE },
          ),
        );
        if (closeAfterFirst || (valid && truthy((frame as { close?: unknown }).close))) {
          socket.close(WS_NORMAL, 'Closed after the first message.');
        }
      });
    });
  });
}
