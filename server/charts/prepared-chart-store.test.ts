import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpecObject } from '../../runtime/core/charts/canvas-spec.ts';
import { titledBars } from '../../tests/support/chart-specs.ts';
import { createChartPrepareCache } from './chart-prepare-cache.ts';
import {
  createPreparedChartStore,
  PREPARED_CHARTS_DIR,
  preparedBuild,
  type PreparedChartStore,
} from './prepared-chart-store.ts';

const dirs: string[] = [];
const stores: PreparedChartStore[] = [];

afterEach(async () => {
  // A store writes its files in the background: all written before their folder goes.
  await Promise.all(stores.splice(0).map((each) => each.settled()));
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'navigator-prepared-'));
  dirs.push(dir);
  return dir;
}

function store(
  dir: string,
  options: { build?: string; maxFiles?: number; maxBytes?: number } = {},
) {
  const warnings: string[] = [];
  const created = createPreparedChartStore({
    dataDir: dir,
    build: options.build ?? 'build-1',
    maxFiles: options.maxFiles,
    maxBytes: options.maxBytes,
    log: { warn: (message) => warnings.push(message) },
  });
  stores.push(created);
  return { store: created, warnings };
}

/** The folder's answer files (no temp files), sorted. */
async function files(dir: string): Promise<string[]> {
  return (await readdir(path.join(dir, PREPARED_CHARTS_DIR))).sort();
}

/** Prepares `spec` with a new cache on `prepared` and waits for its file. */
async function prepareWith(prepared: PreparedChartStore, spec: SpecObject) {
  const cache = createChartPrepareCache({ store: prepared });
  const answer = await cache.prepare(spec);
  await prepared.settled();
  return { answer, cache };
}

describe('prepared charts on disk', () => {
  it('answers a spec prepared by an earlier cache from disk, without compiling', async () => {
    const dir = await dataDir();
    const spec = titledBars('kept');
    const first = await prepareWith(store(dir).store, spec);
    expect(first.answer.hit).toBe(false);
    expect(first.cache.compiled).toBe(1);
    expect(await files(dir)).toHaveLength(1);

    const { store: later, warnings } = store(dir);
    const second = await prepareWith(later, spec);
    expect(second.answer).toEqual({ json: first.answer.json, hit: true, from: 'disk' });
    expect(second.cache.compiled).toBe(0);
    expect(second.cache.fromDisk).toBe(1);
    // The same cache then answers from memory.
    expect((await second.cache.prepare(spec)).from).toBe('memory');
    expect(warnings).toEqual([]);
    expect((await files(dir)).some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('never reads an answer of another app build', async () => {
    const dir = await dataDir();
    const spec = titledBars('builds');
    await prepareWith(store(dir, { build: 'build-1' }).store, spec);
    const other = await prepareWith(store(dir, { build: 'build-2' }).store, spec);
    expect(other.answer.hit).toBe(false);
    expect(other.cache.compiled).toBe(1);
    expect(await files(dir)).toHaveLength(2);
  });

  it.each([
    [
      'another vega version',
      (header: Record<string, unknown>) => ({ ...header, vega: '0.0.1' }),
      'vega',
    ],
    [
      'another vega-lite version',
      (header: Record<string, unknown>) => ({ ...header, vegaLite: '0.0.1' }),
      'vegaLite',
    ],
    [
      'another build',
      (header: Record<string, unknown>) => ({ ...header, build: 'build-0' }),
      'build',
    ],
    ['another format', (header: Record<string, unknown>) => ({ ...header, format: 99 }), 'format'],
    [
      'another spec',
      (header: Record<string, unknown>) => ({ ...header, key: 'f'.repeat(64) }),
      'key',
    ],
  ])(
    'ignores and logs a file of %s, then compiles and replaces it',
    async (_label, change, field) => {
      const dir = await dataDir();
      const spec = titledBars(`header ${field}`);
      await prepareWith(store(dir).store, spec);
      const [name] = await files(dir);
      const file = path.join(dir, PREPARED_CHARTS_DIR, name!);
      const text = await readFile(file, 'utf8');
      const newline = text.indexOf('\n');
      const header = JSON.parse(text.slice(0, newline)) as Record<string, unknown>;
      await writeFile(file, `${JSON.stringify(change(header))}${text.slice(newline)}`);

      const { store: later, warnings } = store(dir);
      const again = await prepareWith(later, spec);
      expect(again.answer.hit).toBe(false);
      expect(again.cache.compiled).toBe(1);
      expect(later.counts.ignored).toBe(1);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`ignored ${file}: ${field}`);
      // The compile wrote a good file in its place: the next server reads it.
      expect((await prepareWith(store(dir).store, spec)).answer.from).toBe('disk');
    },
  );

  it.each([
    ['garbage', () => 'not a prepared chart'],
    ['a cut answer', (text: string) => text.slice(0, -10)],
    ['an answer that is not JSON', (text: string) => `${text.slice(0, -1)}x`],
  ])('ignores and logs a corrupt file (%s)', async (_label, corrupt) => {
    const dir = await dataDir();
    const spec = titledBars(`corrupt ${_label}`);
    await prepareWith(store(dir).store, spec);
    const [name] = await files(dir);
    const file = path.join(dir, PREPARED_CHARTS_DIR, name!);
    await writeFile(file, corrupt(await readFile(file, 'utf8')));

    const { store: later, warnings } = store(dir);
    const again = await prepareWith(later, spec);
    expect(again.answer.hit).toBe(false);
    expect(JSON.parse(again.answer.json)).toHaveProperty('runtime');
    expect(warnings.join('\n')).toContain(`ignored ${file}`);
  });

  it('reports files it did not write and leaves them alone', async () => {
    const dir = await dataDir();
    await prepareWith(store(dir).store, titledBars('neighbour'));
    await writeFile(path.join(dir, PREPARED_CHARTS_DIR, 'notes.txt'), 'someone else');
    const { store: later, warnings } = store(dir);
    await later.read('anything');
    await later.settled();
    await expect.poll(() => warnings.join('\n')).toContain('notes.txt');
    expect(await files(dir)).toContain('notes.txt');
  });

  it('keeps at most maxFiles answers, deleting the least recently used', async () => {
    const dir = await dataDir();
    const { store: bounded } = store(dir, { maxFiles: 3 });
    const cache = createChartPrepareCache({ store: bounded });
    const specs = ['a', 'b', 'c', 'd', 'e'].map((title) => titledBars(title));
    for (const spec of specs.slice(0, 3)) {
      await cache.prepare(spec);
      await bounded.settled();
    }
    // 'a' is read again from disk by another cache: it becomes the most recently used.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await createChartPrepareCache({ store: bounded }).prepare(specs[0]!)).from).toBe(
      'disk',
    );
    await bounded.settled();
    for (const spec of specs.slice(3)) {
      await cache.prepare(spec);
      await bounded.settled();
    }
    expect(await files(dir)).toHaveLength(3);
    expect(bounded.counts.evicted).toBe(2);
    const { store: later } = store(dir);
    const fresh = createChartPrepareCache({ store: later });
    for (const title of ['a', 'd', 'e'])
      expect((await fresh.prepare(titledBars(title))).from).toBe('disk');
    // Those two compiles write their files in the background: afterEach waits for them.
    for (const title of ['b', 'c'])
      expect((await fresh.prepare(titledBars(title))).hit).toBe(false);
  });

  it('keeps at most maxBytes of answers', async () => {
    const dir = await dataDir();
    const { store: first } = store(dir);
    await prepareWith(first, titledBars('size probe'));
    const [name] = await files(dir);
    const bytes = (await readFile(path.join(dir, PREPARED_CHARTS_DIR, name!))).length;
    const { store: bounded } = store(dir, { maxBytes: Math.floor(bytes * 2.5) });
    const cache = createChartPrepareCache({ store: bounded });
    for (const title of ['one', 'two', 'three']) {
      await cache.prepare(titledBars(title));
      await bounded.settled();
    }
    expect(await files(dir)).toHaveLength(2);
  });

  it('shares one compile between two requests for the same spec', async () => {
    const dir = await dataDir();
    const { store: prepared } = store(dir);
    const cache = createChartPrepareCache({ store: prepared });
    const spec = titledBars(randomUUID());
    const [one, two] = await Promise.all([cache.prepare(spec), cache.prepare(spec)]);
    expect(one.json).toBe(two.json);
    expect(cache.compiled).toBe(1);
  });

  it('hashes the preparing code into the build', async () => {
    expect(await preparedBuild()).toMatch(/^[0-9a-f]{16}$/);
  });
});
