import type { Log } from 'sarif';
import { afterEach, describe, expect, it } from 'vitest';
import {
  removeConfigTree,
  setIn,
  validTree,
  writeConfigTree,
  type ConfigTree,
} from '../config/temp-config-dir.ts';
import { runValidate } from './validate-command.ts';
import { SARIF_SCHEMA, sarifUri } from './validate-sarif.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map(removeConfigTree));
});

/** Writes `tree` as `<tmp>/cfg`, runs `navigator validate cfg --format sarif` from `<tmp>`. */
async function sarifOf(tree: ConfigTree) {
  const nested: ConfigTree = {};
  for (const [file, content] of Object.entries(tree)) nested[`cfg/${file}`] = content;
  const cwd = await writeConfigTree(nested);
  dirs.push(cwd);
  let stdout = '';
  const code = await runValidate(['cfg', '--format', 'sarif'], {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: () => undefined },
    cwd,
    env: {},
  });
  return { code, log: JSON.parse(stdout) as Log };
}

describe('sarifUri', () => {
  const problem = { file: 'acme/q.json', line: 1, column: 1, pointer: '', message: 'x', rule: 'r' };
  it.each([
    ['inside the cwd: relative', '/repo/config', '/repo', 'config/acme/q.json'],
    ['the cwd is the config dir', '/repo/config', '/repo/config', 'acme/q.json'],
    ['outside the cwd: ../', '/srv/config', '/srv/other', '../config/acme/q.json'],
  ])('%s', (_name, configDir, cwd, expected) => {
    expect(sarifUri(problem, configDir, cwd)).toBe(expected);
  });
});

describe('navigator validate --format sarif', () => {
  it('reports a planted problem as one SARIF 2.1.0 result at its file, line and column', async () => {
    const tree = validTree();
    setIn(tree, 'acme/dashboards/sales-overview.json', '/widgets/w1/title', 42);
    const { code, log } = await sarifOf(tree);
    expect(code).toBe(1);
    expect(log.$schema).toBe(SARIF_SCHEMA);
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    const [run] = log.runs;
    expect(run?.tool.driver.name).toBe('navigator');
    expect(run?.tool.driver.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(run?.tool.driver.rules?.map((rule) => rule.id)).toEqual(['schema']);
    expect(run?.tool.driver.rules?.[0]?.shortDescription?.text).toBeTruthy();
    expect(run?.results).toEqual([
      {
        ruleId: 'schema',
        ruleIndex: 0,
        level: 'error',
        message: { text: '/widgets/w1/title: must be string or object (got 42)' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'cfg/acme/dashboards/sales-overview.json' },
              region: { startLine: 8, startColumn: 16 },
            },
          },
        ],
      },
    ]);
  });

  it('gives each distinct rule one descriptor that its results point at by index', async () => {
    const tree = validTree();
    setIn(tree, 'acme/dashboards/sales-overview.json', '/widgets/w1/title', 42);
    delete tree['acme/queries/retail_sales_daily.sql'];
    const { log } = await sarifOf(tree);
    const run = log.runs[0];
    const rules = run?.tool.driver.rules ?? [];
    expect(rules.map((rule) => rule.id)).toEqual(['query-sql', 'schema']);
    for (const result of run?.results ?? []) {
      expect(rules[result.ruleIndex ?? -1]?.id).toBe(result.ruleId);
    }
  });

  it('a clean directory is one run with no results and exit code 0', async () => {
    const { code, log } = await sarifOf(validTree());
    expect(code).toBe(0);
    expect(log.runs[0]?.results).toEqual([]);
    expect(log.runs[0]?.tool.driver.rules).toEqual([]);
  });
});
