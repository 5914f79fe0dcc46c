/**
 * SIGTERM drains the real `navigator start` process: a request in flight when the signal
 * arrives completes (200), a new request meanwhile gets 503 + Retry-After, `/api/ready` says
 * 503 `draining` while `/api/health` (liveness) stays 200, then the port closes (connection
 * refused; an open websocket is closed) and the process exits 0.
 *
 * The request in flight is held open by its body: a login is sent with `Expect: 100-continue`,
 * and its body only after the signal, so it is in flight for as long as the test needs without
 * anything artificial in the server. The server's `100 Continue` says it has the request.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { request } from '../support/http.ts';
import {
  loginAt,
  privateConfigDir,
  privateDataDir,
  removeTempDirs,
} from '../support/process-fixtures.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';

/** The parts of the `ws` client (a dependency of @fastify/websocket) this test uses. */
interface WsClient {
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'open' | 'error', listener: (arg?: unknown) => void): void;
}
type WsClientClass = new (url: string, options?: { headers?: Record<string, string> }) => WsClient;
// `ws` ships no type declarations, hence require + interface (as websocket-routes.test.ts).
const WebSocket = createRequire(import.meta.url)('ws') as WsClientClass;

/** An open websocket of `tenant`'s `viewer`; `closed` resolves with the close code. */
async function openSocket(port: number, token: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/navigator?token=${token}`, {
    headers: { host: `acme.localhost:${port}` },
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  return { closed };
}

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.kill();
  await removeTempDirs();
});

/** Starts a login whose body is sent only when `finish` is called; `received` once the server has it. */
function heldLogin(port: number) {
  const body = JSON.stringify({ username: 'viewer', password: 'navigator' });
  const agent = new http.Agent({ keepAlive: false });
  let finish = () => {};
  let markReceived = () => {};
  const received = new Promise<void>((resolve) => (markReceived = resolve));
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/login',
        headers: {
          host: `acme.localhost:${port}`,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'x-auth-method': 'BasicAuth',
          expect: '100-continue',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.on('continue', () => markReceived());
    req.flushHeaders();
    finish = () => req.end(body);
  });
  return { response, received, finish: () => finish() };
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new ones with 503 + Retry-After, exits 0', async () => {
    const [dataDir, configDir] = await Promise.all([privateDataDir(), privateConfigDir()]);
    server = await startNavigator({ dataDir, configDir, env: { NAVIGATOR_DRAIN_MS: '60000' } });
    const { port } = server;
    const ready = await request(port, { path: '/api/ready', tenant: 'acme' });
    expect(ready.status).toBe(200);
    expect(ready.json).toMatchObject({ status: 'ok' });

    // An open websocket must not hold the drain: it is closed when the port closes.
    const socket = await openSocket(port, await loginAt(port, 'acme', 'viewer'));
    const held = heldLogin(port);
    await held.received;
    server.terminate();

    const draining = await until(
      () => request(port, { path: '/api/ready', tenant: 'acme' }),
      (response) => response.status === 503,
    );
    expect(draining.json).toMatchObject({
      status: 'draining',
      dependencies: { datasources: { 'acme/demo': 'ok' } },
    });
    expect((await request(port, { path: '/api/health', tenant: 'acme' })).status).toBe(200);

    const refused = await request(port, { path: '/api/v1/auth/methods', tenant: 'acme' });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json).toEqual({
      message: 'This server is shutting down; retry on another one.',
    });

    held.finish();
    const finished = await held.response;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.body)).toHaveProperty('token');

    expect(await server.exited).toBe(0);
    expect(await socket.closed).toBeGreaterThan(0);
    expect(server.output()).toContain('SIGTERM: draining 1 request(s) in flight');
    await expect(request(port, { path: '/api/health', tenant: 'acme' })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});
