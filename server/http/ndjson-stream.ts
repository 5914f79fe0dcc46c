import { PassThrough, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from './accepts-gzip.ts';

/** An NDJSON answer being written: each line leaves as soon as it is written. */
export interface NdjsonStream {
  /** Writes one line (ending in a newline) and flushes it, through gzip too. */
  write(line: Buffer | string): void;
  /** Ends the answer. */
  end(): void;
}

/**
 * Starts an `application/x-ndjson` answer on `reply` (gzipped when the request takes it, the
 * compressor flushed after each line, not when its block fills): the streamed answers of a
 * page's start (a dashboard's first answers, its charts' pictures), each line a result the
 * browser uses as it arrives.
 */
export function sendNdjson(
  request: FastifyRequest,
  reply: FastifyReply,
): { stream: NdjsonStream; sent: FastifyReply } {
  const lines = new PassThrough();
  const gzip = acceptsGzip(request) ? createGzip() : undefined;
  if (gzip) lines.pipe(gzip);
  const stream: NdjsonStream = {
    write(line) {
      lines.write(line);
      gzip?.flush();
    },
    end() {
      lines.end();
    },
  };
  reply
    .type('application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (gzip) reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
  const body: Readable = gzip ?? lines;
  return { stream, sent: reply.send(body) };
}
