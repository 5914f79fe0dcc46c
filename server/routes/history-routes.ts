/**
 * A dashboard's History (issue 29): the commits of the config repository that touched its
 * file, each with its semantic diff, and the revert of one of them as a new commit by the
 * signed-in user. Only who may edit the dashboard (owner, super users, superusers) sees it;
 * the file is always the request tenant's own.
 *
 * - `GET /api/v2/dashboards/{dashboard_id}/history` → `{enabled, commits: [{rev, author,
 *   email, date, message, diff: [entity diff]}]}` (newest first; `enabled: false` and no
 *   commits when the config directory is not a git repository of its own).
 * - `POST /api/v2/dashboards/{dashboard_id}/history/{rev}/revert` → `{status, message,
 *   version}`; 409 when a later commit changed the same lines (the revert would undo it too).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../auth/http-error.ts';
import { entityFiles } from '../config/config-change.ts';
import { runGit } from '../config/git-run.ts';
import { revisionDiff } from '../config/revision-diff.ts';
import type { AppContext } from '../http/context.ts';
import { commitAuthor } from './commit-author.ts';
import { canEditDashboard, DASHBOARD_EDIT_MESSAGES } from './dashboard-edit-routes.ts';
import { requireUserDashboard } from './program-catalog.ts';
import { liveTenant } from './request-tenant.ts';
import { requireUser } from '../auth/roles.ts';
import { sendWriteError } from './write-errors.ts';

/** Texts of the History calls. */
export const HISTORY_MESSAGES = {
  reverted: 'Change reverted.',
  conflict:
    'This change cannot be reverted: a later change edited the same part of the dashboard. Revert the later change first, or edit the dashboard by hand.',
  unknownRev: (rev: string, id: string) => `No change ${rev} in the history of dashboard "${id}".`,
  created: 'This change created the dashboard; it cannot be reverted here.',
  noGit: 'The config directory is not a git repository: there is no history to revert.',
} as const;

const HISTORY_LIMIT = 50;

type HistoryRequest = FastifyRequest<{
  Params: { dashboard_id: string; rev: string };
  Body: unknown;
}>;

export async function historyRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'configStore'>,
): Promise<void> {
  const store = ctx.configStore;
  const auth = { preHandler: app.authenticate };

  const prepare = (request: HistoryRequest) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, store);
    const { dashboard } = requireUserDashboard(tenant, user, request.params.dashboard_id);
    if (!canEditDashboard(user, dashboard.value)) {
      throw new HttpError(403, DASHBOARD_EDIT_MESSAGES.forbidden(dashboard.id));
    }
    const file = entityFiles('dashboard', tenant.id, dashboard.id).json.relPath;
    return { user, tenant, dashboard, file, repo: store.repo };
  };

  app.get('/api/v2/dashboards/:dashboard_id/history', auth, async (untyped) => {
    // The websocket plugin's overload of GET hides the params type: named here.
    const request = untyped as HistoryRequest;
    const { file, repo } = prepare(request);
    if (!repo) return { enabled: false, commits: [] };
    const commits = await repo.history([file], HISTORY_LIMIT);
    return {
      enabled: true,
      commits: await Promise.all(
        commits.map(async (c) => ({
          rev: c.rev,
          author: c.author,
          email: c.email,
          date: c.date,
          message: c.message,
          diff: await revisionDiff(repo.dir, `${c.rev}^`, c.rev, [file]).catch(() => []),
        })),
      ),
    };
  });

  app.post(
    '/api/v2/dashboards/:dashboard_id/history/:rev/revert',
    auth,
    async (request: HistoryRequest, reply) => {
      const { user, tenant, dashboard, file, repo } = prepare(request);
      if (!repo) throw new HttpError(404, HISTORY_MESSAGES.noGit);
      const rev = request.params.rev;
      const commit = /^[0-9a-f]{7,40}$/.test(rev)
        ? (await repo.history([file], 1000)).find((c) => c.rev.startsWith(rev))
        : undefined;
      if (!commit) throw new HttpError(404, HISTORY_MESSAGES.unknownRev(rev, dashboard.id));
      const before = await repo.fileAt(`${commit.rev}^`, file);
      if (before === undefined) throw new HttpError(409, HISTORY_MESSAGES.created);
      const after = (await repo.fileAt(commit.rev, file)) ?? '';
      const current = dashboard.file.text;
      const merged = await undoChange(current, after, before);
      if (merged === undefined) throw new HttpError(409, HISTORY_MESSAGES.conflict);
      try {
        const { version } = await store.write({
          tenantId: tenant.id,
          kind: 'dashboard',
          id: dashboard.id,
          value: JSON.parse(merged) as Record<string, unknown>,
          expectedVersion: store.version(tenant.id, 'dashboard', dashboard.id),
          author: commitAuthor(user),
          message: `Revert "${commit.message}"`,
        });
        request.log.info(
          { tenant: tenant.id, dashboard: dashboard.id, rev: commit.rev },
          'change reverted',
        );
        return { status: 'success', message: HISTORY_MESSAGES.reverted, version };
      } catch (error) {
        return sendWriteError(reply, error, { ownFile: file });
      }
    },
  );
}

/**
 * `current` without the change from `before` to `after` (a three-way merge of `current` and
 * `before` over `after`, as `git revert` does); undefined when a later change overlaps it.
 */
async function undoChange(
  current: string,
  after: string,
  before: string,
): Promise<string | undefined> {
  const dir = await mkdtemp(path.join(tmpdir(), 'navigator-revert-'));
  try {
    const files = ['current', 'after', 'before'].map((name) => path.join(dir, name));
    await Promise.all([current, after, before].map((text, i) => writeFile(files[i]!, text)));
    const result = await runGit(dir, ['merge-file', '-p', ...files]);
    return result.code === 0 ? result.stdout : undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
