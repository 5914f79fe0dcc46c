import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfigDir } from '../config/load-config.ts';
import { tenantFiscalConfigs } from '../config/tenant-settings.ts';
import { REPO_ROOT, resolveDataDir } from './data-dir.ts';
import {
  DEFAULT_DEMO_ROWS,
  DEFAULT_DEMO_SEED,
  DemoDatabaseExistsError,
  generateDemoDatabase,
} from './generate-demo.ts';

/** Usage text of the generate-data command. */
export const GENERATE_DATA_USAGE = `Usage: generate-data [--rows N] [--seed S] [--data DIR] [--config DIR] [--force]

Builds one demo database per tenant: DIR/acme/demo.duckdb (schema acme) and
DIR/globex/demo.duckdb (schema globex), each holding only its tenant's data.

  --rows N      acme sales rows (default ${DEFAULT_DEMO_ROWS}; globex gets a quarter); 10_000, 2M, 500k work
  --seed S      non-negative integer seed (default ${DEFAULT_DEMO_SEED}); same seed, same rows
  --data DIR    data directory (default: NAVIGATOR_DATA, else .navigator/ at the repository root)
  --config DIR  config directory the data must stay out of (default: NAVIGATOR_CONFIG, else config-samples/)
  --force       rebuild when a tenant's demo.duckdb exists
  -h, --help    show this help`;

/** Where the command reads its environment and writes its output (tests pass their own). */
export interface GenerateDataCliIo {
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Repository root that relative defaults resolve from. */
  readonly root?: string;
  readonly stdout?: (line: string) => void;
  readonly stderr?: (line: string) => void;
}

/**
 * Parses a row count: digits with optional `_` or `,` separators and an optional `k`/`M`
 * suffix. Returns undefined when the text is not a positive whole number.
 */
export function parseRowCount(text: string): number | undefined {
  const match = /^(\d[\d_,]*)([kKmM]?)$/.exec(text.trim());
  if (!match) return undefined;
  const base = Number((match[1] ?? '').replace(/[_,]/g, ''));
  const unit = match[2]?.toLowerCase();
  const value = base * (unit === 'k' ? 1_000 : unit === 'm' ? 1_000_000 : 1);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * `generate-data`: builds the demo database and prints what it built and how long it took.
 * Returns the process exit code: 0 built, 1 build refused or failed, 2 bad arguments.
 */
export async function runGenerateData(
  argv: readonly string[],
  io: GenerateDataCliIo = {},
): Promise<number> {
  const stdout = io.stdout ?? ((line: string) => process.stdout.write(`${line}\n`));
  const stderr = io.stderr ?? ((line: string) => process.stderr.write(`${line}\n`));
  const env = io.env ?? process.env;
  const root = io.root ?? REPO_ROOT;

  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        rows: { type: 'string' },
        seed: { type: 'string' },
        data: { type: 'string' },
        config: { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    stderr(`${(error as Error).message}\n\n${GENERATE_DATA_USAGE}`);
    return 2;
  }
  if (values.help) {
    stdout(GENERATE_DATA_USAGE);
    return 0;
  }

  const rows = values.rows === undefined ? DEFAULT_DEMO_ROWS : parseRowCount(values.rows);
  if (rows === undefined) {
    stderr(`--rows must be a positive whole number, got "${values.rows}"`);
    return 2;
  }
  const seed = values.seed === undefined ? DEFAULT_DEMO_SEED : Number(values.seed);
  if (!/^\d+$/.test(values.seed ?? '0') || !Number.isSafeInteger(seed)) {
    stderr(`--seed must be a non-negative whole number, got "${values.seed}"`);
    return 2;
  }
  const dataDir = values.data ? path.resolve(values.data) : resolveDataDir(env, root);
  // Flags are relative to the working directory, environment defaults to the repository root.
  const configDir = values.config
    ? path.resolve(values.config)
    : path.resolve(root, env.NAVIGATOR_CONFIG?.trim() || 'config-samples');

  try {
    // The fiscal_calendar table follows each tenant's own calendar when the config has one.
    const fiscal = existsSync(configDir)
      ? tenantFiscalConfigs(await loadConfigDir(configDir))
      : undefined;
    const result = await generateDemoDatabase({
      dataDir,
      configDir,
      rows,
      seed,
      fiscal,
      force: values.force,
      log: (line) => stdout(`  ${line}`),
    });
    stdout(`Built the demo databases in ${(result.ms / 1000).toFixed(1)} s (seed ${seed})`);
    for (const [tenant, count] of Object.entries(result.rowsByTenant)) {
      const rowsText = count.toLocaleString('en-US').padStart(12);
      stdout(`  ${tenant.padEnd(8)} ${rowsText} sales rows  ${result.files[tenant] ?? ''}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof DemoDatabaseExistsError) {
      stderr(error.message);
      return 1;
    }
    stderr(`generate-data failed: ${(error as Error).message}`);
    return 1;
  }
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  process.exitCode = await runGenerateData(process.argv.slice(2));
}
