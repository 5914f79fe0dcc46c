/**
 * The real app for the browser benchmark: the server benchmark's database (`rows` acme rows,
 * reused from os.tmpdir()), a private copy of config-samples and a front end built elsewhere,
 * served on one loopback port. `restart()` closes the app and builds a new one on the same
 * port with a new cache namespace, so the next page load meets a cold server cache (memory or
 * Redis) and a freshly opened database, the way a deploy does.
 */
import fastifyStatic from '@fastify/static';
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../server/data/data-dir.ts';
import { ensureDemoDatabase } from '../../server/data/generate-demo.ts';
import { buildApp } from '../../server/http/build-app.ts';
import { request } from '../../tests/support/http.ts';
import { benchDataDir } from './bench-server.ts';

/** A running app serving the viewer; its port never changes across restarts. */
export interface ViewerServer {
  readonly port: number;
  /** `http://{tenant}.localhost:{port}`. */
  origin: (tenant: string) => string;
  /** A bearer token of `username` (password 'navigator') on `tenant`. */
  login: (tenant: string, username: string) => Promise<string>;
  /** Closes the app and starts a new one: empty result cache, database reopened. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
}

/** Password of every demo user. */
const DEMO_PASSWORD = 'navigator';

/**
 * Starts the app on 127.0.0.1 serving `distDir`, on the `rows`-row benchmark database, plus
 * the files of `extraStatic.root` under `extraStatic.prefix` (the floor page: on the app's
 * origin it calls the API as the viewer does, token and all).
 */
export async function startViewerServer(options: {
  rows: number;
  distDir: string;
  extraStatic?: { prefix: string; root: string };
  log?: (line: string) => void;
}): Promise<ViewerServer> {
  const dataDir = benchDataDir(options.rows);
  await ensureDemoDatabase({ dataDir, rows: options.rows, log: options.log });
  const configDir = await mkdtemp(path.join(os.tmpdir(), 'navigator-bench-config-'));
  await cp(path.join(REPO_ROOT, 'config-samples'), configDir, { recursive: true });

  const open = async (port: number): Promise<FastifyInstance> => {
    const app = await buildApp({
      configDir,
      dataDir,
      distDir: options.distDir,
      logger: false,
      // A new namespace per start: with REDIS_URL set, a restart alone would keep the cache.
      env: { ...process.env, NAVIGATOR_CACHE_NAMESPACE: `navigator-bench-${randomUUID()}` },
    });
    if (options.extraStatic) {
      const { prefix } = options.extraStatic;
      await app.register(fastifyStatic, { ...options.extraStatic, decorateReply: false });
      // The floor is a plain vega-embed page as anyone would write it: inline scripts and
      // vega's compiled expressions, which the app's CSP (added by an earlier hook) refuses.
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.url.startsWith(prefix)) reply.removeHeader('content-security-policy');
        return payload;
      });
    }
    await app.listen({ port, host: '127.0.0.1' });
    return app;
  };

  let app = await open(0);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    origin: (tenant) => `http://${tenant}.localhost:${port}`,
    async login(tenant, username) {
      const answer = await request(port, {
        method: 'POST',
        path: '/api/v1/login',
        tenant,
        headers: { 'x-auth-method': 'BasicAuth' },
        body: { username, password: DEMO_PASSWORD },
      });
      const token = (answer.json as { token?: string } | undefined)?.token;
      if (answer.status !== 200 || !token) {
        throw new Error(`login as ${username} on ${tenant}: ${answer.status} ${answer.text}`);
      }
      return token;
    },
    async restart() {
      await app.close();
      app = await open(port);
    },
    async close() {
      await app.close();
      await rm(configDir, { recursive: true, force: true });
    },
  };
}
