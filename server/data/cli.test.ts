import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRowCount, runGenerateData } from './cli.ts';

describe('parseRowCount', () => {
  it.each([
    ['20000', 20_000],
    ['10_000_000', 10_000_000],
    ['1,000', 1_000],
    ['500k', 500_000],
    ['2M', 2_000_000],
    ['0', undefined],
    ['-5', undefined],
    ['1.5', undefined],
    ['ten', undefined],
    ['', undefined],
  ])('%j → %s', (text, expected) => {
    expect(parseRowCount(text)).toBe(expected);
  });
});

describe('runGenerateData', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'navigator-cli-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function run(argv: string[], env: Record<string, string> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runGenerateData(argv, {
      env,
      root,
      stdout: (line) => out.push(line),
      stderr: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it.each([
    [['--rows', 'many'], /--rows must be a positive whole number/],
    [['--seed=-3'], /--seed must be a non-negative whole number/],
    [['--colour'], /Unknown option '--colour'[\s\S]*Usage: generate-data/],
  ])('exits 2 on bad arguments %j', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
  });

  it('builds into NAVIGATOR_DATA, reports rows and time, then refuses without --force', async () => {
    const env = { NAVIGATOR_DATA: 'data' };
    const built = await run(['--rows', '4k', '--seed', '3'], env);
    expect(built.code).toBe(0);
    expect(built.out).toMatch(/^Built the demo databases in \d+\.\d s \(seed 3\)$/m);
    expect(built.out).toMatch(/acme +4,000 sales rows {2}\S+$/m);
    expect(built.out).toMatch(/globex +1,000 sales rows {2}\S+$/m);
    for (const tenant of ['acme', 'globex']) {
      expect(built.out).toContain(` ${path.join(root, 'data', tenant, 'demo.duckdb')}`);
    }

    const again = await run(['--rows', '4k'], env);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already exists \(use --force to rebuild it\)/);

    const forced = await run(['--rows', '8000', '--force'], env);
    expect(forced.code).toBe(0);
    expect(forced.out).toMatch(/acme +8,000 sales rows/);
  });

  it('refuses a data directory inside the config directory', async () => {
    const result = await run(['--data', path.join(root, 'config-samples', 'x')]);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/inside the config directory/);
  });
});
