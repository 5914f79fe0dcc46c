/**
 * Sending query rows: the JSON the cache serialized once goes out as is (never re-stringified),
 * and gzipped when the client asks with `X-Encoding: gzip` (app-shell §7, the stores call).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { QueryResult } from '../http/context.ts';

const gzipAsync = promisify(gzip);

/** Response header telling whether rows came from the result cache (`hit`) or a run (`miss`). */
export const CACHE_HEADER = 'x-navigator-cache';
/**
 * Response header set to `true` when the query had more rows than its datasource's row_limit
 * and only the first ones were sent: the widget says so instead of drawing part of the data
 * as if it were all of it.
 */
export const TRUNCATED_HEADER = 'x-navigator-truncated';

/** Gzipped copies of cached bodies: a hit shares its body buffer, so it is compressed once. */
const gzipped = new WeakMap<Buffer, Promise<Buffer>>();

/** The serialized rows of a result: the cache's bytes when it has them, else its JSON. */
export function bodyOf(result: QueryResult): Buffer | string {
  const body = (result as QueryResult & { body?: unknown }).body;
  return Buffer.isBuffer(body) ? body : result.json;
}

/** Whether the request asks for a gzipped body (`X-Encoding: gzip`). */
export function wantsGzip(request: FastifyRequest): boolean {
  const header = request.headers['x-encoding'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return /\bgzip\b/i.test(value);
}

async function gzipOf(body: Buffer | string): Promise<Buffer> {
  if (typeof body === 'string') return gzipAsync(body);
  let compressed = gzipped.get(body);
  if (!compressed) {
    compressed = gzipAsync(body);
    gzipped.set(body, compressed);
  }
  return compressed;
}

/** Sends a result's rows as a JSON array, with the cache header and gzip when asked. */
export async function sendRows(
  request: FastifyRequest,
  reply: FastifyReply,
  result: QueryResult,
): Promise<FastifyReply> {
  const body = bodyOf(result);
  reply
    .type('application/json; charset=utf-8')
    .header(CACHE_HEADER, result.cached ? 'hit' : 'miss')
    .header('vary', 'x-encoding');
  if (result.truncated) reply.header(TRUNCATED_HEADER, 'true');
  if (!wantsGzip(request)) return reply.send(body);
  return reply.header('content-encoding', 'gzip').send(await gzipOf(body));
}
