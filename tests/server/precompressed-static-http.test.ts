/**
 * The built front end over HTTP: the build's .br and .gz copies (precompress-assets.ts) are
 * sent to browsers that accept them, the file itself to those that do not, each with
 * `Vary: Accept-Encoding` and the asset's cache header; the app page (client routes) too.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES, precompressAssets } from '../../server/http/precompress-assets.ts';
import { IMMUTABLE_ASSET } from '../../server/http/static-cache.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let dist: string;

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"store ${i}"}`).join(',')}];\n`;
const PAGE = `<!doctype html><html><head><title>Navigator</title></head><body>${'<div class="nav-boot"></div>'.repeat(60)}</body></html>`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'navigator-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), PAGE);
  await writeFile(path.join(dist, 'assets', 'app-Ab12Cd34.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'tiny-Ab12Cd34.js'), 'export {};\n');
  await writeFile(path.join(dist, 'assets', 'logo-Ab12Cd34.png'), Buffer.alloc(4096, 7));
  await precompressAssets(dist);
  server = await startTestServer({ distDir: dist });
});

afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (file: string, acceptEncoding?: string) =>
  server.request({
    path: file,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('precompressAssets', () => {
  it('writes .br and .gz next to text files above the size floor only', () => {
    expect(SCRIPT.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
    for (const suffix of ['.br', '.gz']) {
      expect(existsSync(path.join(dist, 'assets', `app-Ab12Cd34.js${suffix}`))).toBe(true);
      expect(existsSync(path.join(dist, `index.html${suffix}`))).toBe(true);
      expect(existsSync(path.join(dist, 'assets', `tiny-Ab12Cd34.js${suffix}`))).toBe(false);
      expect(existsSync(path.join(dist, 'assets', `logo-Ab12Cd34.png${suffix}`))).toBe(false);
    }
  });
});

describe('the built front end', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('a script asked with Accept-Encoding %s comes as %s', async (accept, encoding) => {
    const response = await get('/assets/app-Ab12Cd34.js', accept);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_ASSET);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.text).toBe(SCRIPT);
  });

  it('sends the compressed copy much smaller than the file', async () => {
    const br = await readFile(path.join(dist, 'assets', 'app-Ab12Cd34.js.br'));
    expect(br.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('serves the app page of a client route compressed, with its security headers', async () => {
    const response = await get('/sales/overview', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(response.text).toBe(PAGE);
  });

  it('sends a file that has no copies (below the size floor) as it is', async () => {
    const response = await get('/assets/tiny-Ab12Cd34.js', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe('export {};\n');
  });
});
