/**
 * `GET /api/v2/tenant-files/data/<path>`: a file of the signed-in user's tenant data folder
 * (server/data/tenant-data-folder.ts). Charts use `<origin>/api/v2/tenant-files/` as vega's
 * baseURL (widgets/chart/chart-loader.ts), so a spec's `{"url": "data/cars.json"}` reads
 * `<config>/<tenant>/data/cars.json` unchanged. The token names its tenant and must match the
 * Host's (app.authenticate), so a tenant's users only ever read their own tenant's files.
 * `GET /api/v2/tenant-files/list?folder=<path>` lists the folder's files the same way.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { dataFileType, listDataFiles, resolveDataFile } from '../data/tenant-data-folder.ts';

/** The answer for a data file that is not there (or may not be read). */
export const DATA_FILE_NOT_FOUND = 'Data file not found';

export async function tenantDataRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>(
    '/api/v2/tenant-files/data/*',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const relative = request.params['*'];
      const file = request.tenant ? resolveDataFile(request.tenant.dir, relative) : undefined;
      const body = file ? await readFile(file).catch(() => undefined) : undefined;
      if (!file || !body) {
        return reply.code(404).send({ message: `${DATA_FILE_NOT_FOUND}: data/${relative}` });
      }
      return reply
        .header('content-type', dataFileType(file))
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  // The files of the tenant's data folder (or of `folder` in it), for the download widget.
  app.get<{ Querystring: { folder?: string } }>(
    '/api/v2/tenant-files/list',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const folder = typeof request.query.folder === 'string' ? request.query.folder : '';
      const files = request.tenant ? listDataFiles(request.tenant.dir, folder) : undefined;
      if (!files) {
        return reply
          .code(404)
          .send({ message: `${DATA_FOLDER_NOT_FOUND}: data/${folder}`.replace(/\/$/, '') });
      }
      return reply.header('cache-control', 'private, no-cache').send({ data: files });
    },
  );
}

/** The answer for a listing of a folder that is not there (or leaves the data folder). */
export const DATA_FOLDER_NOT_FOUND = 'Data folder not found';
