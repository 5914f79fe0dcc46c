/**
 * The tenant data folder over HTTP (GET /api/v2/tenant-files/data/<path>): a tenant's
 * signed-in users read `<config>/<tenant>/data/` typed by extension; nobody else does (no
 * token, another tenant's token or Host); folders are not listed; `..`, encoded `..` and
 * symbolic links out of the folder are refused; and a file-like address that does not exist
 * answers 404 instead of the app's page. GET /api/v2/tenant-files/list lists the folder's
 * files on the same terms.
 */
import { statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const APP_PAGE = '<!doctype html><html><body>app shell</body></html>';
let server: TestServer;
let dist: string;
const tokens: Record<string, string> = {};

const FILES: Record<string, string> = {
  'cars.json': '[{"Name":"chevrolet chevelle malibu","Horsepower":130}]',
  'stocks.csv': 'symbol,date,price\nMSFT,Jan 1 2000,39.81\n',
  'seattle.tsv': 'date\ttemp\n2010-01-01\t39.4\n',
  'us-10m.topojson': '{"type":"Topology","objects":{}}',
  'world.geojson': '{"type":"FeatureCollection","features":[]}',
  'flights.arrow': 'ARROW1',
  'flights.parquet': 'PAR1',
  'notes.txt': 'hello',
  'nested/deep/points.json': '[{"x":1}]',
};

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'navigator-dist-'));
  await writeFile(path.join(dist, 'index.html'), APP_PAGE);
  server = await startTestServer({
    distDir: dist,
    prepareConfig: async (configDir) => {
      for (const [name, text] of Object.entries(FILES)) {
        const file = path.join(configDir, 'acme', 'data', name);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, text);
      }
      await mkdir(path.join(configDir, 'globex', 'data'), { recursive: true });
      await writeFile(path.join(configDir, 'globex', 'data', 'secret.json'), '["globex only"]');
      // Links out of acme's folder: to globex's file and to the tenant's users.json.
      await symlink(
        path.join(configDir, 'globex', 'data', 'secret.json'),
        path.join(configDir, 'acme', 'data', 'link-to-globex.json'),
      );
      await symlink(
        path.join(configDir, 'acme', 'users.json'),
        path.join(configDir, 'acme', 'data', 'users.json'),
      );
    },
  });
  for (const tenant of ['acme', 'globex']) tokens[tenant] = await server.login(tenant, 'viewer');
});

afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (tenant: string, file: string, token: string | undefined = tokens[tenant]) =>
  server.request({ path: `/api/v2/tenant-files/data/${file}`, tenant, token });

describe('tenant data folder', () => {
  it.each([
    ['cars.json', 'application/json'],
    ['stocks.csv', 'text/csv'],
    ['seattle.tsv', 'text/tab-separated-values'],
    ['us-10m.topojson', 'application/json'],
    ['world.geojson', 'application/geo+json'],
    ['flights.arrow', 'application/vnd.apache.arrow.file'],
    ['flights.parquet', 'application/vnd.apache.parquet'],
    ['notes.txt', 'text/plain'],
    ['nested/deep/points.json', 'application/json'],
  ])("serves acme's %s as %s", async (file, type) => {
    const response = await get('acme', file);
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.text).toBe(FILES[file]);
  });

  it('needs a signed-in user of the tenant', async () => {
    expect((await get('acme', 'cars.json', '')).status).toBe(401);
    // globex's token on acme's host, and globex's own host: never acme's file.
    expect((await get('acme', 'cars.json', tokens.globex)).status).toBe(401);
    const globex = await get('globex', 'cars.json');
    expect(globex.status).toBe(404);
    expect(globex.text).not.toContain('chevelle');
    expect((await get('globex', 'secret.json')).text).toContain('globex only');
    expect((await get('acme', 'secret.json')).status).toBe(404);
  });

  it.each([
    ['a folder (no listing)', 'nested'],
    ['a folder with a slash', 'nested/'],
    ['the folder itself', ''],
    ['a missing file', 'nope.json'],
    ['.. out of the folder', '../users.json'],
    ['encoded ..', '%2e%2e/users.json'],
    ['encoded slash', '..%2fusers.json'],
    ['a backslash', '..%5cusers.json'],
    ['.. into globex', '../../globex/data/secret.json'],
    ['a symlink to another tenant', 'link-to-globex.json'],
    ['a symlink to a config file', 'users.json'],
  ])('refuses %s with 404', async (_what, file) => {
    const response = await get('acme', file);
    expect(response.status, response.text).toBe(404);
    expect(response.text).not.toContain('globex only');
    expect(response.text).not.toContain('password');
    expect(response.text).not.toContain('nested/deep');
  });

  it.each([
    '/api/v2/tenant-files/data/missing.csv',
    '/files/cars.json',
    '/sales/overview/data/cars.json',
    '/data/cars.json',
    '/anything/chart.csv?x=1',
  ])('answers 404, not the app page, for the missing file %s', async (address) => {
    const response = await server.request({ path: address, tenant: 'acme', token: tokens.acme });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('app shell');
  });

  it('serves an SVG picture under the CSP that runs no inline script', async () => {
    const response = await get('acme', 'photos/visit-01.svg');
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    // An SVG opened on its own is a document of the app origin: the app's CSP allows no inline
    // script in it.
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self';/);
  });

  it('serves the video TV clip as video/webm, the bytes of the shipped file', async () => {
    const response = await get('acme', 'videos/clip-1.webm');
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(Number(response.headers['content-length'])).toBe(
      statSync(path.join(ROOT, 'config-samples', 'acme', 'data', 'videos', 'clip-1.webm')).size,
    );
    // Pages may play media from the site and blob: URLs (the widget fetches with the token).
    expect(response.headers['content-security-policy']).toMatch(/media-src 'self' blob:/);
  });

  const list = (tenant: string, folder?: string, token: string | undefined = tokens[tenant]) =>
    server.request({
      path: `/api/v2/tenant-files/list${folder === undefined ? '' : `?folder=${encodeURIComponent(folder)}`}`,
      tenant,
      token,
    });
  const paths = (answer: { json: unknown }) =>
    (answer.json as { data: { path: string; size: number; modified: string }[] }).data.map(
      (file) => file.path,
    );

  it("lists the tenant's own data files, links out of the folder left out", async () => {
    const all = await list('acme');
    expect(all.status, all.text).toBe(200);
    expect(paths(all)).toEqual(expect.arrayContaining(['cars.json', 'nested/deep/points.json']));
    expect(paths(all)).not.toContain('link-to-globex.json');
    expect(paths(all)).not.toContain('users.json');
    const first = (all.json as { data: { size: number; modified: string }[] }).data[0]!;
    expect(first.size).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(first.modified))).toBe(false);
    expect(paths(await list('acme', 'nested'))).toEqual(['nested/deep/points.json']);
    expect(paths(await list('globex'))).toContain('secret.json');
    expect(paths(await list('globex'))).not.toContain('cars.json');
  });

  it.each([
    ['.. out of the folder', '..'],
    ['.. into globex', '../../globex/data'],
    ['a file', 'cars.json'],
    ['a missing folder', 'nope'],
    ['an absolute path', '/etc'],
  ])('refuses to list %s with 404', async (_what, folder) => {
    const response = await list('acme', folder);
    expect(response.status, response.text).toBe(404);
    expect(response.text).toContain('Data folder not found');
  });

  it('lists only for a signed-in user of the tenant', async () => {
    expect((await list('acme', undefined, '')).status).toBe(401);
    expect((await list('acme', undefined, tokens.globex)).status).toBe(401);
  });

  it('still answers client routes with the app page', async () => {
    const response = await server.request({ path: '/sales/overview', tenant: 'acme' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('app shell');
  });
});
