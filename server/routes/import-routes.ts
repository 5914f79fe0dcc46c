/**
 * Saved imports (the data integrator, issue 28): a mapping from the columns of a file or of a
 * saved query's result onto a declared table, kept in config (`imports/{name}.json`) so the
 * same import can be re-run; re-running is idempotent when the table has a key. Running an
 * import checks every row like a dropped file and holds the result for confirmation; the
 * write is the dropzone's (`POST /api/v2/tables/{table}/uploads/{upload_id}`).
 *
 * - `GET /api/v2/imports` → `{imports: [{name, description, table, source, mode, mapping,
 *   can_run, version}]}`.
 * - `PUT /api/v2/imports/{name}` (super users and superusers; `If-Match` to update) → `{name,
 *   version}`; 400 naming the field; 409 stale or exists.
 * - `POST /api/v2/import-samples?file_name=` (the file's bytes, any format the server reads:
 *   CSV, TSV, JSON, XLSX) → `{format, header, rows, dates: [{row, column}]}`: its first rows
 *   (date cells as ISO strings, listed in `dates`), for mapping its columns
 *   before an import exists (a spreadsheet the browser cannot read); nothing is kept.
 * - `POST /api/v2/imports/{name}/uploads?file_name=` (the file's bytes) and
 *   `POST /api/v2/imports/{name}/query` (the saved query's rows, run as the user) → the checked
 *   upload, as `POST /api/v2/tables/{table}/uploads` answers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Import } from '../../schemas/generated/index.ts';
import { HttpError } from '../auth/http-error.ts';
import { canEditQueries, requireProgram, requireUser } from '../auth/roles.ts';
import { entityFiles, isSafeEntityId } from '../config/config-change.ts';
import { etagOf, versionFromIfMatch } from '../config/entity-version.ts';
import type { AppContext, SessionUser } from '../http/context.ts';
import { mapUpload } from '../writes/import-mapping.ts';
import type { RawValue } from '../../runtime/core/writes/coerce-row.ts';
import type { TableDefinition } from '../writes/table-definition.ts';
import { checkUpload } from '../writes/upload-check.ts';
import type { ReadUpload } from '../writes/upload-read.ts';
import type { UploadSessions } from '../writes/upload-sessions.ts';
import type { WriteStore } from '../writes/write-store.ts';
import { liveTenant } from './request-tenant.ts';
import { canWrite, tableOr404, WRITE_MESSAGES } from './table-routes.ts';
import { answerChecked, readRequestFile } from './upload-routes.ts';
import { sendWriteError } from './write-errors.ts';
import { commitAuthor } from './commit-author.ts';

/** Rows of a file's sample (the integrator's preview shows as many). */
export const SAMPLE_ROWS = 20;

export const IMPORT_MESSAGES = {
  saveFailed: 'Your import could not be saved.',
  forbidden: 'Only super users and superusers may save imports.',
  notFound: (name: string) => `No import "${name}".`,
  noQuery: (name: string) => `Import "${name}" reads a file, not a saved query.`,
};

type Ctx = Pick<AppContext, 'config' | 'configStore' | 'queries'> & {
  writes: WriteStore;
  uploads: UploadSessions;
};

export async function importRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  const auth = { preHandler: app.authenticate };

  /** The import of the route and its table, which the user may write. */
  const runnable = (request: FastifyRequest<{ Params: { name: string } }>) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, ctx.configStore);
    const entity = tenant.imports.get(request.params.name);
    if (!entity) throw new HttpError(404, IMPORT_MESSAGES.notFound(request.params.name));
    const value = entity.value as unknown as Import;
    const table = tableOr404(ctx.writes, tenant.id, value.table);
    if (!canWrite(user, table)) throw new HttpError(403, WRITE_MESSAGES.forbidden(table.name));
    return { user, tenant, value, table };
  };

  app.get('/api/v2/imports', auth, async (request) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, ctx.configStore);
    return {
      imports: [...tenant.imports.values()].map((entity) => {
        const value = entity.value as unknown as Import;
        let table: TableDefinition | undefined;
        try {
          table = ctx.writes.table(tenant.id, value.table);
        } catch {
          table = undefined;
        }
        return {
          name: value.name,
          description: value.description ?? null,
          table: value.table,
          source: value.source ?? {},
          mode: value.mode ?? 'append',
          mapping: value.mapping,
          can_run: table !== undefined && canWrite(user, table),
          version: ctx.configStore.version(tenant.id, 'import', entity.id),
        };
      }),
    };
  });

  app.put<{ Params: { name: string }; Body: unknown }>(
    '/api/v2/imports/:name',
    auth,
    async (request, reply) => {
      const fail = (status: number, reason: string) =>
        reply.code(status).send({ message: IMPORT_MESSAGES.saveFailed, reason });
      const user = requireUser(request);
      const tenant = liveTenant(request, ctx.configStore);
      if (!canEditQueries(user)) return fail(403, IMPORT_MESSAGES.forbidden);
      const name = request.params.name;
      if (!isSafeEntityId(name)) return fail(400, `name: "${name}" cannot name a file`);
      const body = request.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        return fail(400, 'The body must be a JSON object: the import.');
      }
      const { version: bodyVersion, ...value } = body as Record<string, unknown>;
      const existing = tenant.imports.get(name);
      const current = existing ? ctx.configStore.version(tenant.id, 'import', name) : undefined;
      const wanted =
        versionFromIfMatch(request.headers['if-match']) ??
        (typeof bodyVersion === 'string' ? bodyVersion : undefined);
      if (existing && wanted !== current) {
        return fail(
          409,
          `import "${name}" changed since you loaded it (or no version was sent); reload it and apply your change again`,
        );
      }
      if (!existing && wanted !== undefined) return fail(404, IMPORT_MESSAGES.notFound(name));
      try {
        const { version } = await ctx.configStore.write({
          tenantId: tenant.id,
          author: commitAuthor(request.user),
          kind: 'import',
          id: name,
          value: { ...value, name },
          expectedVersion: current,
        });
        reply.header('etag', etagOf(version));
        return { name, version };
      } catch (error) {
        return sendWriteError(reply, error, {
          message: IMPORT_MESSAGES.saveFailed,
          ownFile: entityFiles('import', tenant.id, name).json.relPath,
        });
      }
    },
  );

  const answer = (
    reply: Parameters<typeof answerChecked>[0],
    run: ReturnType<typeof runnable>,
    fileName: string,
    format: string,
    source: ReadUpload,
  ) => {
    const mapped = mapUpload(run.value.mapping, source);
    return answerChecked(reply, ctx.uploads, {
      tenant: run.tenant.id,
      userId: run.user.user_id,
      table: run.table,
      fileName,
      format,
      source: 'integrator',
      columns: source.header,
      records: source.records.length,
      checked: checkUpload(run.table, mapped.upload, mapped.failures),
    });
  };

  await app.register(async (files) => {
    // The file streams to the handler whatever its content type (see upload-routes.ts).
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    files.post<{ Params: { name: string }; Querystring: { file_name?: string } }>(
      '/api/v2/imports/:name/uploads',
      auth,
      async (request, reply) => {
        const run = runnable(request);
        const fileName = (request.query.file_name ?? 'upload').slice(0, 200);
        const read = await readRequestFile(request, ctx, run.tenant.id, fileName);
        return answer(reply, run, fileName, read.format, read.upload);
      },
    );
    files.post<{ Querystring: { file_name?: string } }>(
      '/api/v2/import-samples',
      auth,
      async (request) => {
        const user = requireUser(request);
        const tenant = request.tenant?.id ?? user.tenant;
        const fileName = (request.query.file_name ?? 'upload').slice(0, 200);
        // Read within the tenant's upload limit like any upload; only the sample goes back.
        const read = await readRequestFile(request, ctx, tenant, fileName);
        const rows = read.upload.records.slice(0, SAMPLE_ROWS).map((record) => record.values);
        // A spreadsheet's date cells become JSON strings: named, so that the browser reads
        // them back as dates and its preview coerces them as the import will.
        const dates = rows.flatMap((row, index) =>
          Object.entries(row)
            .filter(([, value]) => value instanceof Date)
            .map(([column]) => ({ row: index, column })),
        );
        return { format: read.format, header: read.upload.header, rows, dates };
      },
    );
  });

  app.post<{ Params: { name: string } }>(
    '/api/v2/imports/:name/query',
    auth,
    async (request, reply) => {
      const run = runnable(request);
      const slug = run.value.source?.query_slug;
      if (!slug) throw new HttpError(400, IMPORT_MESSAGES.noQuery(run.value.name));
      const result = await runQueryAs(ctx, run.tenant, run.user, slug);
      return answer(reply, run, slug, 'query', result);
    },
  );
}

/** The saved query's rows, run as `user` (their programs and fixed filters apply), as records. */
async function runQueryAs(
  ctx: Pick<AppContext, 'queries'>,
  tenant: ReturnType<typeof liveTenant>,
  user: SessionUser,
  slug: string,
): Promise<ReadUpload> {
  const entity = tenant.queries.get(slug);
  if (!entity) throw new HttpError(404, `Query "${slug}" not found`);
  requireProgram(user, String(entity.value.program_slug));
  const result = await ctx.queries.runSlug({ tenant, slug, conditions: {}, user });
  return {
    header: result.columns,
    records: result.rows.map((row, index) => ({
      line: index + 1,
      values: row as Record<string, RawValue>,
    })),
  };
}
