import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/http/build-app.ts';
import { ensureDemoDatabase } from '../../server/data/generate-demo.ts';
import { request, type HttpRequest, type HttpResponse } from './http.ts';
import { ROOT } from './server-process.ts';

/** Sales rows of the shared test database: small enough to build in well under a second. */
export const TEST_ROWS = 20_000;

/**
 * The demo data directory shared by every suite of this code version, one database file per
 * tenant (`<dir>/acme/demo.duckdb`, `<dir>/globex/demo.duckdb`): the folder name carries a
 * hash of the generator's sources, so a changed generator never reads an old database.
 */
export async function sharedTestDataDir(rows = TEST_ROWS): Promise<string> {
  const dataSources = path.join(ROOT, 'server', 'data');
  const hash = createHash('sha256');
  for (const name of (await readdir(dataSources)).sort()) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
      hash.update(await readFile(path.join(dataSources, name)));
    }
  }
  hash.update(await readFile(path.join(ROOT, 'runtime', 'core', 'fiscal', 'calendar.ts')));
  const dir = path.join(tmpdir(), `navigator-test-data-${rows}-${hash.digest('hex').slice(0, 12)}`);
  await ensureDemoDatabase({ dataDir: dir, rows });
  return dir;
}

export interface TestServer {
  app: FastifyInstance;
  port: number;
  /** This suite's own copy of config-samples: writes never touch the repository. */
  configDir: string;
  dataDir: string;
  request: (options: HttpRequest) => Promise<HttpResponse>;
  /** Logs in `username` (password `navigator`) on `tenant` and returns the token. */
  login: (tenant: string, username: string) => Promise<string>;
  close: () => Promise<void>;
}

/** Logs each `[tenant, username]` in, the tokens keyed `tenant/username` as the tests name them. */
export async function loginEach(
  server: Pick<TestServer, 'login'>,
  users: readonly (readonly [string, string])[],
): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const [tenant, username] of users) {
    tokens[`${tenant}/${username}`] = await server.login(tenant, username);
  }
  return tokens;
}

/** One user's POSTs to one path: `body` as JSON, `headers` added to the request's. */
export type PostAs = (body: unknown, headers?: Record<string, string>) => Promise<HttpResponse>;

/**
 * Logs `username` in on `tenant` and returns their POSTs to `route`, gzip accepted as a browser
 * accepts it (the answer is read unzipped; `{'accept-encoding': 'identity'}` asks for it plain).
 */
export async function postAs(
  server: Pick<TestServer, 'login' | 'request'>,
  tenant: string,
  username: string,
  route: string,
): Promise<PostAs> {
  const token = await server.login(tenant, username);
  return (body, headers = {}) =>
    server.request({
      method: 'POST',
      path: route,
      tenant,
      token,
      headers: { 'accept-encoding': 'gzip', ...headers },
      body,
    });
}

/**
 * Starts the real app on a loopback port over a private copy of config-samples and the
 * shared test database. Requests go over real HTTP with a tenant Host header.
 */
export async function startTestServer(
  options: {
    env?: NodeJS.ProcessEnv;
    /** Changes the private config copy before the server reads it. */
    prepareConfig?: (configDir: string) => Promise<void>;
    /** A front-end build to serve (its index.html answers client routes). */
    distDir?: string;
    /** The data directory: the shared test database's unless given (a restart reuses one). */
    dataDir?: string;
    /** Collects the app's log lines from `level` up in `lines` (no log otherwise). */
    log?: { level: 'info' | 'warn' | 'error'; lines: string[] };
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await sharedTestDataDir());
  const configDir = await mkdtemp(path.join(tmpdir(), 'navigator-config-'));
  await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
  await options.prepareConfig?.(configDir);
  const app = await buildApp({
    configDir,
    dataDir,
    logger: options.log
      ? { level: options.log.level, stream: lineCollector(options.log.lines) }
      : false,
    env: options.env,
    distDir: options.distDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const send = (req: HttpRequest) => request(port, req);
  return {
    app,
    port,
    configDir,
    dataDir,
    request: send,
    login: async (tenant, username) => {
      const response = await send({
        method: 'POST',
        path: '/api/v1/login',
        tenant,
        headers: { 'x-auth-method': 'BasicAuth' },
        body: { username, password: 'navigator' },
      });
      const token = (response.json as { token?: string } | undefined)?.token;
      if (response.status !== 200 || !token) {
        throw new Error(`login ${tenant}/${username} failed: ${response.status} ${response.text}`);
      }
      return token;
    },
    close: async () => {
      await app.close();
      await rm(configDir, { recursive: true, force: true });
    },
  };
}

/** A stream that pushes each chunk written to it (a log line) onto `lines`. */
function lineCollector(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
}
