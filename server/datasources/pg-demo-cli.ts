/**
 * Command line of the PostgreSQL demo loader (see README.md "Trying PostgreSQL"):
 *
 *   npx tsx server/datasources/pg-demo-cli.ts --url postgres://user@host:5432/db --tenant acme
 *       [--schema acme] [--data DIR] [--replace]
 *
 * The URL may come from NAVIGATOR_PG_URL instead of --url (keeps a password out of the shell
 * history). The demo database is built first when the data directory has none.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../data/data-dir.ts';
import { ensureDemoDatabase } from '../data/generate-demo.ts';
import { loadDemoIntoPostgres } from './pg-demo-loader.ts';

/** The usage text. */
export const PG_DEMO_USAGE =
  'Usage: pg-demo-cli --url postgres://user@host:5432/db --tenant acme [--schema NAME] [--data DIR] [--replace]';

/** Runs the loader with `argv`; returns the exit code. */
export async function runPgDemoCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      url: { type: 'string' },
      tenant: { type: 'string' },
      schema: { type: 'string' },
      data: { type: 'string' },
      replace: { type: 'boolean', default: false },
    },
  });
  const url = values.url ?? env.NAVIGATOR_PG_URL;
  if (!url || !values.tenant) {
    print(PG_DEMO_USAGE);
    return 2;
  }
  const dataDir = values.data ? path.resolve(values.data) : resolveDataDir(env);
  await ensureDemoDatabase({ dataDir });
  const result = await loadDemoIntoPostgres({
    duckdbFile: path.join(dataDir, 'demo.duckdb'),
    sourceSchema: values.tenant,
    connection: url,
    targetSchema: values.schema ?? values.tenant,
    replace: values.replace,
  });
  for (const table of result.tables) print(`${table.name}: ${table.rows} rows`);
  return 0;
}

if (
  process.argv[1] &&
  realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
) {
  runPgDemoCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
