#!/usr/bin/env node
/**
 * Benchmark runner (`npm run bench [-- name ...]`). Runs every bench/*.bench.ts (or the ones
 * named) one after another in its own Node process with tsx, so one benchmark's memory and
 * caches never skew the next; each writes its metrics to bench/results/<name>.json, and this
 * prints them as one table. Exits 1 when a benchmark fails or misses a target.
 *
 * Benchmarks never run inside the test suite: timings depend on the machine.
 */
import { spawn } from 'node:child_process';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(benchDir, 'results');
const SUFFIX = '.bench.ts';

/** Benchmark names in bench/, filtered by the names given on the command line. */
async function findBenchmarks(wanted) {
  const names = (await readdir(benchDir))
    .filter((file) => file.endsWith(SUFFIX))
    .map((file) => file.slice(0, -SUFFIX.length))
    .sort();
  const unknown = wanted.filter((name) => !names.includes(name));
  if (unknown.length > 0) {
    throw new Error(`No benchmark named ${unknown.join(', ')} (have: ${names.join(', ')})`);
  }
  return wanted.length > 0 ? names.filter((name) => wanted.includes(name)) : names;
}

/** Runs one benchmark file; resolves with its exit code. */
function runBenchmark(name, resultFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(benchDir, `${name}${SUFFIX}`)],
      {
        stdio: 'inherit',
        env: {
          // The pool `navigator start` runs with (bin/navigator.cjs): the browser benchmark's
          // server runs in the benchmark's own process.
          UV_THREADPOOL_SIZE: '16',
          ...process.env,
          BENCH_RESULT_FILE: resultFile,
        },
      },
    );
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

function describeTarget(target) {
  if (!target) return '';
  const parts = [];
  if (target.max !== undefined) parts.push(`≤ ${target.max}`);
  if (target.min !== undefined) parts.push(`≥ ${target.min}`);
  return parts.join(' ');
}

/** Prints rows as a plain, aligned text table. */
function printTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        typeof cell === 'number'
          ? String(cell).padStart(widths[column])
          : String(cell).padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const benchmarks = await findBenchmarks(process.argv.slice(2));
  const rows = [];
  let failed = false;
  for (const name of benchmarks) {
    const resultFile = path.join(resultsDir, `${name}.json`);
    await rm(resultFile, { force: true });
    console.log(`\n▶ ${name}`);
    const code = await runBenchmark(name, resultFile);
    if (code !== 0) {
      failed = true;
      rows.push([name, '(failed)', '', '', `exit ${code}`, '✗']);
      continue;
    }
    const result = JSON.parse(await readFile(resultFile, 'utf8'));
    for (const metric of result.metrics) {
      const ok = metric.ok !== false;
      failed ||= !ok;
      rows.push([
        name,
        metric.name,
        metric.value,
        metric.unit,
        describeTarget(metric.target),
        ok ? '✓' : '✗',
      ]);
    }
  }
  console.log('');
  printTable(['bench', 'metric', 'value', 'unit', 'target', 'ok'], rows);
  console.log(`\nResults: ${path.relative(process.cwd(), resultsDir) || resultsDir}/`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
