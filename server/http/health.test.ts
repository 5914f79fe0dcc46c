import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

it('the public health check says the server is up and names no tenant or path', async () => {
  const response = await server.request({ path: '/api/health', tenant: 'acme' });
  expect(response.status).toBe(200);
  expect(response.json).toEqual({ status: 'ok' });
  expect(response.text).not.toContain('globex');
  expect(response.text).not.toContain(server.dataDir);
});
