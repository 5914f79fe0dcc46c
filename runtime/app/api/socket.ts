/**
 * The websocket of app-shell §7 (`/ws/navigator`, frames `{message}`): one socket per request,
 * optionally closed by the server after its first answer. Browsers cannot put headers on a
 * websocket, so the token travels as `?token=` (server/routes/websocket-routes.ts).
 */
import { getToken } from './local-db.ts';

/** Path of the navigator websocket. */
export const SOCKET_PATH = '/ws/navigator';

/** The socket URL on `location`'s host: ws for http, wss for https. */
export function socketUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  token: string,
  closeAfterFirst: boolean,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ token });
  if (closeAfterFirst) query.set('close', '1');
  return `${scheme}//${location.host}${SOCKET_PATH}?${query.toString()}`;
}

/** How long {@link askSocket} waits for an answer by default. */
export const SOCKET_TIMEOUT_MS = 10_000;

/** Options of {@link askSocket}. */
export interface AskSocketOptions {
  /** Ask the server to close the socket after its first answer (else this side closes it). */
  closeAfterFirst?: boolean;
  /** Give up (reject and close the socket) when no answer came within this many ms. */
  timeoutMs?: number;
}

/**
 * Opens a socket, sends `{message}` and resolves with the `message` of the first answer; the
 * socket is closed after it either way. Rejects without a token, on an `{error}` answer, when
 * the socket fails or closes first (a refused token closes with 4401 and the reason), and when
 * no answer came within `timeoutMs`: a socket that neither answers nor closes (a proxy holding
 * it, a server stuck checking the token) must not leave the caller waiting forever.
 */
export function askSocket(message: unknown, options: AskSocketOptions = {}): Promise<unknown> {
  const token = getToken();
  if (!token) return Promise.reject(new Error('You are not logged in.'));
  const closeAfterFirst = options.closeAfterFirst ?? false;
  const timeoutMs = options.timeoutMs ?? SOCKET_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(socketUrl(window.location, token, closeAfterFirst));
    } catch (error) {
      // A URL the browser refuses (or a policy that forbids it) throws instead of failing later.
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      settle(() =>
        reject(new Error(`The server did not answer within ${Math.round(timeoutMs / 1000)} s.`)),
      );
      socket.close();
    }, timeoutMs);
    socket.addEventListener('open', () => socket.send(JSON.stringify({ message })));
    socket.addEventListener('message', (event) => {
      if (!closeAfterFirst) socket.close(1000);
      settle(() => {
        try {
          const frame = JSON.parse(String(event.data)) as { message?: unknown; error?: unknown };
          if ('error' in frame) reject(new Error(String(frame.error)));
          else resolve(frame.message);
        } catch {
          reject(new Error('The server answered with something that is not JSON.'));
        }
      });
    });
    socket.addEventListener('close', (event) => {
      settle(() => reject(new Error(event.reason || `The socket closed (${event.code}).`)));
    });
  });
}

/** Pause between attempts of {@link askSocketWithin}. */
const RETRY_PAUSE_MS = 500;

/**
 * {@link askSocket}, tried again while a budget lasts. Right after the browser's "online" event
 * the network may not carry a socket yet (the first one fails at once), so a failure that comes
 * early is retried after a short pause; an attempt that waits for an answer uses what is left of
 * the budget, so the caller hears one outcome within `budgetMs` either way.
 */
export async function askSocketWithin(
  message: unknown,
  budgetMs: number,
  options: Omit<AskSocketOptions, 'timeoutMs'> = {},
): Promise<unknown> {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const left = deadline - Date.now();
    try {
      return await askSocket(message, { ...options, timeoutMs: Math.max(left, 1) });
    } catch (error) {
      if (deadline - Date.now() <= RETRY_PAUSE_MS * 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
}
