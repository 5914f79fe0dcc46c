import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { navigatorStore } from '../stores/navigator-store.ts';
import {
  abortPendingRequests,
  ApiError,
  apiFetch,
  clearToken,
  getToken,
  onApiResponse,
  setToken,
} from './client.ts';
import { MemoryStorage } from './memory-storage.ts';

/** A real HTTP server answering by path, recording what it received. */
let server: Server;
let base = '';
const received: { method: string; url: string; authorization?: string; body: string }[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += String(chunk)));
    req.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  Object.defineProperty(globalThis, 'localStorage', {
    value: new MemoryStorage(),
    configurable: true,
  });
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const url = req.url ?? '';
      if (url.startsWith('/api/v1/login'))
        return json(403, { message: 'Invalid username or password.' });
      if (url.startsWith('/api/v1/user/session'))
        return json(401, { message: 'Invalid token. Log in again.' });
      if (url.startsWith('/forbidden')) return json(403, { message: 'Not your program.' });
      if (url.startsWith('/slow')) return void setTimeout(() => json(200, { late: true }), 2000);
      if (url.startsWith('/empty')) return void res.writeHead(204).end();
      return json(200, { ok: true, echo: body ? (JSON.parse(body) as unknown) : null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  clearToken();
  navigatorStore.showErrorAuth = false;
  navigatorStore.error_api = false;
});

describe('apiFetch', () => {
  it('without a token makes no request, raises the 403 overlay and rejects', async () => {
    await expect(apiFetch(`${base}/api/v2/modules`)).rejects.toMatchObject({ status: 403 });
    expect(received).toEqual([]);
    expect(navigatorStore.showErrorAuth).toBe(403);
  });

  it('ignoreToken calls go out without Authorization', async () => {
    await expect(apiFetch(`${base}/public`, { ignoreToken: true })).resolves.toMatchObject({
      ok: true,
    });
    expect(received[0]?.authorization).toBeUndefined();
    expect(navigatorStore.showErrorAuth).toBe(false);
  });

  it('sends the stored token as Bearer and JSON bodies', async () => {
    setToken('tok-1');
    expect(getToken()).toBe('tok-1');
    expect(localStorage.getItem('auth.token')).toBe('tok-1');
    const answer = await apiFetch<{ echo: unknown }>(`${base}/echo`, {
      method: 'POST',
      body: { a: 1 },
    });
    expect(answer.echo).toEqual({ a: 1 });
    expect(received[0]).toMatchObject({ method: 'POST', authorization: 'Bearer tok-1' });
  });

  it('a 401 rejects with the server message and shows the overlay with 403', async () => {
    setToken('dead');
    const error = await apiFetch(`${base}/api/v1/user/session`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid token. Log in again.' });
    expect(navigatorStore.showErrorAuth).toBe(403);
    expect(navigatorStore.error_api).toBe('Invalid token. Log in again.');
  });

  it('a 403 on /api/v1/login shows the overlay; a 403 elsewhere does not', async () => {
    await expect(
      apiFetch(`${base}/api/v1/login`, { method: 'POST', body: {}, ignoreToken: true }),
    ).rejects.toMatchObject({ status: 403, message: 'Invalid username or password.' });
    expect(navigatorStore.showErrorAuth).toBe(403);
    navigatorStore.showErrorAuth = false;
    setToken('tok');
    await expect(apiFetch(`${base}/forbidden`)).rejects.toMatchObject({ status: 403 });
    expect(navigatorStore.showErrorAuth).toBe(false);
  });

  it('a path change aborts pending requests unless they are kept', async () => {
    setToken('tok');
    const pending = apiFetch(`${base}/slow`);
    const kept = apiFetch<{ late: boolean }>(`${base}/slow`, { keepOnNavigation: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    abortPendingRequests();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(kept).resolves.toEqual({ late: true });
    expect(navigatorStore.error_api).toBe(false);
  });

  it('an empty body resolves undefined and listeners hear successful responses', async () => {
    setToken('tok');
    const heard: string[] = [];
    const stop = onApiResponse((event) => heard.push(`${event.method} ${event.status}`));
    await expect(apiFetch(`${base}/empty`)).resolves.toBeUndefined();
    stop();
    await apiFetch(`${base}/echo`);
    expect(heard).toEqual(['GET 204']);
  });
});
