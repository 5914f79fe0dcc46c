/**
 * A dashboard's History over real HTTP (issue 29): `navigator start` on a config directory that
 * is its own git repository. Each save is listed (newest first) with its author, message and
 * semantic diff; a revert is a new commit by the reverting user that puts the old value back;
 * reverting a change a later one built on answers 409; unknown revisions 404; viewers, who
 * cannot edit the dashboard, can neither read its history nor revert.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../support/http.ts';
import { loginAt, privateDataDir, removeTempDirs } from '../support/process-fixtures.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DASHBOARD = 'sales-overview';
const WIDGET = 'region_revenue';
const FILE = `acme/dashboards/${DASHBOARD}.json`;

let root: string;
let configDir: string;
let server: RunningServer;
let owner: string;
let viewer: string;

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: configDir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Ops',
      GIT_AUTHOR_EMAIL: 'ops@example.com',
      GIT_COMMITTER_NAME: 'Ops',
      GIT_COMMITTER_EMAIL: 'ops@example.com',
    },
  });

const call = (token: string, method: 'GET' | 'POST', pathname: string, body?: unknown) =>
  request(server.port, { method, path: pathname, tenant: 'acme', token, body });
const history = (token = owner) => call(token, 'GET', `/api/v2/dashboards/${DASHBOARD}/history`);
const revert = (rev: string, token = owner) =>
  call(token, 'POST', `/api/v2/dashboards/${DASHBOARD}/history/${rev}/revert`, {});
const saveTitle = (en: string) =>
  call(owner, 'POST', `/api/v2/widgets/${DASHBOARD}/${WIDGET}`, {
    dashboard_id: DASHBOARD,
    title: { en, es: en, pt: en },
  });
const title = async () =>
  ((await call(owner, 'GET', `/api/v2/widgets/${DASHBOARD}/${WIDGET}`)).json as Json).data.title
    .en as string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'navigator-history-'));
  configDir = path.join(root, 'config');
  await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '-A');
  git('commit', '--quiet', '-m', 'seed');
  server = await startNavigator({ dataDir: await privateDataDir(), configDir });
  owner = await loginAt(server.port, 'acme', 'owner');
  viewer = await loginAt(server.port, 'acme', 'viewer');
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await removeTempDirs();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('dashboard history', () => {
  let original: string;
  let firstRev: string;
  let secondRev: string;

  it('lists each save newest first with its author, message and what changed', async () => {
    original = await title();
    expect((await saveTitle('Revenue by Region (first)')).status).toBe(200);
    expect((await saveTitle('Revenue by Region (second)')).status).toBe(200);
    const response = await history();
    expect(response.status).toBe(200);
    const body = response.json as Json;
    expect(body.enabled).toBe(true);
    const [second, first, seed] = body.commits as Json[];
    expect(seed?.message).toBe('seed');
    for (const commit of [first, second]) {
      expect(commit?.author).toBe('Owen Carter');
      expect(commit?.email).toBe('owner@acme-retail.example');
      expect(commit?.message).toContain(DASHBOARD);
      expect(commit?.rev).toMatch(/^[0-9a-f]{40}$/);
      expect(Number.isNaN(Date.parse(commit?.date))).toBe(false);
    }
    const [entity] = second!.diff as Json[];
    expect(entity).toMatchObject({ tenant: 'acme', kind: 'dashboard', id: DASHBOARD });
    expect(entity!.details).toContainEqual({
      type: 'field',
      widget: WIDGET,
      path: 'title.en',
      from: 'Revenue by Region (first)',
      to: 'Revenue by Region (second)',
    });
    // The commits are the repository's own: git agrees on who and what.
    expect(git('log', '-1', '--format=%an <%ae>', '--', FILE).trim()).toBe(
      'Owen Carter <owner@acme-retail.example>',
    );
    firstRev = first!.rev;
    secondRev = second!.rev;
  });

  it('a viewer cannot read the history nor revert', async () => {
    expect((await history(viewer)).status).toBe(403);
    expect((await revert(secondRev, viewer)).status).toBe(403);
    expect(await title()).toBe('Revenue by Region (second)');
  });

  it('reverting a change a later change edited answers 409 and changes nothing', async () => {
    const response = await revert(firstRev);
    expect(response.status).toBe(409);
    expect((response.json as Json).message).toBe(
      'This change cannot be reverted: a later change edited the same part of the dashboard. Revert the later change first, or edit the dashboard by hand.',
    );
    expect(await title()).toBe('Revenue by Region (second)');
  });

  it('unknown or malformed revisions answer 404 naming them', async () => {
    const unknown = await revert('0123456789abcdef');
    expect(unknown.status).toBe(404);
    expect((unknown.json as Json).message).toBe(
      `No change 0123456789abcdef in the history of dashboard "${DASHBOARD}".`,
    );
    expect((await revert('HEAD~1')).status).toBe(404);
  });

  it('reverting the latest change, then the one before, is a new commit each by the reverting user', async () => {
    const response = await revert(secondRev.slice(0, 12));
    expect(response.status).toBe(200);
    expect((response.json as Json).message).toBe('Change reverted.');
    expect(await title()).toBe('Revenue by Region (first)');
    expect((await revert(firstRev)).status).toBe(200);
    expect(await title()).toBe(original);
    const commits = ((await history()).json as Json).commits as Json[];
    expect(commits.slice(0, 2).map((c) => c.message)).toEqual([
      expect.stringMatching(/^Revert ".*"$/),
      expect.stringMatching(/^Revert ".*"$/),
    ]);
    expect(commits[0]!.author).toBe('Owen Carter');
    // The work tree holds exactly what was committed.
    expect(git('status', '--porcelain').trim()).toBe('');
  });
});
