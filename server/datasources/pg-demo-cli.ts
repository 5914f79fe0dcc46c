/**
 * Command line of the PostgreSQL demo loader (see README.md "Trying PostgreSQL"):
 *
 *   npx tsx server/datasources/pg-demo-cli.ts --url postgres://admin@host:5432/db --tenant acme
 *       [--schema acme] [--role navigator_acme] [--data DIR] [--replace]
 *
 * The URL may come from NAVIGATOR_PG_URL instead of --url (keeps a password out of the shell
 * history); it must be a role that may create schemas and roles. The tenant's demo database
 * (`DIR/<tenant>/demo.duckdb`) is built first when it is missing. The tenant's datasource then
 * connects as the role printed last, which can read that schema and nothing else.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../data/data-dir.ts';
import { demoDatabasePath, ensureDemoDatabase } from '../data/generate-demo.ts';
import { loadDemoIntoPostgres } from './pg-demo-loader.ts';

/** The usage text. */
export const PG_DEMO_USAGE =
  'Usage: pg-demo-cli --url postgres://admin@host:5432/db --tenant acme [--schema NAME] [--role NAME] [--data DIR] [--replace]';

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
      role: { type: 'string' },
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
  const schema = values.schema ?? values.tenant;
  const result = await loadDemoIntoPostgres({
    duckdbFile: demoDatabasePath(dataDir, values.tenant),
    sourceSchema: values.tenant,
    connection: url,
    targetSchema: schema,
    role: values.role,
    replace: values.replace,
  });
  for (const table of result.tables) print(`${table.name}: ${table.rows} rows`);
  print(`role ${result.role} may read schema ${schema} and nothing else`);
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
