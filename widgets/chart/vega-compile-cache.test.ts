import { describe, expect, it, vi } from 'vitest';
import { parse, View, type Runtime, type Spec } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { createLocalDb } from '../../runtime/widget-sdk/data.ts';
import { MemoryStorage } from '../../runtime/widget-sdk/data.ts';
import { forCanvas } from './canvas-spec.ts';
import type { SpecObject } from './graph-encodings.ts';
import { COMPILED_INDEX_KEY, keepsNoPreparedCharts } from './compiler-code.ts';
import {
  COMPILED_LIMIT,
  createCompileCache,
  cutRows,
  hashText,
  type CompileLite,
} from './vega-compile-cache.ts';
import { warmUpSpecs } from './vega-warmup.ts';

/** A Storage whose every write throws, as a full quota does. */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('full', 'QuotaExceededError');
  }
}

/** A Storage in memory; `full` makes every write throw. */
function memoryStorage(options: { full?: boolean } = {}): Storage {
  return options.full ? new FullStorage() : new MemoryStorage();
}

function bars(width: number, values?: unknown[]): SpecObject {
  return {
    data: values ? { name: 'table', values } : { name: 'table' },
    width,
    height: 100,
    mark: 'bar',
    encoding: { x: { field: 'a', type: 'nominal' }, y: { field: 'b', type: 'quantitative' } },
  };
}

const ROWS = [
  { a: 'row-alpha', b: 1 },
  { a: 'row-beta', b: 2 },
];

const liteOf = (spec: SpecObject) => compile(spec as unknown as TopLevelSpec).spec;

function counted() {
  return vi.fn<CompileLite>((spec) => liteOf(spec) as ReturnType<CompileLite>);
}

/** What vega draws for `runtime` (no renderer): the scenegraph, and the table's rows. */
async function drawing(runtime: Runtime) {
  const view = new View(runtime, { renderer: 'none' });
  await view.runAsync();
  const result = { scene: JSON.stringify(view.scenegraph()), table: view.data('table') };
  view.finalize();
  return result;
}

describe('createCompileCache', () => {
  it.each(warmUpSpecs().map((spec, index) => [index, spec] as const))(
    'draws what the spec with its rows inline draws on a canvas (demo chart %i), from memory too',
    async (_index, spec) => {
      const direct = await drawing(parse(forCanvas(liteOf(spec) as unknown as SpecObject) as Spec));
      const cache = createCompileCache(undefined);
      await expect(drawing((await cache.prepare(spec)).runtime)).resolves.toEqual(direct);
      await expect(drawing((await cache.prepare(spec)).runtime)).resolves.toEqual(direct);
    },
  );

  it('fills each prepared chart with its own rows', async () => {
    const cache = createCompileCache(undefined);
    const first = await cache.prepare(bars(200, ROWS));
    const other = [{ a: 'row-gamma', b: 3 }];
    const second = await cache.prepare(bars(200, other));
    await expect(drawing(second.runtime)).resolves.toMatchObject({ table: other });
    await expect(drawing(first.runtime)).resolves.toMatchObject({ table: ROWS });
  });

  it.each([
    ['the same spec with other rows', bars(200, [{ a: 'q', b: 9 }]), 1],
    ['the same spec without rows', bars(200), 1],
    ['another size', bars(300, ROWS), 2],
  ])('compiles once per spec shape: %s', async (_name, second, calls) => {
    const lite = counted();
    const cache = createCompileCache(undefined, lite);
    await cache.prepare(bars(200, ROWS));
    await cache.prepare(second);
    expect(lite).toHaveBeenCalledTimes(calls);
    // What is compiled never holds rows.
    for (const [spec] of lite.mock.calls) expect(spec.data).toEqual({ name: 'table' });
  });

  it('parses a vega-lite chart only after giving the browser a turn once it is compiled', async () => {
    const seen: string[] = [];
    const lite: CompileLite = (bare) => {
      seen.push('compile');
      return liteOf(bare) as ReturnType<CompileLite>;
    };
    let release = () => {};
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cache = createCompileCache(undefined, lite, () => {
      seen.push('yield');
      return turn;
    });
    const prepared = cache.prepare(bars(200, ROWS)).then(() => seen.push('parsed'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual(['compile', 'yield']);
    release();
    await prepared;
    expect(seen).toEqual(['compile', 'yield', 'parsed']);
  });

  it('parses a Vega spec at once: there is no compile to step aside from', async () => {
    const yielder = vi.fn(() => Promise.resolve());
    const cache = createCompileCache(undefined, counted(), yielder);
    await cache.prepare(liteOf(bars(200, ROWS)) as unknown as SpecObject);
    expect(yielder).not.toHaveBeenCalled();
  });

  it('a later page load finds the chart in the local database, stored without rows', async () => {
    const storage = memoryStorage();
    const db = createLocalDb('test', () => storage);
    await createCompileCache(db).prepare(bars(200, ROWS));
    const lite = counted();
    const prepared = await createCompileCache(db, lite).prepare(bars(200, ROWS));
    expect(lite).not.toHaveBeenCalled();
    await expect(drawing(prepared.runtime)).resolves.toMatchObject({ table: ROWS });
    const stored = db.keys().filter((key) => key !== COMPILED_INDEX_KEY);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(db.get(stored[0] ?? ''))).not.toContain('row-alpha');
  });

  it('a stored entry for another spec under the same hash is not used', async () => {
    const storage = memoryStorage();
    const db = createLocalDb('test', () => storage);
    await createCompileCache(db).prepare(bars(200, ROWS));
    const [key] = db.keys().filter((k) => k !== COMPILED_INDEX_KEY);
    db.set(key ?? '', { key: 'another spec', runtime: { operators: [{}] }, input: 0 });
    const lite = counted();
    const prepared = await createCompileCache(db, lite).prepare(bars(200, ROWS));
    expect(lite).toHaveBeenCalledTimes(1);
    await expect(drawing(prepared.runtime)).resolves.toMatchObject({ table: ROWS });
  });

  it.each([
    ['not a chart of this cache', { spec: { marks: [] } }],
    ['an input that is not there', { runtime: { operators: [] }, input: 3 }],
  ])('a stored entry that is %s is prepared afresh', async (_name, entry) => {
    const storage = memoryStorage();
    const db = createLocalDb('test', () => storage);
    await createCompileCache(db).prepare(bars(200, ROWS));
    const [key] = db.keys().filter((k) => k !== COMPILED_INDEX_KEY);
    const kept = db.get<{ key: string }>(key ?? '');
    db.set(key ?? '', { key: kept?.key, ...entry });
    const lite = counted();
    await createCompileCache(db, lite).prepare(bars(200, ROWS));
    expect(lite).toHaveBeenCalledTimes(1);
  });

  it(`keeps at most ${COMPILED_LIMIT} charts, dropping the oldest`, async () => {
    const storage = memoryStorage();
    const db = createLocalDb('test', () => storage);
    const cache = createCompileCache(db);
    for (let width = 1; width <= COMPILED_LIMIT + 1; width += 1) await cache.prepare(bars(width));
    expect(db.keys()).toHaveLength(COMPILED_LIMIT + 1); // the charts and the index
    const lite = counted();
    const later = createCompileCache(db, lite);
    await later.prepare(bars(COMPILED_LIMIT + 1));
    expect(lite).not.toHaveBeenCalled();
    await later.prepare(bars(1));
    expect(lite).toHaveBeenCalledTimes(1);
  });

  it('a full storage costs a compile, never an error', async () => {
    const db = createLocalDb('test', () => memoryStorage({ full: true }));
    const cache = createCompileCache(db);
    const prepared = await cache.prepare(bars(200, ROWS));
    await expect(drawing(prepared.runtime)).resolves.toMatchObject({ table: ROWS });
  });

  it('prepares a spec without the chart dataset as it is, every time', async () => {
    const lite = counted();
    const cache = createCompileCache(undefined, lite);
    const inline = { ...bars(200), data: { values: ROWS } };
    expect((await cache.prepare(inline)).hasTable).toBe(false);
    await cache.prepare(inline);
    expect(lite).toHaveBeenCalledTimes(2);
    expect(lite.mock.calls[0]?.[0]).toBe(inline);
  });

  it('keeps a Vega spec too, its rows cut out of the table dataset', async () => {
    const vega = (values: unknown[], url?: string) =>
      ({
        $schema: 'https://vega.github.io/schema/vega/v6.json',
        width: 100,
        height: 50,
        data: [{ name: 'table', ...(url ? { url } : { values }) }],
        marks: [{ type: 'rect', from: { data: 'table' } }],
      }) as SpecObject;
    const storage = memoryStorage();
    const db = createLocalDb('test', () => storage);
    const cache = createCompileCache(db);
    await cache.prepare(vega(ROWS));
    const prepared = await cache.prepare(vega([{ a: 'row-gamma', b: 3 }]));
    await expect(drawing(prepared.runtime)).resolves.toMatchObject({
      table: [{ a: 'row-gamma', b: 3 }],
    });
    expect(db.keys()).toHaveLength(2);
    // Rows from a url are the spec's own business: prepared whole, never stored.
    const fromUrl = await cache.prepare(vega([], 'data/rows.json'));
    expect(JSON.stringify(fromUrl.runtime)).toContain('data/rows.json');
    expect(db.keys()).toHaveLength(2);
  });

  it('is empty until a first chart is kept, in memory or in the local database', async () => {
    const memory = createCompileCache(undefined);
    expect(memory.isEmpty()).toBe(true);
    await memory.prepare(bars(200, ROWS));
    expect(memory.isEmpty()).toBe(false);
    const storage = memoryStorage();
    const db = createLocalDb('test', () => storage);
    expect(createCompileCache(db).isEmpty()).toBe(true);
    // What the route prefetch asks before it loads vega-lite ahead of the chart code.
    expect(keepsNoPreparedCharts(db)).toBe(true);
    await createCompileCache(db).prepare(bars(200, ROWS));
    expect(createCompileCache(db).isEmpty()).toBe(false);
    expect(keepsNoPreparedCharts(db)).toBe(false);
  });

  it.each([
    ['width:200', 'width:201'],
    ['', ' '],
    ['{"a":1}', '{"a":2}'],
  ])('hashText tells %j from %j, and gives a short storage key', (a, b) => {
    expect(hashText(a)).toBe(hashText(a));
    expect(hashText(a)).not.toBe(hashText(b));
    expect(hashText(a)).toMatch(/^[0-9a-z]{1,11}$/);
  });
});

describe('cutRows', () => {
  const LITE_SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
  const VEGA_SCHEMA = 'https://vega.github.io/schema/vega/v6.json';
  it.each([
    [
      'vega-lite, rows in the table dataset',
      { $schema: LITE_SCHEMA, data: { name: 'table', values: ROWS }, mark: 'bar' },
      { bare: { $schema: LITE_SCHEMA, data: { name: 'table' }, mark: 'bar' }, values: ROWS },
    ],
    [
      'vega-lite, the table dataset without rows',
      { data: { name: 'table' }, mark: 'bar' },
      { bare: { data: { name: 'table' }, mark: 'bar' }, values: undefined },
    ],
    [
      'Vega, the table among other datasets',
      {
        $schema: VEGA_SCHEMA,
        data: [
          { name: 'other', values: [1] },
          { name: 'table', values: ROWS },
        ],
      },
      {
        bare: { $schema: VEGA_SCHEMA, data: [{ name: 'other', values: [1] }, { name: 'table' }] },
        values: ROWS,
      },
    ],
    ['vega-lite, unnamed inline data', { data: { values: ROWS }, mark: 'bar' }, undefined],
    ['vega-lite, no data', { mark: 'bar' }, undefined],
    ['vega-lite, the table from a url', { data: { name: 'table', url: 'rows.json' } }, undefined],
    [
      'Vega, the table from another dataset',
      { $schema: VEGA_SCHEMA, data: [{ name: 'table', source: 'raw' }] },
      undefined,
    ],
  ])('%s', (_name, spec, expected) => {
    expect(cutRows(spec as SpecObject)).toEqual(expected);
  });
});
