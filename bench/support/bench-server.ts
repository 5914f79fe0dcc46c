/**
 * The real app for the server benchmark: a demo database with `rows` acme sales rows, built
 * once in `os.tmpdir()/navigator-bench-<rows>` and reused by later runs (delete the folder to
 * rebuild it), a private copy of config-samples, and the app listening on loopback.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ensureDemoDatabase } from '../../server/data/generate-demo.ts';
import { REPO_ROOT } from '../../server/data/data-dir.ts';
import { buildApp } from '../../server/http/build-app.ts';

export interface BenchServer {
  app: FastifyInstance;
  port: number;
  dataDir: string;
  close: () => Promise<void>;
}

/** The reusable data directory of a benchmark database with `rows` acme rows. */
export function benchDataDir(rows: number): string {
  return path.join(os.tmpdir(), `navigator-bench-${rows}`);
}

/** Builds (or reuses) the database, then starts the app on 127.0.0.1 with an ephemeral port. */
export async function startBenchServer(options: {
  rows: number;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Changes the private config copy before the app reads it. */
  prepareConfig?: (configDir: string) => Promise<void>;
}): Promise<BenchServer> {
  const dataDir = benchDataDir(options.rows);
  await ensureDemoDatabase({ dataDir, rows: options.rows, log: options.log });
  const configDir = await mkdtemp(path.join(os.tmpdir(), 'navigator-bench-config-'));
  await cp(path.join(REPO_ROOT, 'config-samples'), configDir, { recursive: true });
  await options.prepareConfig?.(configDir);
  const app = await buildApp({ configDir, dataDir, logger: false, env: options.env });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    port,
    dataDir,
    close: async () => {
      await app.close();
      await rm(configDir, { recursive: true, force: true });
    },
  };
}
