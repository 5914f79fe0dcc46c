/**
 * Files dropped onto a table (the dropzone, issue 28): the file streams in, is read on the server
 * (CSV, TSV, JSON, XLSX) within the tenant's upload limit, checked row by row against the table,
 * and held for the person to confirm; only then is it written, in one transaction. A file with
 * any failing row is refused with each failing line, column and reason, and nothing is kept.
 *
 * - `POST /api/v2/tables/{table}/uploads?file_name=prices.csv` (body: the file's bytes, any
 *   content type) → `{upload_id, table, file_name, format, row_count, columns, preview}`; 400
 *   unreadable file or unknown format; 403; 404; 413 over `uploads.max_bytes`; 422 `{message,
 *   failing_rows, failures: [{row, column, message}], row_count}`.
 * - `POST /api/v2/tables/{table}/uploads/{upload_id}` `{mode?: append | replace}` → the write's
 *   `{table, mode, written, replaced, audit_id}`; 404 when the upload is unknown, expired or
 *   another user's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { Tenant } from '../../schemas/generated/index.ts';
import { HttpError } from '../auth/http-error.ts';
import { canEditQueries, requireUser } from '../auth/roles.ts';
import type { AppContext } from '../http/context.ts';
import { checkUpload, type CheckedUpload } from '../writes/upload-check.ts';
import {
  readUpload,
  uploadFormat,
  UploadReadError,
  type ReadUpload,
  type UploadFormat,
} from '../writes/upload-read.ts';
import type { UploadSessions } from '../writes/upload-sessions.ts';
import type { TableDefinition } from '../writes/table-definition.ts';
import type { WriteStore } from '../writes/write-store.ts';
import { canWrite, tableOr404, WRITE_MESSAGES, writeAnswer } from './table-routes.ts';

/** Upload limit when tenant.json sets none (`uploads.max_bytes`). */
export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Rows shown in the preview of a checked upload. */
export const PREVIEW_ROWS = 20;

export const UPLOAD_MESSAGES = {
  format: 'Upload a .csv, .tsv, .json or .xlsx file.',
  refused: (count: number, file: string) =>
    `${count} row(s) of ${file} do not fit the table; nothing was imported.`,
  expired: 'This upload is no longer waiting: upload the file again.',
};

export async function uploadRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'config'> & { writes: WriteStore; uploads: UploadSessions },
): Promise<void> {
  const sessions = ctx.uploads;
  await app.register(async (files) => {
    // Whatever its content type (a .json file included), the file reaches the handler as a
    // stream: it is read and counted there, never buffered or parsed before.
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    fileRoute(files, ctx, sessions);
  });

  app.post<{ Params: { table: string; upload_id: string }; Body: { mode?: unknown } }>(
    '/api/v2/tables/:table/uploads/:upload_id',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const { user, tenant, table } = writableTable(request, ctx.writes);
      const mode = (request.body as { mode?: unknown } | undefined)?.mode ?? 'append';
      if (mode !== 'append' && mode !== 'replace') throw new HttpError(400, WRITE_MESSAGES.badBody);
      if (mode === 'replace' && !canEditQueries(user))
        throw new HttpError(403, WRITE_MESSAGES.replaceForbidden);
      const pending = sessions.take(request.params.upload_id, tenant, user.user_id, table.name);
      if (!pending) throw new HttpError(404, UPLOAD_MESSAGES.expired);
      return writeAnswer(reply, request, ctx.writes, {
        tenant,
        name: table.name,
        rows: pending.rows,
        mode,
        widget: undefined,
        user,
        source: pending.source,
      });
    },
  );
}

function fileRoute(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'config'> & { writes: WriteStore },
  sessions: UploadSessions,
): void {
  app.post<{ Params: { table: string }; Querystring: { file_name?: string } }>(
    '/api/v2/tables/:table/uploads',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const { user, tenant, table } = writableTable(request, ctx.writes);
      const fileName = (request.query.file_name ?? 'upload').slice(0, 200);
      const read = await readRequestFile(request, ctx, tenant, fileName);
      return answerChecked(reply, sessions, {
        tenant,
        userId: user.user_id,
        table,
        fileName,
        format: read.format,
        source: 'dropzone',
        columns: read.upload.header,
        records: read.upload.records.length,
        checked: checkUpload(table, read.upload),
      });
    },
  );
}

/** The signed-in user, their tenant and the table of the route, which they may write (403/404). */
function writableTable(request: FastifyRequest<{ Params: { table: string } }>, writes: WriteStore) {
  const user = requireUser(request);
  const tenant = request.tenant?.id ?? user.tenant;
  const table = tableOr404(writes, tenant, request.params.table);
  if (!canWrite(user, table)) throw new HttpError(403, WRITE_MESSAGES.forbidden(table.name));
  return { user, tenant, table };
}

/** The request's body read as the file `fileName` within the tenant's upload limit. */
export async function readRequestFile(
  request: FastifyRequest,
  ctx: Pick<AppContext, 'config'>,
  tenant: string,
  fileName: string,
): Promise<{ format: UploadFormat; upload: ReadUpload }> {
  const format = uploadFormat(request.headers['content-type'], fileName);
  if (!format) throw new HttpError(400, UPLOAD_MESSAGES.format);
  const settings = ctx.config().tenants.get(tenant)?.tenant?.value as Tenant | undefined;
  const maxBytes = settings?.uploads?.max_bytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  try {
    return { format, upload: await readUpload(request.body as Readable, format, maxBytes) };
  } catch (error) {
    if (error instanceof UploadReadError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

/**
 * The answer to a checked upload: 422 naming every failing row (nothing kept), 413 over the
 * table's rows per write, else the upload held for confirmation and its preview.
 */
export function answerChecked(
  reply: FastifyReply,
  sessions: UploadSessions,
  upload: {
    tenant: string;
    userId: number;
    table: TableDefinition;
    fileName: string;
    format: string;
    source: string;
    columns: string[];
    records: number;
    checked: CheckedUpload;
  },
) {
  const { checked, table } = upload;
  if (checked.failingRows > 0) {
    return reply.code(422).send({
      message: UPLOAD_MESSAGES.refused(checked.failingRows, upload.fileName),
      failing_rows: checked.failingRows,
      failures: checked.failures,
      row_count: upload.records,
    });
  }
  if (checked.rows.length > table.maxRowsPerWrite) {
    throw new HttpError(
      413,
      `A write to table "${table.name}" may carry at most ${table.maxRowsPerWrite} rows (got ${checked.rows.length})`,
    );
  }
  const pending = sessions.add({
    tenant: upload.tenant,
    userId: upload.userId,
    table: table.name,
    fileName: upload.fileName,
    source: upload.source,
    rows: checked.rows,
  });
  return reply.send({
    upload_id: pending.id,
    table: table.name,
    file_name: upload.fileName,
    format: upload.format,
    row_count: checked.rows.length,
    columns: upload.columns,
    preview: checked.rows.slice(0, PREVIEW_ROWS),
  });
}
