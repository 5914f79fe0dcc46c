import { parseArgs } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../http/start-server.ts';
import { ensureDemoConfig } from '../config/demo-config.ts';
import { resolveDataDir } from '../data/data-dir.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `navigator start`: flags win over the environment (PORT, NAVIGATOR_CONFIG, NAVIGATOR_DATA),
 * which win over the defaults (8080, the demo: a copy of config-samples/ in
 * `<data>/demo-config/` as its own git repository, newer samples merged in on start, .navigator/).
 */
export async function runStart(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      config: { type: 'string' },
      data: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      build: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`navigator start: invalid port "${values.port ?? process.env.PORT}"\n`);
    return 2;
  }
  try {
    const dataDir = values.data ? path.resolve(values.data) : resolveDataDir(process.env, ROOT);
    const configured = values.config ?? (process.env.NAVIGATOR_CONFIG || undefined);
    const configDir = configured
      ? path.resolve(configured)
      : await ensureDemoConfig(path.join(ROOT, 'config-samples'), dataDir, (line) =>
          process.stdout.write(`${line}\n`),
        );
    await startServer({
      root: ROOT,
      configDir,
      dataDir,
      port,
      host: values.host ?? process.env.HOST ?? '0.0.0.0',
      buildFrontEnd: values.build ?? false,
    });
  } catch (error) {
    process.stderr.write(`navigator start: ${(error as Error).message}\n`);
    return 1;
  }
  // The server keeps the process alive; the exit code is only used when start fails.
  return 0;
}
