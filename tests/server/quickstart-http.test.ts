/**
 * Quickstart progress over HTTP (GET/PUT /api/v2/quickstart/{key}): kept per user and per
 * tenant on the server, read back as saved, bad input refused with the field and value named.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
// The shared test data directory outlives the run: a fresh checklist key per run.
const KEY = `widget-gallery/quickstart-${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  server = await startTestServer();
  tokens.viewer = await server.login('acme', 'viewer');
  tokens.owner = await server.login('acme', 'owner');
  tokens.globex = await server.login('globex', 'viewer');
});

afterAll(async () => {
  await server?.close();
});

const path = (key = KEY) => `/api/v2/quickstart/${encodeURIComponent(key)}`;
const get = (token: string | undefined, tenant = 'acme') =>
  server.request({ path: path(), tenant, token });
const put = (token: string, body: unknown, tenant = 'acme', key = KEY) =>
  server.request({ method: 'PUT', path: path(key), tenant, token, body });

describe('quickstart progress', () => {
  it('starts empty, keeps what a user saves, deduplicated', async () => {
    const before = await get(tokens.viewer);
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ data: { key: KEY, done: [] } });
    const saved = await put(tokens.viewer!, { done: ['open-dashboard', 'filter', 'filter'] });
    expect(saved.json).toEqual({ data: { key: KEY, done: ['open-dashboard', 'filter'] } });
    expect((await get(tokens.viewer)).json).toEqual({
      data: { key: KEY, done: ['open-dashboard', 'filter'] },
    });
  });

  it('is per user and per tenant', async () => {
    await put(tokens.viewer!, { done: ['export'] });
    expect((await get(tokens.owner)).json).toEqual({ data: { key: KEY, done: [] } });
    // globex's viewer has the same user id and username as acme's: still their own progress.
    expect((await get(tokens.globex, 'globex')).json).toEqual({ data: { key: KEY, done: [] } });
    await put(tokens.owner!, { done: ['share'] });
    expect((await get(tokens.viewer)).json).toEqual({ data: { key: KEY, done: ['export'] } });
  });

  it('needs a session', async () => {
    expect((await get(undefined)).status).toBe(401);
  });

  it.each([
    [{ done: 'filter' }, 'done must be a list of item ids, got "filter"'],
    [
      { done: ['ok', 'no spaces'] },
      'done[1] must be an item id (letters, digits, - and _), got "no spaces"',
    ],
    [{}, 'done must be a list of item ids, got undefined'],
  ])('refuses %j', async (body, message) => {
    const answer = await put(tokens.viewer!, body);
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toBe(message);
  });

  it('refuses a key that is no widget uid', async () => {
    const answer = await put(tokens.viewer!, { done: [] }, 'acme', '../etc');
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toContain('"../etc"');
  });
});
