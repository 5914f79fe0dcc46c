/**
 * Writes to the tenant's declared tables (issue 28's write store): the only routes that put
 * data into the system. Each is one transaction with an audit row; a write with any bad row
 * writes nothing and names every failing row. Who may write is the table's `write_roles`
 * (superusers always); replacing a table's rows needs a super user or a superuser. Writes
 * never reach a read datasource: they go through the write store only.
 *
 * - `GET /api/v2/tables` → `{tables: [{name, description, columns, key, can_write, version}]}`:
 *   the tenant's declared tables (for forms, the dropzone and the integrator).
 * - `POST /api/v2/tables/{table}/rows` `{rows, mode?: 'append' | 'replace', widget?}` →
 *   `{table, mode, written, replaced, audit_id}`; 400 `{message, failing_rows, failures:
 *   [{row, column, message}]}`; 403; 404; 413 (too many rows or a body over the limit); 429.
 *   Rows sent through a form builder widget (`widget`: its `{dashboard_id}/{widget_id}`) must
 *   also fill the columns that form requires besides its table's (`params.form.required`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Table } from '../../schemas/generated/index.ts';
import { HttpError } from '../auth/http-error.ts';
import { canEditQueries, isSuperUser, isSuperuserGroup, requireUser } from '../auth/roles.ts';
import type { TenantConfig } from '../config/config-types.ts';
import type { AppContext, SessionUser } from '../http/context.ts';
import { createRateWindow, sendTooMany } from '../http/rate-window.ts';
import { checkFormRows } from '../writes/row-check.ts';
import type { TableDefinition } from '../writes/table-definition.ts';
import { findWidget } from './widget-lookup.ts';
import {
  RowsRefusedError,
  WriteStoreError,
  type WriteMode,
  type WriteStore,
} from '../writes/write-store.ts';

/** Largest JSON body of a write (NAVIGATOR_WRITE_BODY_LIMIT bytes; default 64 MB). */
export const DEFAULT_WRITE_BODY_LIMIT = 64 * 1024 * 1024;
/** Writes a user may make per minute (NAVIGATOR_WRITES_PER_MINUTE; default 120). */
export const DEFAULT_WRITES_PER_MINUTE = 120;

export const WRITE_MESSAGES = {
  forbidden: (table: string) => `You may not write to table "${table}".`,
  replaceForbidden: 'Only super users and superusers may replace the rows of a table.',
  badBody: 'The body must be {"rows": [...], "mode": "append" | "replace", "widget"?: string}.',
  refused: (count: number, table: string) =>
    `${count} row(s) do not fit table "${table}"; nothing was written.`,
  tooMany: (wait: number) => `Too many writes; try again in ${wait} s.`,
};

/** The user may write rows of `table` (its write_roles; superusers always). */
export function canWrite(user: SessionUser, table: TableDefinition): boolean {
  if (isSuperuserGroup(user)) return true;
  if (table.writeRoles.includes('user')) return true;
  return table.writeRoles.includes('super') && isSuperUser(user);
}

interface WriteBody {
  rows?: unknown;
  mode?: unknown;
  widget?: unknown;
}

export async function tableRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'env' | 'config' | 'configStore'> & { writes: WriteStore },
): Promise<void> {
  const env = ctx.env ?? process.env;
  const rate = createRateWindow({
    max: positive(env.NAVIGATOR_WRITES_PER_MINUTE, DEFAULT_WRITES_PER_MINUTE),
    windowMs: 60_000,
  });
  app.addHook('onClose', async () => rate.close());
  const bodyLimit = positive(env.NAVIGATOR_WRITE_BODY_LIMIT, DEFAULT_WRITE_BODY_LIMIT);

  app.get('/api/v2/tables', { preHandler: app.authenticate }, async (request) => {
    const user = requireUser(request);
    const tenant = request.tenant?.id ?? user.tenant;
    const entities = [...(ctx.config().tenants.get(tenant)?.tables.values() ?? [])];
    return {
      tables: entities.map((entity) => {
        const table = entity.value as unknown as Table;
        const definition = ctx.writes.table(tenant, table.name);
        return {
          name: table.name,
          description: table.description ?? null,
          columns: table.columns,
          key: table.key ?? [],
          can_write: canWrite(user, definition),
          // What PUT /api/v2/tables/{name} sends back to add columns (table-save-routes.ts).
          version: ctx.configStore.version(tenant, 'table', table.name),
        };
      }),
    };
  });

  app.post<{ Params: { table: string }; Body: WriteBody }>(
    '/api/v2/tables/:table/rows',
    { preHandler: app.authenticate, bodyLimit },
    async (request, reply) => {
      const user = requireUser(request);
      const tenant = request.tenant?.id ?? user.tenant;
      const name = request.params.table;
      const table = tableOr404(ctx.writes, tenant, name);
      if (!canWrite(user, table)) throw new HttpError(403, WRITE_MESSAGES.forbidden(name));
      const { rows, mode, widget } = parseBody(request.body);
      if (mode === 'replace' && !canEditQueries(user)) {
        throw new HttpError(403, WRITE_MESSAGES.replaceForbidden);
      }
      const wait = rate.take(`${tenant}\0${user.user_id}`);
      if (wait > 0) return sendTooMany(reply, wait, WRITE_MESSAGES.tooMany(wait));
      // A form's own required columns (its `required` params) hold for rows sent through it.
      const formRequired = widget
        ? formRequiredOf(ctx.config().tenants.get(tenant), widget, name)
        : [];
      if (formRequired.length > 0) {
        const check = checkFormRows(table, rows, formRequired);
        if (check.failures.length > 0) {
          return reply.code(400).send({
            message: WRITE_MESSAGES.refused(check.failingRows, name),
            failing_rows: check.failingRows,
            failures: check.failures,
          });
        }
      }
      return writeAnswer(reply, request, ctx.writes, { tenant, name, rows, mode, widget, user });
    },
  );
}

export async function writeAnswer(
  reply: FastifyReply,
  request: FastifyRequest,
  writes: WriteStore,
  w: {
    tenant: string;
    name: string;
    rows: unknown[];
    mode: WriteMode;
    widget?: string;
    user: SessionUser;
    /** What the rows came through, for the audit (api, dropzone, form, integrator). */
    source?: string;
  },
) {
  try {
    const result = await writes.write(w.tenant, w.name, w.rows, {
      mode: w.mode,
      actor: {
        email: w.user.email || w.user.username,
        widget: w.widget,
        source: w.source ?? 'api',
      },
    });
    request.log.info({ table: w.name, mode: w.mode, rows: result.written }, 'table write');
    return {
      table: result.table,
      mode: result.mode,
      written: result.written,
      replaced: result.replaced,
      audit_id: result.auditId,
    };
  } catch (error) {
    if (error instanceof RowsRefusedError) {
      return reply.code(400).send({
        message: WRITE_MESSAGES.refused(error.failingRows, w.name),
        failing_rows: error.failingRows,
        failures: error.failures,
      });
    }
    if (error instanceof WriteStoreError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

/**
 * The columns the form builder widget `ref` requires besides its table's, when it is a form of
 * table `name` in the tenant (none for any other widget, or one that cannot be found).
 */
export function formRequiredOf(
  tenant: TenantConfig | undefined,
  ref: string,
  name: string,
): string[] {
  if (!tenant) return [];
  const lookup = findWidget(tenant, ref);
  if (!('found' in lookup)) return [];
  const params = lookup.found.widget.params as { form?: { table?: unknown; required?: unknown } };
  const form = params?.form;
  if (!form || form.table !== name || !Array.isArray(form.required)) return [];
  return form.required.filter((column): column is string => typeof column === 'string');
}

export function tableOr404(writes: WriteStore, tenant: string, name: string): TableDefinition {
  try {
    return writes.table(tenant, name);
  } catch (error) {
    if (error instanceof WriteStoreError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

function parseBody(body: unknown): { rows: unknown[]; mode: WriteMode; widget?: string } {
  const value = (body ?? {}) as WriteBody;
  const mode = value.mode ?? 'append';
  if (
    typeof body !== 'object' ||
    body === null ||
    !Array.isArray(value.rows) ||
    (mode !== 'append' && mode !== 'replace') ||
    (value.widget !== undefined && typeof value.widget !== 'string')
  ) {
    throw new HttpError(400, WRITE_MESSAGES.badBody);
  }
  return { rows: value.rows, mode, widget: value.widget as string | undefined };
}

function positive(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
