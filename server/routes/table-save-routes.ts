/**
 * Saving a declared table from the builder (issue 28): the visual form editor adds a question
 * to a form by adding a column to its table. Saved through the config store like dashboards,
 * queries and imports (validated like `navigator validate`, written atomically with the write
 * journal, committed to git, refused when stale), and only when the change is additive
 * (runtime/core/writes/table-diff.ts): a destructive change answers 400 naming the column and
 * why, and nothing is written. Right after the save the tenant's write store is migrated with
 * the start's additive migration, so the new column takes rows at once; the data version moves
 * so cached results of the table are not served again. Other nodes migrate when their config
 * reloads (build-app.ts).
 *
 * - `PUT /api/v2/tables/{name}` body: the table declaration (`columns`, `description`; settings
 *   left out keep the file's) plus `version` (or `If-Match`), as `GET /api/v2/tables` answered
 *   it → `{name,
 *   version, added: [column]}` and the `ETag`; 400 `{message, reason, problems: [{field,
 *   message}]}` naming each column; 403; 404 (no such table); 409 stale.
 *
 * Who may save: super users and superusers, and the owner of a dashboard (or of the widget)
 * whose form builder widget writes to the table — the person editing that form.
 */
import type { FastifyInstance } from 'fastify';
import type { Table } from '../../schemas/generated/index.ts';
import { diffTable } from '../../runtime/core/writes/table-diff.ts';
import { canEditQueries, isOwner, requireUser } from '../auth/roles.ts';
import type { TenantConfig } from '../config/config-types.ts';
import { entityFiles } from '../config/config-change.ts';
import { etagOf, versionFromIfMatch } from '../config/entity-version.ts';
import { isJsonObject } from '../config/load-config.ts';
import type { AppContext, SessionUser } from '../http/context.ts';
import { WRITES_DATASOURCE, type WriteStore } from '../writes/write-store.ts';
import { commitAuthor } from './commit-author.ts';
import { liveTenant } from './request-tenant.ts';
import { sendWriteError } from './write-errors.ts';

export const TABLE_SAVE_MESSAGES = {
  saveFailed: 'Your table could not be saved.',
  forbidden: (table: string) =>
    `Only super users, superusers and the owner of a form of table "${table}" may change it.`,
  notFound: (table: string) => `No table "${table}".`,
  stale: (table: string) =>
    `table "${table}" changed since you loaded it (or no version was sent); reload it and apply your change again`,
  notAdditive: 'Only additive changes can be saved: new optional columns, titles and descriptions.',
  migrateFailed: (reason: string) =>
    `The table was saved, but the write store could not add its new columns yet (${reason}); they are added on the next start.`,
};

/** The user may change table `name`: a super user, a superuser, or the owner of one of its forms. */
export function canEditTable(user: SessionUser, tenant: TenantConfig, name: string): boolean {
  if (canEditQueries(user)) return true;
  for (const dashboard of tenant.dashboards.values()) {
    const widgets = isJsonObject(dashboard.value.widgets) ? dashboard.value.widgets : {};
    for (const widget of Object.values(widgets)) {
      if (!isJsonObject(widget)) continue;
      const params = isJsonObject(widget.params) ? widget.params : {};
      const form = isJsonObject(params.form) ? params.form : undefined;
      if (form?.table !== name) continue;
      if (isOwner(user, dashboard.value.user_id) || isOwner(user, widget.user_id)) return true;
    }
  }
  return false;
}

export async function tableSaveRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'configStore'> & { writes: WriteStore },
): Promise<void> {
  app.put<{ Params: { name: string }; Body: unknown }>(
    '/api/v2/tables/:name',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const fail = (status: number, reason: string, extra: object = {}) =>
        reply.code(status).send({ message: TABLE_SAVE_MESSAGES.saveFailed, reason, ...extra });
      const user = requireUser(request);
      const tenant = liveTenant(request, ctx.configStore);
      const name = request.params.name;
      const existing = tenant.tables.get(name);
      if (!existing) return fail(404, TABLE_SAVE_MESSAGES.notFound(name));
      if (!canEditTable(user, tenant, name)) return fail(403, TABLE_SAVE_MESSAGES.forbidden(name));
      const body = request.body;
      if (!isJsonObject(body)) return fail(400, 'The body must be a JSON object: the table.');
      const { version: bodyVersion, ...rest } = body;
      // Settings the body leaves out (key, write_roles, …) keep what the file says.
      const value = { ...existing.value, ...rest, name };
      const current = ctx.configStore.version(tenant.id, 'table', name);
      const wanted =
        versionFromIfMatch(request.headers['if-match']) ??
        (typeof bodyVersion === 'string' ? bodyVersion : undefined);
      if (wanted !== current)
        return fail(409, TABLE_SAVE_MESSAGES.stale(name), { version: current });
      // A body that is not a table at all is refused by the config's validation below.
      if (isTableShaped(value)) {
        const diff = diffTable(existing.value as unknown as Table, value as unknown as Table);
        if (diff.problems.length > 0) {
          return fail(
            400,
            `${TABLE_SAVE_MESSAGES.notAdditive} ${diff.problems.map((p) => p.message).join('; ')}.`,
            {
              problems: diff.problems.map((p) => ({
                field: `columns.properties.${p.column}`,
                column: p.column,
                reason: p.reason,
                message: p.message,
              })),
            },
          );
        }
      }
      const ownFile = entityFiles('table', tenant.id, name).json.relPath;
      let version: string;
      try {
        ({ version } = await ctx.configStore.write({
          tenantId: tenant.id,
          author: commitAuthor(request.user),
          kind: 'table',
          id: name,
          value,
          expectedVersion: current,
        }));
      } catch (error) {
        return sendWriteError(reply, error, {
          message: TABLE_SAVE_MESSAGES.saveFailed,
          ownFile,
        });
      }
      const before = existing.value as unknown as Table;
      const added = Object.keys((value as unknown as Table).columns.properties).filter(
        (column) => !(column in before.columns.properties),
      );
      // The new columns take rows at once: the start's additive migration, now.
      if (tenant.datasources.has(WRITES_DATASOURCE)) {
        try {
          await ctx.writes.migrate(tenant.id);
        } catch (error) {
          request.log.error({ err: error, table: name }, 'write store migration after a save');
          return reply.code(500).send({
            message: TABLE_SAVE_MESSAGES.migrateFailed((error as Error).message),
            version,
          });
        }
      }
      request.log.info({ table: name, added }, 'table declaration saved');
      reply.header('etag', etagOf(version));
      return { name, version, added };
    },
  );
}

/** Enough of a table to diff (the config's validation checks the rest). */
function isTableShaped(value: Record<string, unknown>): boolean {
  const columns = value.columns;
  return isJsonObject(columns) && isJsonObject(columns.properties);
}
