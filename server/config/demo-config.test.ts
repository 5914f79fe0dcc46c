import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bringInSamples,
  ensureDemoConfig,
  SAMPLES_BRANCH,
  SAMPLES_MERGE_MESSAGE,
} from './demo-config.ts';
import { git } from './git-run.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'navigator-demo-config-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A small samples folder: two dashboards of one tenant, each line its own JSON field. */
async function makeSamples(name: string): Promise<string> {
  const samples = path.join(root, name, 'samples');
  await mkdir(path.join(samples, 'acme', 'dashboards'), { recursive: true });
  await writeFile(dashboardFile(samples, 'sales'), dashboard('Sales', 'Revenue'));
  await writeFile(dashboardFile(samples, 'stores'), dashboard('Stores', 'Visits'));
  return samples;
}

function dashboardFile(dir: string, id: string): string {
  return path.join(dir, 'acme', 'dashboards', `${id}.json`);
}

/** A dashboard file whose title and widget title sit on lines of their own (git merges lines). */
function dashboard(title: string, widgetTitle: string): string {
  return `{\n  "title": "${title}",\n  "padding": 8,\n  "widget": "${widgetTitle}"\n}\n`;
}

/** Commits a user's edit in the demo config, as a builder save does. */
async function userEdit(dir: string, id: string, content: string): Promise<void> {
  await writeFile(dashboardFile(dir, id), content);
  await git(dir, ['commit', '--quiet', '-am', `Dashboard ${id} changed`]);
}

describe('ensureDemoConfig', () => {
  it('copies the samples once, with a samples branch at the first commit', async () => {
    const samples = await makeSamples('fresh');
    const dataDir = path.join(root, 'fresh', 'data');
    const lines: string[] = [];
    const dir = await ensureDemoConfig(samples, dataDir, (line) => lines.push(line));
    expect(lines).toEqual([`copied config-samples/ to ${dir} (the demo's own config repository)`]);
    expect((await git(dir, ['rev-parse', SAMPLES_BRANCH])).trim()).toBe(
      (await git(dir, ['rev-parse', 'HEAD'])).trim(),
    );
    expect(await bringInSamples(samples, dir, () => {})).toBe('unchanged');
    expect((await git(dir, ['rev-list', '--count', 'HEAD'])).trim()).toBe('1');
  });

  it("brings in newer samples and keeps the user's own edits", async () => {
    const samples = await makeSamples('upgrade');
    const dataDir = path.join(root, 'upgrade', 'data');
    const dir = await ensureDemoConfig(samples, dataDir, () => {});
    await userEdit(dir, 'sales', dashboard('Sales (mine)', 'Revenue'));
    // The newer Navigator: a new dashboard, and a change to a line the user did not touch.
    await writeFile(dashboardFile(samples, 'weather'), dashboard('Weather', 'Outlook'));
    await writeFile(dashboardFile(samples, 'sales'), dashboard('Sales', 'Net revenue'));

    const lines: string[] = [];
    expect(await ensureDemoConfig(samples, dataDir, (line) => lines.push(line))).toBe(dir);
    expect(lines).toEqual([`demo config: brought in the changes of config-samples/ (${dir})`]);
    expect(await readFile(dashboardFile(dir, 'weather'), 'utf8')).toBe(
      dashboard('Weather', 'Outlook'),
    );
    expect(await readFile(dashboardFile(dir, 'sales'), 'utf8')).toBe(
      dashboard('Sales (mine)', 'Net revenue'),
    );
    expect((await git(dir, ['log', '-1', '--format=%s'])).trim()).toBe(SAMPLES_MERGE_MESSAGE);
    expect((await git(dir, ['status', '--porcelain'])).trim()).toBe('');
    // The next start has nothing to do.
    expect(await bringInSamples(samples, dir, () => {})).toBe('unchanged');
  });

  it("refuses a conflicting change: the user's file is kept and no merge is left open", async () => {
    const samples = await makeSamples('conflict');
    const dataDir = path.join(root, 'conflict', 'data');
    const dir = await ensureDemoConfig(samples, dataDir, () => {});
    await userEdit(dir, 'stores', dashboard('Stores', 'Visits per day'));
    await writeFile(dashboardFile(samples, 'stores'), dashboard('Stores', 'Footfall'));
    const head = (await git(dir, ['rev-parse', 'HEAD'])).trim();

    const lines: string[] = [];
    expect(await bringInSamples(samples, dir, (line) => lines.push(line))).toBe('conflict');
    expect(lines).toEqual([
      `demo config: config-samples/ changes conflict with your edits in acme/dashboards/stores.json; ` +
        `your config is kept as it is (to merge by hand: git -C ${dir} merge ${SAMPLES_BRANCH})`,
    ]);
    expect(await readFile(dashboardFile(dir, 'stores'), 'utf8')).toBe(
      dashboard('Stores', 'Visits per day'),
    );
    expect((await git(dir, ['rev-parse', 'HEAD'])).trim()).toBe(head);
    expect((await git(dir, ['status', '--porcelain'])).trim()).toBe('');
    expect(existsSync(path.join(dir, '.git', 'MERGE_HEAD'))).toBe(false);
  });

  it('gives a copy made before the samples branch existed its branch at the first commit', async () => {
    const samples = await makeSamples('old-install');
    const dataDir = path.join(root, 'old-install', 'data');
    const dir = await ensureDemoConfig(samples, dataDir, () => {});
    await git(dir, ['branch', '-D', SAMPLES_BRANCH]);
    await userEdit(dir, 'sales', dashboard('Sales (mine)', 'Revenue'));
    await writeFile(dashboardFile(samples, 'weather'), dashboard('Weather', 'Outlook'));

    expect(await bringInSamples(samples, dir, () => {})).toBe('merged');
    expect(existsSync(dashboardFile(dir, 'weather'))).toBe(true);
    expect(await readFile(dashboardFile(dir, 'sales'), 'utf8')).toBe(
      dashboard('Sales (mine)', 'Revenue'),
    );
  });

  it('leaves a config whose history does not start with the copy alone', async () => {
    const samples = await makeSamples('foreign');
    const dir = path.join(root, 'foreign', 'data', 'demo-config');
    await mkdir(dir, { recursive: true });
    await git(dir, ['init', '--quiet', '--initial-branch=main']);
    await writeFile(path.join(dir, 'README.md'), 'my own config\n');
    await git(dir, ['add', '-A']);
    await git(dir, ['commit', '--quiet', '-m', 'My config']);
    const lines: string[] = [];
    expect(await bringInSamples(samples, dir, (line) => lines.push(line))).toBe('no-git');
    expect(lines).toEqual([
      `demo config: ${dir} has no ${SAMPLES_BRANCH} branch; newer samples are not brought in`,
    ]);
    expect(existsSync(path.join(dir, 'acme'))).toBe(false);
  });
});
