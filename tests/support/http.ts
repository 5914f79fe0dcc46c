import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** A response as the tests read it. */
export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

export interface HttpRequest {
  method?: string;
  /** Path and query, e.g. `/api/v1/login`. */
  path: string;
  /** Tenant host label: sent as `Host: {tenant}.localhost:{port}` (undefined: `localhost`). */
  tenant?: string;
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * One real HTTP request to the server on loopback. The tenant goes in the Host header the
 * way a browser on `acme.localhost` sends it (fetch cannot set Host, so this uses node:http).
 */
export function request(port: number, options: HttpRequest): Promise<HttpResponse> {
  // Strings and bytes (a file's) go as they are; anything else as JSON.
  const raw = typeof options.body === 'string' || Buffer.isBuffer(options.body);
  const body =
    options.body === undefined
      ? undefined
      : raw
        ? (options.body as string | Buffer)
        : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    host: `${options.tenant ? `${options.tenant}.` : ''}localhost:${port}`,
    ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let raw = Buffer.concat(chunks);
          if (res.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
          if (res.headers['content-encoding'] === 'br') raw = brotliDecompressSync(raw);
          const text = raw.toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}
