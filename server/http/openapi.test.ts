import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { isDocumented, openApiPath, undocumentedRoutes } from './openapi.ts';

interface Operation {
  responses: Record<string, unknown>;
  requestBody?: unknown;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

describe('openApiPath', () => {
  it.each([
    ['/api/health', '/api/health', []],
    [
      '/api/v2/dashboards/:dashboard_id/layout',
      '/api/v2/dashboards/{dashboard_id}/layout',
      ['dashboard_id'],
    ],
    ['/api/v2/widgets/*', '/api/v2/widgets/{path}', ['path']],
  ])('%s → %s', (url, path, params) => {
    expect(openApiPath(url)).toEqual({ path, params });
  });
});

describe('isDocumented', () => {
  it.each([
    ['GET', '/api/health', true],
    ['HEAD', '/api/health', false],
    ['GET', '/ws/navigator', true],
    ['GET', '/metrics', true],
    ['GET', '/api/*', false],
    ['GET', '/index.html', false],
  ])('%s %s → %s', (method, url, expected) => {
    expect(isDocumented({ method, url })).toBe(expected);
  });
});

/** Every `$ref` string anywhere in `value`. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsOf(item, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  let server: TestServer;
  let document: Document;
  beforeAll(async () => {
    server = await startTestServer();
    const response = await server.request({ path: '/api/openapi.json', tenant: 'acme' });
    expect(response.status).toBe(200);
    document = response.json as Document;
  });
  afterAll(async () => server?.close());

  it('is OpenAPI 3.1 with every schema of schemas/ as a component', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const name of ['dashboard', 'widget', 'saved-query', 'log-payload', 'layout-item']) {
      expect(document.components.schemas[name]).toHaveProperty('$id');
    }
  });

  it('documents every registered API, websocket and metrics route, and describes each', () => {
    const routes = server.app.registeredRoutes.filter(isDocumented);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/v1/login', 'GET /ws/navigator', 'GET /metrics']),
    );
    expect(undocumentedRoutes(server.app.registeredRoutes)).toEqual([]);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url).path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
    }
    const count = Object.values(document.paths).flatMap((p) => Object.keys(p)).length;
    expect(count).toBe(routes.length);
  });

  it('every internal $ref points at a component', () => {
    for (const ref of refsOf(document.paths)) {
      const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
      if (name) expect(document.components.schemas, ref).toHaveProperty([name]);
    }
  });

  it('every documented operation answers a basic call, signed in or not, as documented', async () => {
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{[^}]+\}/g, 'x');
        // Logging out revokes the token: each signed-in call gets its own session.
        for (const token of [undefined, await server.login('acme', 'super')]) {
          const response = await server.request({
            method: method.toUpperCase(),
            path: url,
            tenant: 'acme',
            token,
            body: operation.requestBody ? {} : undefined,
          });
          const label = `${method.toUpperCase()} ${url} ${token ? 'signed in' : 'anonymous'}`;
          expect(Object.keys(operation.responses), `${label} → ${response.status}`).toContain(
            String(response.status),
          );
          checked.push(`${label} ${response.status}`);
        }
      }
    }
    expect(checked.length).toBe(
      2 * Object.values(document.paths).flatMap((p) => Object.keys(p)).length,
    );
  });
});
