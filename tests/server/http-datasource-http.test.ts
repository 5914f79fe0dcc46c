/**
 * The HTTP datasource over real HTTP on both sides: Navigator's routes in front, a local
 * upstream API (node:http, started here) behind. Rows come from the JSON path, filter values
 * arrive encoded in the query string or the POST body, the user's fixed filters and program
 * rights apply as for SQL slugs, results are cached, and every failure (timeout, oversize,
 * not JSON, upstream 500, refused URL or redirect, missing token variable) answers a clear
 * error naming the datasource — a refused URL before any network call.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfigDir } from '../../server/config/validate-config.ts';
import { CACHE_HEADER } from '../../server/routes/query-response.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { schemaRef } from '../support/test-dashboard.ts';

/** Requests the upstream received, newest last. */
const seen: { method: string; url: string; body: string; auth: string | undefined }[] = [];
let upstream: Server;
let other: Server;
let base = '';
let otherBase = '';
let server: TestServer;
let viewer = '';
let fixed = '';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
}

function listen(handler: Parameters<typeof createServer>[1]): Promise<[Server, string]> {
  const created = createServer(handler);
  return new Promise((resolve) =>
    created.listen(0, '127.0.0.1', () => {
      const address = created.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve([created, `http://127.0.0.1:${port}`]);
    }),
  );
}

const json = (body: unknown) => ({
  status: 200,
  type: 'application/json',
  body: JSON.stringify(body),
});

beforeAll(async () => {
  [other, otherBase] = await listen((_request, response) => {
    seen.push({ method: 'GET', url: 'OTHER', body: '', auth: undefined });
    response.end('[]');
  });
  [upstream, base] = await listen(async (request, response) => {
    const body = await readBody(request);
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      body,
      auth: request.headers.authorization,
    });
    const url = new URL(request.url ?? '/', 'http://upstream');
    const answers: Record<string, () => { status: number; type: string; body: string } | null> = {
      '/v1/stores': () =>
        json({
          data: {
            items: [
              { store: 'Harbor', revenue: 1200.5, region_id: url.searchParams.get('region_id') },
              { store: 'Hillside', revenue: 980, region_id: url.searchParams.get('region_id') },
            ],
          },
          query: url.search,
        }),
      '/v1/search': () => {
        const sent = JSON.parse(body) as Record<string, unknown>;
        return json({ results: [{ ...sent, store: 'Posted' }] });
      },
      '/v1/slow': () => null,
      '/v1/big': () =>
        json({ rows: Array.from({ length: 5000 }, (_, i) => ({ i, pad: 'x'.repeat(40) })) }),
      '/v1/html': () => ({ status: 200, type: 'text/html', body: '<html>oops</html>' }),
      '/v1/fail': () => ({ status: 500, type: 'text/plain', body: 'boom' }),
      '/v1/away': () => ({ status: 302, type: `${otherBase}/v1/stores`, body: '' }),
      '/v1/hop': () => ({ status: 302, type: '/v1/stores?region_id=5', body: '' }),
      '/v1/loop': () => ({ status: 302, type: '/v1/loop', body: '' }),
    };
    const answer = answers[url.pathname]?.();
    if (answer === undefined) {
      response.writeHead(404).end();
    } else if (answer === null) {
      // Never answers: the datasource's timeout must end the request.
    } else if (answer.status === 302) {
      response.writeHead(302, { location: answer.type }).end();
    } else {
      response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
    }
  });

  const query = (slug: string, http: object, extra: object = {}) => ({
    query_slug: slug,
    program_id: 1,
    program_slug: 'retail',
    source: 'api',
    provider: 'db',
    is_cached: true,
    http,
    ...extra,
  });
  server = await startTestServer({
    env: { ...process.env, REDIS_URL: '', TEST_API_TOKEN: 'tok-123' },
    prepareConfig: async (dir) => {
      const tenantDir = path.join(dir, 'acme');
      const tenantFile = path.join(tenantDir, 'tenant.json');
      const tenant = JSON.parse(await readFile(tenantFile, 'utf8')) as Record<string, unknown>;
      tenant.http_allowed_base_urls = [`${base}/v1/`];
      await writeFile(tenantFile, JSON.stringify(tenant));
      const dsDir = path.join(tenantDir, 'datasources');
      await writeFile(
        path.join(dsDir, 'api.json'),
        JSON.stringify({
          $schema: schemaRef(dsDir, 'datasource'),
          name: 'api',
          type: 'http',
          base_url: `${base}/v1/`,
          headers: { Authorization: { env: 'TEST_API_TOKEN', prefix: 'Bearer ' } },
          rows_path: '$.data.items',
          statement_timeout_ms: 700,
          max_response_bytes: 20000,
        }),
      );
      await writeFile(
        path.join(dsDir, 'api_no_token.json'),
        JSON.stringify({
          $schema: schemaRef(dsDir, 'datasource'),
          name: 'api_no_token',
          type: 'http',
          base_url: `${base}/v1/`,
          headers: { 'X-Key': { env: 'ACME_MISSING_TOKEN' } },
        }),
      );
      const qDir = path.join(tenantDir, 'queries');
      const write = (slug: string, value: object) =>
        writeFile(
          path.join(qDir, `${slug}.json`),
          JSON.stringify({ $schema: schemaRef(qDir, 'saved-query'), ...value }),
        );
      await write(
        'api_stores',
        query(
          'api_stores',
          { path: 'stores' },
          { params: [{ name: 'region_id', type: 'integer' }] },
        ),
      );
      await write(
        'api_search',
        query(
          'api_search',
          { method: 'POST', path: 'search', body: { kind: 'store' }, rows_path: '$.results' },
          { params: [{ name: 'region', type: 'string' }] },
        ),
      );
      await write('api_slow', query('api_slow', { path: 'slow' }));
      await write('api_big', query('api_big', { path: 'big', rows_path: '$.rows' }));
      await write('api_html', query('api_html', { path: 'html' }));
      await write('api_fail', query('api_fail', { path: 'fail' }));
      await write('api_away', query('api_away', { path: 'away' }));
      await write('api_hop', query('api_hop', { path: 'hop' }));
      await write('api_loop', query('api_loop', { path: 'loop' }));
      await write('api_outside', query('api_outside', { path: `${otherBase}/v1/stores` }));
      await write('api_escape', query('api_escape', { path: '../admin' }));
      await write(
        'api_no_token',
        query('api_no_token', { path: 'stores' }, { source: 'api_no_token' }),
      );
      await write(
        'api_ecommerce',
        query('api_ecommerce', { path: 'stores' }, { program_id: 2, program_slug: 'ecommerce' }),
      );
    },
  });
  viewer = await server.login('acme', 'viewer');
  fixed = await server.login('acme', 'fixed');
});

afterAll(async () => {
  await server?.close();
  upstream?.close();
  other?.close();
});

const run = (slug: string, body: unknown = {}, token = viewer) =>
  server.request({
    method: 'POST',
    path: `/api/v2/services/queries/${slug}`,
    tenant: 'acme',
    token,
    body,
  });

describe('HTTP datasource over HTTP', () => {
  it('is checked by navigator validate: a base_url outside the allow-list is a problem', async () => {
    const dir = path.join(server.configDir, 'acme', 'datasources');
    const file = path.join(dir, 'api_stray.json');
    await writeFile(
      file,
      JSON.stringify({
        $schema: schemaRef(dir, 'datasource'),
        name: 'api_stray',
        type: 'http',
        base_url: 'http://169.254.169.254/latest/',
      }),
    );
    const qDir = path.join(server.configDir, 'acme', 'queries');
    const strays = [
      [path.join(qDir, 'api_on_duckdb.json'), { source: 'demo', http: { path: 'stores' } }],
      [path.join(qDir, 'sql_on_api.json'), { source: 'api', query_raw: 'SELECT 1 AS one' }],
    ] as const;
    for (const [strayFile, value] of strays) {
      await writeFile(
        strayFile,
        JSON.stringify({
          $schema: schemaRef(qDir, 'saved-query'),
          query_slug: path.basename(strayFile, '.json'),
          program_id: 1,
          program_slug: 'retail',
          ...value,
        }),
      );
    }
    try {
      const { problems } = await validateConfigDir(server.configDir);
      expect(
        problems
          .filter((problem) => problem.rule === 'query-datasource')
          .map((problem) => problem.message),
      ).toEqual([
        'an http request runs on an http datasource, but "demo" is duckdb',
        'datasource "api" is an http datasource: give the query an "http" request instead of SQL',
      ]);
      const messages = problems.map((problem) => problem.message);
      expect(messages).toContain(
        'base_url http://169.254.169.254/latest/ is not allowed for tenant "acme": http://169.254.169.254/latest/ is not under an allowed base URL of the tenant (tenant.json http_allowed_base_urls)',
      );
      // The datasources under the allow-list this suite set are fine.
      expect(messages.filter((message) => message.includes(base))).toEqual([]);
    } finally {
      await rm(file);
      for (const [strayFile] of strays) await rm(strayFile);
    }
  });

  it('answers the rows at the datasource rows_path with the token from the environment', async () => {
    const response = await run('api_stores', { where_cond: { region_id: 2 } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      { store: 'Harbor', revenue: 1200.5, region_id: '2' },
      { store: 'Hillside', revenue: 980, region_id: '2' },
    ]);
    const last = seen.at(-1)!;
    expect(last.url).toBe('/v1/stores?region_id=2');
    expect(last.auth).toBe('Bearer tok-123');
  });

  it("lists an http slug's columns with kinds read from the values", async () => {
    const response = await server.request({
      method: 'PATCH',
      path: '/api/v2/services/queries/api_stores',
      tenant: 'acme',
      token: viewer,
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: ['store', 'revenue', 'region_id'],
      columns: [
        { name: 'store', type: 'string', kind: 'string' },
        { name: 'revenue', type: 'number', kind: 'number' },
        // The request without filters sends no region_id: the upstream echoes null.
        { name: 'region_id', type: 'null', kind: 'other' },
      ],
    });
  });

  it('refuses server-side paging of an http slug by name', async () => {
    const response = await server.request({
      method: 'POST',
      path: '/api/v2/services/queries/api_stores/page',
      tenant: 'acme',
      token: viewer,
      body: { offset: 0, limit: 10 },
    });
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain(
      'Datasource "api" is an HTTP datasource',
    );
  });

  it('caches the result like a SQL slug, per filter value', async () => {
    const first = await run('api_stores', { where_cond: { region_id: 4 } });
    const count = seen.length;
    const second = await run('api_stores', { where_cond: { region_id: 4 } });
    expect(first.headers[CACHE_HEADER]).toBe('miss');
    expect(second.headers[CACHE_HEADER]).toBe('hit');
    expect(seen.length).toBe(count);
  });

  it("forces the user's fixed filter over the request's value", async () => {
    const response = await run('api_stores', { where_cond: { region_id: 1 } }, fixed);
    expect(response.status).toBe(200);
    expect((response.json as { region_id: string }[])[0]?.region_id).toBe('3');
  });

  it('refuses a slug of a program the user may not read', async () => {
    const response = await run('api_ecommerce', {}, fixed);
    expect(response.status).toBe(403);
  });

  it('sends a POST body with the bound filter values (never pasted into the path)', async () => {
    const region = "West/../../admin?x=1&y='2'";
    const response = await run('api_search', { where_cond: { region } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([{ kind: 'store', region, store: 'Posted' }]);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/v1/search' });
    expect(JSON.parse(last.body)).toEqual({ kind: 'store', region });
  });

  it('encodes a GET filter value in the query string', async () => {
    await run('api_stores', { where_cond: { region_id: '7' } });
    const response = await run('api_stores', { where_cond: { region_id: '7/../x' } });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: expect.stringContaining('region_id') });
    expect(seen.at(-1)!.url).toBe('/v1/stores?region_id=7');
  });

  it.each([
    ['api_slow', 504, 'Datasource "api": no answer within 700 ms'],
    ['api_big', 502, 'Datasource "api": the answer is larger than 20000 bytes'],
    ['api_html', 502, 'Datasource "api": the API answered text/html, not JSON'],
    ['api_fail', 502, 'Datasource "api": the API answered 500 Internal Server Error'],
    [
      'api_no_token',
      500,
      'Datasource "api_no_token": environment variable ACME_MISSING_TOKEN (header X-Key) is not set',
    ],
  ])('%s answers %i naming the datasource', async (slug, status, message) => {
    const response = await run(slug);
    expect(response.status).toBe(status);
    expect((response.json as { message: string }).message).toBe(message);
  });

  it.each([
    ['api_outside', 'is not under an allowed base URL of the tenant'],
    ['api_escape', 'is not under an allowed base URL of the tenant'],
  ])('refuses %s before any network call', async (slug, reason) => {
    const count = seen.length;
    const response = await run(slug);
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain(
      'Datasource "api" refused the request',
    );
    expect((response.json as { message: string }).message).toContain(reason);
    expect(seen.length).toBe(count);
  });

  it('follows a redirect inside the allow-list, and gives up on a loop', async () => {
    const hop = await run('api_hop');
    expect(hop.status).toBe(200);
    expect((hop.json as { region_id: string }[])[0]?.region_id).toBe('5');
    const loop = await run('api_loop');
    expect(loop.status).toBe(502);
    expect((loop.json as { message: string }).message).toBe(
      'Datasource "api": more than 3 redirects',
    );
  });

  it('does not follow a redirect outside the allow-list', async () => {
    const response = await run('api_away');
    expect(response.status).toBe(502);
    expect((response.json as { message: string }).message).toContain(
      'Datasource "api": refused to follow a redirect',
    );
    expect(seen.some((request) => request.url === 'OTHER')).toBe(false);
  });
});
