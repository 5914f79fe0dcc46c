/**
 * Load generation for the server benchmark: autocannon on loopback in a child process (so the
 * server's process spends its CPU on serving, not on generating load) and plain sequential
 * requests for latencies of slow calls.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Result } from 'autocannon';
import { request, type HttpRequest } from '../../tests/support/http.ts';
import { round } from './bench-result.ts';

/** What one autocannon run measured. */
export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  bytesPerResponse: number;
}

/** One POST sent over and over (same headers and body every time). */
export interface LoadTarget {
  port: number;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Fires `connections` concurrent keep-alive connections at `target` for `seconds`. Throws
 * when any request failed or answered other than 2xx: a benchmark of errors measures nothing.
 */
export async function loadTest(
  target: LoadTarget,
  options: { seconds: number; connections: number },
): Promise<LoadResult> {
  const result = await autocannonInChild({
    url: `http://127.0.0.1:${target.port}${target.path}`,
    method: 'POST',
    headers: target.headers,
    body: target.body,
    connections: options.connections,
    duration: options.seconds,
  });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `load test had ${result.errors} errors, ${result.timeouts} timeouts and ${result.non2xx} non-2xx answers`,
    );
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: round(result.latency.p50, 2),
    p99Ms: round(result.latency.p99, 2),
    maxMs: round(result.latency.max, 2),
    requests: result.requests.total,
    bytesPerResponse:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

const GENERATOR = fileURLToPath(new URL('./load-generator.js', import.meta.url));

/** Runs bench/support/load-generator.js with `options`; resolves with autocannon's summary. */
function autocannonInChild(options: Record<string, unknown>): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [GENERATOR, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`load generator exited with ${signal ?? code}`));
        return;
      }
      try {
        resolve(JSON.parse(output) as Result);
      } catch (error) {
        reject(new Error(`load generator printed no result: ${String(error)}`));
      }
    });
  });
}

/** Milliseconds of `times` requests sent one after another; throws on a non-2xx answer. */
export async function sequentialLatencies(
  port: number,
  options: HttpRequest,
  times: number,
): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    const response = await request(port, options);
    samples.push(performance.now() - started);
    if (response.status < 200 || response.status >= 300) {
      throw new Error(
        `${options.path} answered ${response.status}: ${response.text.slice(0, 300)}`,
      );
    }
  }
  return samples;
}

/** The `fraction` quantile (0.5 = median) of `samples`, nearest rank. */
export function quantile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
