import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/**
 * Whether an Accept-Encoding value takes gzip (RFC 9110 §12.5.3): `gzip` or `x-gzip` with a
 * weight above 0, else `*` with one. `gzip;q=0` refuses it, even beside `*`.
 */
export function encodingTakesGzip(header: string): boolean {
  let gzipWeight: number | undefined;
  let anyWeight: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight)) continue;
    if (name === 'gzip' || name === 'x-gzip') gzipWeight = Math.max(gzipWeight ?? 0, weight);
    else if (name === '*') anyWeight = weight;
  }
  return (gzipWeight ?? anyWeight ?? 0) > 0;
}

/** Whether the request's Accept-Encoding takes gzip. */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return encodingTakesGzip(Array.isArray(header) ? header.join(',') : (header ?? ''));
}

/**
 * Sends `body` as JSON, gzipped when the request takes it: for the larger answers of a page's
 * start (a JSON answer of 20 KB is 3–4 KB gzipped), which the server does not compress
 * otherwise.
 */
export async function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
): Promise<FastifyReply> {
  const text = JSON.stringify(body);
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (!acceptsGzip(request)) return reply.send(text);
  return reply.header('content-encoding', 'gzip').send(await gzipAsync(text));
}
