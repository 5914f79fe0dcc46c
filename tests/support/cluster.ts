/**
 * A cluster of the cluster tests and the benchmark: the real deploy/start-cluster.sh (three
 * `navigator start` nodes and an nginx of their own, Debian's package) on free ports, over
 * private copies of the config and data directories, and stopped by deploy/stop-cluster.sh.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Availability } from './environment.ts';
import { ROOT, freePort } from './server-process.ts';

const run = promisify(execFile);

/** The nginx binary the cluster uses (Debian's package). */
export const NGINX_PATH = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/** Is Debian's nginx installed? */
export function nginxAvailability(): Availability {
  return NGINX_PATH
    ? { ok: true, reason: '' }
    : { ok: false, reason: 'nginx is not installed; fix: apt-get install -y nginx' };
}

export interface Cluster {
  /** nginx's port (what users connect to). */
  port: number;
  nodePorts: number[];
  runDir: string;
  /** The pid of the node on `port` (from its pid file). */
  pidOf(port: number): Promise<number>;
  /** Runs deploy/start-cluster.sh again: starts every node that is not running. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the cluster with `nodes` nodes sharing `redisUrl`, `configDir` and `dataDir`. */
export async function startCluster(options: {
  nodes: number;
  redisUrl: string;
  configDir: string;
  dataDir: string;
  /** More node environment would go in deploy/node.env; this is for the run's settings. */
  env?: Record<string, string>;
}): Promise<Cluster> {
  const port = await freePort();
  const nodePorts: number[] = [];
  for (let i = 0; i < options.nodes; i++) nodePorts.push(await freePort());
  const runDir = await mkdtemp(path.join(tmpdir(), 'navigator-cluster-'));
  const env = {
    ...process.env,
    CLUSTER_PORT: String(port),
    CLUSTER_HOST: '127.0.0.1',
    NODE_PORTS: nodePorts.join(' '),
    REDIS_URL: options.redisUrl,
    NAVIGATOR_CONFIG: options.configDir,
    NAVIGATOR_DATA: options.dataDir,
    RUN_DIR: runDir,
    ...(NGINX_PATH ? { NGINX_BIN: NGINX_PATH } : {}),
    ...options.env,
  };
  const script = (name: string) =>
    run(path.join(ROOT, 'deploy', name), [], { cwd: ROOT, env, timeout: 120_000 }).catch(
      (error: { stdout?: string; stderr?: string; message: string }) => {
        throw new Error(`${name} failed: ${error.message}\n${error.stdout}\n${error.stderr}`);
      },
    );
  const cluster: Cluster = {
    port,
    nodePorts,
    runDir,
    pidOf: async (nodePort) =>
      Number((await readFile(path.join(runDir, `node-${nodePort}.pid`), 'utf8')).trim()),
    start: async () => void (await script('start-cluster.sh')),
    stop: async () => {
      await script('stop-cluster.sh');
      await rm(runDir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

/** Whether process `pid` is alive. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
