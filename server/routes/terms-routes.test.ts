import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../runtime/app/i18n/en.ts';
import { es } from '../../runtime/app/i18n/es.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('GET /terms-of-use-agreement/embed (no token)', () => {
  it.each([
    ['acme', '', en.terms.title],
    ['acme', '?lang=es', es.terms.title],
    ['globex', '?lang=zz', en.terms.title],
    [undefined, '', en.terms.title],
  ] as const)('on %s %s: the terms as HTML under the strict CSP', async (tenant, query, title) => {
    const response = await server.request({
      method: 'GET',
      path: `/terms-of-use-agreement/embed${query}`,
      tenant,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toContain(`<h1>${title}</h1>`);
    expect(response.text).not.toContain('<script');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });
});
