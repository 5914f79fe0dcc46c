/**
 * vega-embed's rendering of an example, the reference the gallery suite compares with: a
 * plain page (no CSP, vega-embed's defaults) served by the test with vega, vega-lite and
 * vega-embed's browser builds and vega-datasets' files under `data/`, so an example's
 * `data/cars.json` loads as it does on the vega-lite site.
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../support/server-process.ts';
import { DATASETS_DIR } from './corpus.ts';
import { pixelDifference, readScene, type DrawnScene } from './scene.ts';

const SCRIPTS: Record<string, string> = {
  '/vega.js': 'node_modules/vega/build/vega.min.js',
  '/vega-lite.js': 'node_modules/vega-lite/build/vega-lite.min.js',
  '/vega-embed.js': 'node_modules/vega-embed/build/vega-embed.min.js',
};

const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<script src="/vega.js"></script><script src="/vega-lite.js"></script><script src="/vega-embed.js"></script>
</head><body style="margin:0"></body></html>`;

const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.csv': 'text/csv',
  '.tsv': 'text/tab-separated-values',
  '.js': 'text/javascript',
};

/** Serves the reference page on 127.0.0.1; resolves with its origin and server. */
export async function startReferenceServer(): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (file: string) => {
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      createReadStream(file).pipe(response);
    };
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(PAGE);
      return;
    }
    const script = SCRIPTS[url.pathname];
    if (script) return send(path.join(ROOT, script));
    if (url.pathname.startsWith('/data/')) {
      const file = path.resolve(DATASETS_DIR, decodeURIComponent(url.pathname.slice(6)));
      if (file.startsWith(DATASETS_DIR + path.sep) && existsSync(file)) return send(file);
    }
    response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}

/** Opens the reference page in `page` and gives it the scene reader. */
export async function openReference(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.addScriptTag({
    content: `window.__name = window.__name || ((f) => f); window.readScene = ${readScene.toString()}; window.pixelDifference = ${pixelDifference.toString()};`,
  });
}

/** vega-embed's drawing of `spec` (canvas renderer, no actions menu). */
export function renderReference(page: Page, spec: unknown): Promise<DrawnScene> {
  return page.evaluate(async (input) => {
    const globals = window as unknown as {
      vegaEmbed: (
        el: HTMLElement,
        spec: unknown,
        options: unknown,
      ) => Promise<{ view: import('vega').View; finalize: () => void }>;
      readScene: typeof readScene;
    };
    const holder = document.createElement('div');
    document.body.replaceChildren(holder);
    const result = await globals.vegaEmbed(holder, input, { renderer: 'canvas', actions: false });
    await result.view.runAsync();
    const scene = globals.readScene(result.view, holder.querySelector('canvas'));
    result.finalize();
    return scene;
  }, spec);
}
