/**
 * Fixtures of the process-level fault tests: private copies of the data and config
 * directories, a throw-away redis-server, and login over real HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from './http.ts';
import { ROOT, freePort } from './server-process.ts';
import { sharedTestDataDir } from './test-server.ts';
import { tcpReachable } from './environment.ts';

/** Temporary folders made here, removed by {@link removeTempDirs}. */
const made: string[] = [];

/** A private copy of the shared demo data directory (its DuckDB files included). */
export async function privateDataDir(): Promise<string> {
  const shared = await sharedTestDataDir();
  const dir = await mkdtemp(path.join(tmpdir(), 'navigator-data-'));
  made.push(dir);
  await cp(shared, dir, { recursive: true });
  return dir;
}

/** A private copy of config-samples. */
export async function privateConfigDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'navigator-config-'));
  made.push(dir);
  await cp(path.join(ROOT, 'config-samples'), dir, { recursive: true });
  return dir;
}

/** Removes every folder {@link privateDataDir} and {@link privateConfigDir} made. */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Logs `username` (password `navigator`) in on `tenant` of the server at `port`. */
export async function loginAt(port: number, tenant: string, username: string): Promise<string> {
  const response = await request(port, {
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
}

/** A redis-server of the test's own, keeping nothing on disk. */
export interface OwnRedis {
  port: number;
  url: string;
  /** Kills the server (SIGKILL: whatever it held in memory is gone). */
  kill: () => Promise<void>;
  /** Starts a fresh, empty server on the same port. */
  restart: () => Promise<void>;
}

/** Starts `redis-server --save "" --appendonly no` on a free loopback port. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'navigator-redis-'));
  made.push(dir);
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    child = spawn('redis-server', [...args, '--dir', dir], { stdio: 'ignore' });
    for (let i = 0; i < 100 && !(await tcpReachable(port, 200)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!(await tcpReachable(port, 200))) throw new Error(`redis-server did not start on ${port}`);
  };
  const kill = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    restart: async () => {
      await kill();
      await start();
    },
  };
}
