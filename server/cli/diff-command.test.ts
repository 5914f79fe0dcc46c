/** `navigator diff` as a real process over a real git repository (config in a sub-folder). */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../tests/support/server-process.ts';

let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'T',
      GIT_AUTHOR_EMAIL: 't@x',
      GIT_COMMITTER_NAME: 'T',
      GIT_COMMITTER_EMAIL: 't@x',
    },
  });
const navigator = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(ROOT, 'bin/navigator.js'), 'diff', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });
const dashboard = (title: string, x: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    dashboard_id: 'sales-overview',
    widgets: { daily_revenue: { title }, ...extra },
    layout: [{ i: 'daily_revenue', x, y: 0, w: 4, h: 2 }],
  });

beforeAll(async () => {
  repo = await mkdtemp(path.join(tmpdir(), 'navigator-diff-'));
  await mkdir(path.join(repo, 'config/acme/dashboards'), { recursive: true });
  const file = path.join(repo, 'config/acme/dashboards/sales-overview.json');
  git('init', '--quiet', '--initial-branch=main');
  await writeFile(file, dashboard('Revenue', 0));
  await writeFile(path.join(repo, 'README'), 'not config');
  git('add', '-A');
  git('commit', '--quiet', '-m', 'one');
  await writeFile(file, dashboard('Income', 4, { notes: { title: 'Notes' } }));
  git('commit', '--quiet', '-am', 'two');
});

afterAll(async () => {
  if (repo) await rm(repo, { recursive: true, force: true });
});

describe('navigator diff', () => {
  it('prints the semantic diff between two revisions', () => {
    const result = navigator('HEAD~1', 'HEAD', '--config', 'config');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      'acme dashboard sales-overview: changed',
      '  widget daily_revenue title: "Revenue" → "Income"',
      '  widget notes added',
      '  widget daily_revenue moved: x0 y0 4×2 → x4 y0 4×2',
      '',
    ]);
  });

  it('--json gives the same diff as data', () => {
    const result = navigator('HEAD~1', 'HEAD', '--json', '--config', 'config');
    expect(result.status).toBe(0);
    const diffs = JSON.parse(result.stdout);
    expect(diffs).toHaveLength(1);
    expect(diffs[0]).toMatchObject({
      tenant: 'acme',
      kind: 'dashboard',
      id: 'sales-overview',
      change: 'changed',
      files: ['acme/dashboards/sales-overview.json'],
    });
    expect(diffs[0].details).toContainEqual({
      type: 'field',
      widget: 'daily_revenue',
      path: 'title',
      from: 'Revenue',
      to: 'Income',
    });
  });

  it('the same revision twice: no changes; an unknown revision: exit 1 naming it', () => {
    expect(navigator('HEAD', 'HEAD', '--config', 'config').stdout).toBe('no config changes\n');
    const bad = navigator('nope', 'HEAD', '--config', 'config');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('"nope" names no commit');
  });
});
