import path from 'node:path';
import { validateConfigDir } from '../config/validate-config.ts';
import { formatProblemLine } from '../cli/validate-output.ts';
import { servableConfig } from '../config/servable-config.ts';
import { recoverConfigWrites } from '../config/write-journal.ts';
import { openConfigRepo } from '../config/config-repo.ts';
import { tenantFiscalConfigs } from '../config/tenant-settings.ts';
import { ensureDemoDatabase } from '../data/generate-demo.ts';
import { resolveDataDir } from '../data/data-dir.ts';
import { buildApp } from './build-app.ts';
import { drainTimeoutFrom } from './drain.ts';
import { buildFrontEnd, frontEndIsStale } from './front-end-build.ts';

export interface StartOptions {
  root: string;
  configDir: string;
  dataDir?: string;
  port: number;
  host: string;
  /** Build `dist/` first when it is missing or older than the sources. */
  buildFrontEnd: boolean;
}

/**
 * Starts Navigator: finish or undo config writes a crash interrupted, validate the config
 * (every problem goes to stderr; the entities with problems are refused and the rest is
 * served: one broken file never takes a tenant, let alone every tenant, down), build the demo
 * database if it is missing, build the front end if it is stale, then listen.
 */
export async function startServer(options: StartOptions) {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const dataDir = options.dataDir ?? resolveDataDir(process.env, options.root);
  const remote = process.env.NAVIGATOR_CONFIG_REMOTE?.trim();
  // A node pointed at an empty directory and a config remote starts from a clone of it.
  if (remote) await openConfigRepo(options.configDir, { remote, log: startLog(log) });
  const recovery = await recoverConfigWrites(options.configDir);
  for (const journal of recovery.replayed)
    log(`completed an interrupted config write (${journal})`);
  if (recovery.removed.length > 0) {
    log(`removed ${recovery.removed.length} leftover temp file(s) of interrupted config writes`);
  }
  // With the data directory, validation also refuses two tenants sharing a DuckDB file.
  const { loaded, problems } = await validateConfigDir(options.configDir, { dataDir });
  const served = servableConfig(loaded, problems);
  if (problems.length > 0) {
    for (const problem of problems) {
      process.stderr.write(`${formatProblemLine(problem, loaded.dir, process.cwd())}\n`);
    }
    const refused = served.refused.length > 0 ? served.refused.join(', ') : 'nothing';
    process.stderr.write(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${options.configDir}: refused ${refused}; serving everything else (navigator validate lists them)\n`,
    );
  }
  const rows = process.env.NAVIGATOR_DEMO_ROWS
    ? Number(process.env.NAVIGATOR_DEMO_ROWS)
    : undefined;
  await ensureDemoDatabase({
    dataDir,
    configDir: options.configDir,
    rows,
    fiscal: tenantFiscalConfigs(served.config),
    log,
  });

  // NAVIGATOR_DIST lets parallel test runs build into their own folders instead of racing on dist/.
  const distDir = process.env.NAVIGATOR_DIST
    ? path.resolve(process.env.NAVIGATOR_DIST)
    : path.join(options.root, 'dist');
  if (options.buildFrontEnd && (await frontEndIsStale(options.root, distDir))) {
    log('building the front end…');
    await buildFrontEnd(options.root, distDir);
  }
  // The server's own address, for the demo's http datasource (its JSON under /demo-api/ on the
  // same origin): NAVIGATOR_SELF_URL when set, else loopback on the port it listens on. The
  // datasources read this object when they are first used, after listen fills in port 0.
  const env: NodeJS.ProcessEnv = { ...process.env };
  const ownUrl = !env.NAVIGATOR_SELF_URL;
  if (ownUrl) env.NAVIGATOR_SELF_URL = `http://127.0.0.1:${options.port}`;
  const app = await buildApp({
    env,
    configDir: options.configDir,
    config: loaded,
    problems,
    distDir,
    dataDir,
    openWriteStores: true,
    // Structured JSON logs (pino) on stdout; LOG_LEVEL=debug|info|warn|error|silent.
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  const drainMs = drainTimeoutFrom(process.env);
  const address = await app.listen({ port: options.port, host: options.host });
  if (ownUrl) env.NAVIGATOR_SELF_URL = `http://127.0.0.1:${new URL(address).port}`;
  log(`Navigator is serving ${options.configDir} at http://localhost:${new URL(address).port}`);
  // SIGTERM drains (requests in flight finish, new ones get 503 + Retry-After, /api/ready
  // says 503), then closes the port and exits 0; requests still running after drainMs are
  // cut and the exit code is 1. A second signal exits at once.
  const stop = async (signal: NodeJS.Signals) => {
    process.once(signal, () => process.exit(1));
    log(`${signal}: draining ${app.drain.inFlight} request(s) in flight (at most ${drainMs} ms)`);
    const drained = await app.drain.start(drainMs);
    if (!drained) log(`drain timed out with ${app.drain.inFlight} request(s) in flight`);
    await app.close();
    log('Navigator stopped');
    process.exit(drained ? 0 : 1);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
  return app;
}

/** The repository's notices as start-up lines. */
function startLog(log: (line: string) => void) {
  const line = (details: object, message: string) => log(`${message} ${JSON.stringify(details)}`);
  return { info: line, warn: line };
}
