import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { WS_BAD_MESSAGE, WS_MISSING_TOKEN } from './websocket-routes.ts';

/** The parts of the `ws` client (a dependency of @fastify/websocket) these tests use. */
interface WsClient {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'open' | 'error', listener: (arg?: unknown) => void): void;
  send(data: string): void;
  close(): void;
}
type WsClientClass = new (url: string, options?: { headers?: Record<string, string> }) => WsClient;
// `ws` ships no type declarations (and @types/ws is not installed), hence require + interface.
const WebSocket = createRequire(import.meta.url)('ws') as WsClientClass;

let server: TestServer;

/** A connected client that records what it receives and how it closed. */
function connect(tenant: string, query: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws/navigator${query}`, {
    headers: { host: `${tenant}.localhost:${server.port}` },
  });
  const received: unknown[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString('utf8')));
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  /** Resolves once `count` messages have arrived. */
  const messages = async (count: number) => {
    while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
    return received.slice(0, count);
  };
  return { socket, received, closed, opened, messages };
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('websocket /ws/navigator', () => {
  it('echoes {message} per frame and stays open', async () => {
    const token = await server.login('acme', 'viewer');
    const client = connect('acme', `?token=${token}`);
    await client.opened;
    client.socket.send(JSON.stringify({ message: 'hello' }));
    client.socket.send(JSON.stringify({ message: { nested: [1, 2] }, extra: true }));
    client.socket.send('not json');
    client.socket.send(JSON.stringify({ text: 'no message field' }));
    expect(await client.messages(4)).toEqual([
      { message: 'hello' },
      { message: { nested: [1, 2] } },
      { error: WS_BAD_MESSAGE },
      { error: WS_BAD_MESSAGE },
    ]);
    client.socket.close();
    expect((await client.closed).code).toBe(1005);
  });

  it('answers a frame nested 100k deep as a bad message and keeps serving', async () => {
    const token = await server.login('acme', 'viewer');
    const client = connect('acme', `?token=${token}`);
    await client.opened;
    client.socket.send(`{"message":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    client.socket.send(JSON.stringify({ message: 'still here' }));
    expect(await client.messages(2)).toEqual([
      { error: WS_BAD_MESSAGE },
      { message: 'still here' },
    ]);
    client.socket.close();
  });

  it('closes after the first message with ?close=1', async () => {
    const token = await server.login('globex', 'owner');
    const client = connect('globex', `?token=${token}&close=1`);
    await client.opened;
    client.socket.send(JSON.stringify({ message: 'only one' }));
    client.socket.send(JSON.stringify({ message: 'ignored' }));
    const { code } = await client.closed;
    expect(code).toBe(1000);
    expect(client.received).toEqual([{ message: 'only one' }]);
  });

  it('closes after a frame that carries close: true', async () => {
    const token = await server.login('acme', 'super');
    const client = connect('acme', `?token=${token}`);
    await client.opened;
    client.socket.send(JSON.stringify({ message: 'first' }));
    client.socket.send(JSON.stringify({ message: 'bye', close: true }));
    expect((await client.closed).code).toBe(1000);
    expect(client.received).toEqual([{ message: 'first' }, { message: 'bye' }]);
  });

  it.each([
    ['no token', 'acme', async () => '', WS_MISSING_TOKEN],
    ['a garbage token', 'acme', async () => '?token=abc', AUTH_MESSAGES.invalidToken],
    [
      'a token of acme on globex',
      'globex',
      async () => `?token=${await server.login('acme', 'viewer')}`,
      AUTH_MESSAGES.otherTenantToken,
    ],
  ])('closes with 4401 for %s, answering nothing', async (_name, tenant, query, reason) => {
    const client = connect(tenant, await query());
    await client.opened;
    client.socket.send(JSON.stringify({ message: 'hello' }));
    expect(await client.closed).toEqual({ code: 4401, reason });
    expect(client.received).toEqual([]);
  });

  it('closes with 4401 for a logged-out token', async () => {
    const token = await server.login('acme', 'owner');
    await server.request({ path: '/api/v1/logout', tenant: 'acme', token });
    const client = connect('acme', `?token=${token}`);
    await client.opened;
    expect(await client.closed).toEqual({ code: 4401, reason: AUTH_MESSAGES.revokedToken });
  });
});
