/**
 * A dashboard's History over real HTTP (issue 29), on a private config directory that is its
 * own git repository: the list of commits touching the dashboard's file with author, time,
 * message and semantic diff; a revert is a new commit by the reverting user; who may read
 * and revert (as Grafana: those who may edit the dashboard — its owner, super users and
 * superusers; a viewer neither); a revert a later change overlaps answers 409 with the reason;
 * an unknown revision 404. Without git the list says so and a revert is refused.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_EDIT_MESSAGES } from '../../server/routes/dashboard-edit-routes.ts';
import { HISTORY_MESSAGES } from '../../server/routes/history-routes.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DASHBOARD = 'sales-overview';
const WIDGET = 'kpi_margin';
const FILE = `acme/dashboards/${DASHBOARD}.json`;
const HISTORY = `/api/v2/dashboards/${DASHBOARD}/history`;

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
  });

let server: TestServer;
let plain: TestServer;
const tokens: Record<string, string> = {};
let original = '';

const call = (username: string, method: string, apiPath: string, body?: unknown) =>
  server.request({ method, path: apiPath, tenant: 'acme', token: tokens[username], body });
const history = async (username = 'owner') => {
  const response = await call(username, 'GET', HISTORY);
  expect(response.status, response.text).toBe(200);
  return response.json as { enabled: boolean; commits: Json[] };
};
const revert = (username: string, rev: string) =>
  call(username, 'POST', `${HISTORY}/${rev}/revert`);
const saveTitle = async (en: string) => {
  const response = await call('owner', 'POST', `/api/v2/widgets/${DASHBOARD}/${WIDGET}`, {
    dashboard_id: DASHBOARD,
    title: { en, es: en, pt: en },
  });
  expect(response.status, response.text).toBe(200);
};
const savedTitle = async () =>
  (JSON.parse(await readFile(path.join(server.configDir, FILE), 'utf8')) as Json).widgets[WIDGET]
    .title.en as string;
const head = () => git(server.configDir, 'log', '-1', '--format=%H%n%an%n%ae%n%s').split('\n');

beforeAll(async () => {
  server = await startTestServer({
    prepareConfig: async (dir) => {
      git(dir, 'init', '--quiet', '--initial-branch=main');
      git(dir, 'add', '-A');
      git(dir, 'commit', '--quiet', '-m', 'config as shipped');
    },
  });
  for (const username of ['viewer', 'owner', 'super', 'superuser']) {
    tokens[username] = await server.login('acme', username);
  }
  original = await savedTitle();
});

afterAll(async () => {
  await server?.close();
  await plain?.close();
});

describe('dashboard history', () => {
  it('lists the commits touching the dashboard: author, time, message and semantic diff', async () => {
    await saveTitle('Margin v1');
    const { enabled, commits } = await history();
    expect(enabled).toBe(true);
    expect(commits.map((c) => c.message)).toEqual([
      `${DASHBOARD}: widget ${WIDGET} title`,
      'config as shipped',
    ]);
    const [latest, seed] = commits as [Json, Json];
    expect(latest).toMatchObject({ author: 'Owen Carter', email: 'owner@acme-retail.example' });
    expect(latest.rev).toBe(head()[0]);
    expect(Number.isNaN(Date.parse(latest.date as string))).toBe(false);
    expect(latest.diff).toEqual([
      {
        tenant: 'acme',
        kind: 'dashboard',
        id: DASHBOARD,
        change: 'changed',
        files: [FILE],
        details: ['en', 'es', 'pt'].map((lang) => ({
          type: 'field',
          widget: WIDGET,
          path: `title.${lang}`,
          from: expect.any(String) as unknown,
          to: 'Margin v1',
        })),
      },
    ]);
    expect((latest.diff as Json[])[0]!.details[0].from).toBe(original);
    expect(seed).toMatchObject({ author: 'Seed', email: 'seed@example.com' });
  });

  it('only those who may edit the dashboard read it: owner, super user, superuser; not a viewer', async () => {
    for (const username of ['super', 'superuser']) {
      expect((await history(username)).commits.length).toBeGreaterThan(0);
    }
    const refused = await call('viewer', 'GET', HISTORY);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: DASHBOARD_EDIT_MESSAGES.forbidden(DASHBOARD) });
  });

  it('a viewer cannot revert; the owner’s change reverted by a super user is a new commit by them', async () => {
    const [change] = (await history()).commits as [Json];
    const refused = await revert('viewer', change.rev as string);
    expect(refused.status).toBe(403);
    expect(await savedTitle()).toBe('Margin v1');

    const done = await revert('super', change.rev as string);
    expect(done.status, done.text).toBe(200);
    expect(done.json).toMatchObject({ status: 'success', message: HISTORY_MESSAGES.reverted });
    expect(await savedTitle()).toBe(original);
    const [rev, author, email, subject] = head();
    expect([author, email, subject]).toEqual([
      'Samir Patel',
      'super@acme-retail.example',
      `Revert "${DASHBOARD}: widget ${WIDGET} title"`,
    ]);
    // The list shows the revert on top, its diff the way back.
    const [top] = (await history()).commits as [Json];
    expect(top.rev).toBe(rev);
    expect((top.diff as Json[])[0]!.details[0]).toMatchObject({
      widget: WIDGET,
      path: 'title.en',
      from: 'Margin v1',
      to: original,
    });
    // The server serves the reverted title.
    const widget = await call('owner', 'GET', `/api/v2/widgets/${DASHBOARD}/${WIDGET}`);
    expect((widget.json as Json).data.title.en).toBe(original);
  });

  it('a change a later one overlaps is not reverted: 409 with the reason, nothing written', async () => {
    await saveTitle('Margin v2');
    const [first] = (await history()).commits as [Json];
    await saveTitle('Margin v3');
    const before = head()[0];
    const refused = await revert('owner', first.rev as string);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: HISTORY_MESSAGES.conflict });
    expect(await savedTitle()).toBe('Margin v3');
    expect(head()[0]).toBe(before);
  });

  it('an unknown revision answers 404 naming it; the commit that created the file 409', async () => {
    for (const rev of ['0123456789abcdef', 'HEAD']) {
      const missing = await revert('owner', rev);
      expect(missing.status).toBe(404);
      expect(missing.json).toMatchObject({
        message: HISTORY_MESSAGES.unknownRev(rev, DASHBOARD),
      });
    }
    const seed = (await history()).commits.at(-1)!;
    expect(seed.message).toBe('config as shipped');
    // The first commit has no parent: its diff says the dashboard was added, not nothing.
    expect(seed.diff).toEqual([
      expect.objectContaining({ kind: 'dashboard', id: DASHBOARD, change: 'added' }),
    ]);
    const created = await revert('owner', seed.rev as string);
    expect(created.status).toBe(409);
    expect(created.json).toMatchObject({ message: HISTORY_MESSAGES.created });
  });

  it('without git: no history, and a revert is refused with the reason', async () => {
    plain = await startTestServer();
    const token = await plain.login('acme', 'owner');
    const list = await plain.request({ method: 'GET', path: HISTORY, tenant: 'acme', token });
    expect(list.json).toEqual({ enabled: false, commits: [] });
    const refused = await plain.request({
      method: 'POST',
      path: `${HISTORY}/0123456/revert`,
      tenant: 'acme',
      token,
    });
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ message: HISTORY_MESSAGES.noGit });
  });
});
