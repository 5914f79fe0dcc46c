/**
 * `navigator validate DIR [--json | --format text|json|sarif]`: checks a config directory for
 * ops' CI. Exit codes: 0 clean, 1 problems found, 2 usage error.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { validateConfigDir } from '../config/validate-config.ts';
import { REPO_ROOT, resolveDataDir } from '../data/data-dir.ts';
import { displayPath, formatProblemLine, formatSummary } from './validate-output.ts';
import { sarifLog } from './validate-sarif.ts';

/** Where the command writes; tests pass their own. */
export interface ValidateIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** Directory paths are printed relative to; defaults to `process.cwd()`. */
  cwd?: string;
  /** Environment (NAVIGATOR_DATA); defaults to `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
}

const USAGE = 'Usage: navigator validate DIR [--json | --format text|json|sarif] [--data DIR]\n';
const FORMATS = ['text', 'json', 'sarif'] as const;
type Format = (typeof FORMATS)[number];

/** Runs `navigator validate` with the arguments after `validate`; resolves to the exit code. */
export async function runValidate(
  argv: string[],
  io: ValidateIo = { stdout: process.stdout, stderr: process.stderr },
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        json: { type: 'boolean', default: false },
        format: { type: 'string' },
        data: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    io.stderr.write(`navigator validate: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  const formatArg = parsed.values.format ?? (parsed.values.json ? 'json' : 'text');
  if (!(FORMATS as readonly string[]).includes(formatArg)) {
    io.stderr.write(
      `navigator validate: unknown --format "${formatArg}" (use ${FORMATS.join(', ')})\n${USAGE}`,
    );
    return 2;
  }
  if (parsed.values.json && parsed.values.format && parsed.values.format !== 'json') {
    io.stderr.write(`navigator validate: --json contradicts --format ${formatArg}\n${USAGE}`);
    return 2;
  }
  const format = formatArg as Format;
  const [dirArg, ...extra] = parsed.positionals;
  if (dirArg === undefined || extra.length > 0) {
    const reason = dirArg === undefined ? 'missing DIR' : `unexpected argument "${extra[0]}"`;
    io.stderr.write(`navigator validate: ${reason}\n${USAGE}`);
    return 2;
  }
  const cwd = io.cwd ?? process.cwd();
  const dir = path.resolve(cwd, dirArg);
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) {
    const reason = info ? 'is not a directory' : 'does not exist';
    io.stderr.write(`navigator validate: "${dirArg}" ${reason}\n${USAGE}`);
    return 2;
  }

  // DuckDB paths resolve in the data directory the config is served with (--data, else
  // NAVIGATOR_DATA, else .navigator/), so two tenants sharing a file are found before start.
  const dataDir = parsed.values.data
    ? path.resolve(cwd, parsed.values.data)
    : resolveDataDir(io.env ?? process.env, REPO_ROOT);
  const { loaded, problems } = await validateConfigDir(dir, { dataDir, dataFiles: true });
  const dirLabel = displayPath(dir, cwd);
  if (format === 'sarif') {
    const log = sarifLog(problems, dir, cwd, await packageVersion());
    io.stdout.write(`${JSON.stringify(log, null, 2)}\n`);
  } else if (format === 'json') {
    const report = {
      ok: problems.length === 0,
      dir: dirLabel,
      files: loaded.files.length,
      problems,
    };
    io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    const lines = problems.map((p) => formatProblemLine(p, dir, cwd));
    lines.push(formatSummary(problems, loaded.files.length, dirLabel));
    io.stdout.write(`${lines.join('\n')}\n`);
  }
  return problems.length === 0 ? 0 : 1;
}

/** Navigator's version (the SARIF tool version), from package.json. */
async function packageVersion(): Promise<string> {
  const text = await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}
