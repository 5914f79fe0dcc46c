import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where results go when a benchmark runs on its own (bench/run.js names the file itself). */
export const BENCH_RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

/** One measured number, with the bound it should stay under (or over), if any. */
export interface BenchMetric {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly target?: { readonly max?: number; readonly min?: number };
}

/** The JSON file a benchmark writes; bench/run.js reads it back to print the table. */
export interface BenchResult {
  readonly bench: string;
  readonly finishedAt: string;
  readonly machine: { readonly node: string; readonly cpus: number; readonly platform: string };
  /** Each metric with `ok`: whether it met its target. */
  readonly metrics: readonly (BenchMetric & { readonly ok: boolean })[];
}

/** True when the metric meets its target (or has none). */
export function meetsTarget(metric: BenchMetric): boolean {
  const { target } = metric;
  if (!target) return true;
  return (
    (target.max === undefined || metric.value <= target.max) &&
    (target.min === undefined || metric.value >= target.min)
  );
}

/**
 * Writes a benchmark's metrics as JSON to `BENCH_RESULT_FILE` (set by bench/run.js) or to
 * bench/results/<bench>.json, prints them, and returns the file written.
 */
export async function writeBenchResult(
  bench: string,
  metrics: readonly BenchMetric[],
): Promise<string> {
  const result: BenchResult = {
    bench,
    finishedAt: new Date().toISOString(),
    machine: { node: process.version, cpus: os.availableParallelism(), platform: process.platform },
    metrics: metrics.map((metric) => ({ ...metric, ok: meetsTarget(metric) })),
  };
  const file = process.env.BENCH_RESULT_FILE ?? path.join(BENCH_RESULTS_DIR, `${bench}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  for (const metric of result.metrics) {
    const verdict = metric.ok ? '' : '  (missed target)';
    console.log(`${bench}: ${metric.name} = ${metric.value} ${metric.unit}${verdict}`);
  }
  return file;
}

/** Milliseconds `run` takes: the median of `times` runs after one warm-up run. */
export async function medianMs(run: () => Promise<unknown>, times = 5): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return round(samples[Math.floor(samples.length / 2)] ?? Number.NaN, 1);
}

/** `value` rounded to `digits` decimals. */
export function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
