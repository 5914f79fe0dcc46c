import { describe, expect, it, vi } from 'vitest';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { VisualizationSpec } from 'vega-embed';
import { createLocalDb } from '../../runtime/app/api/local-db.ts';
import { MemoryStorage } from '../../runtime/app/api/memory-storage.ts';
import type { SpecObject } from './graph-encodings.ts';
import {
  COMPILED_LIMIT,
  COMPILED_PREFIX,
  createCompileCache,
  hashText,
} from './vega-compile-cache.ts';

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
  { a: 'x', b: 1 },
  { a: 'y', b: 2 },
];

function counted() {
  return vi.fn(
    (spec: SpecObject) => compile(spec as unknown as TopLevelSpec).spec as VisualizationSpec,
  );
}

describe('createCompileCache', () => {
  it('gives what compiling with the rows inline gives', () => {
    const cache = createCompileCache(undefined);
    const direct = compile(bars(200, ROWS) as unknown as TopLevelSpec).spec;
    expect(cache.compile(bars(200, ROWS))).toEqual(direct);
    // Again, from memory, with other rows: the rows are the new ones.
    const other = [{ a: 'z', b: 3 }];
    expect(cache.compile(bars(200, other))).toEqual(
      compile(bars(200, other) as unknown as TopLevelSpec).spec,
    );
  });

  it.each([
    ['the same spec with other rows', bars(200, [{ a: 'q', b: 9 }]), 1],
    ['the same spec without rows', bars(200), 1],
    ['another size', bars(300, ROWS), 2],
  ])('compiles once per spec shape: %s', (_name, second, calls) => {
    const lite = counted();
    const cache = createCompileCache(undefined, lite);
    cache.compile(bars(200, ROWS));
    cache.compile(second);
    expect(lite).toHaveBeenCalledTimes(calls);
    // What is compiled never holds rows.
    for (const [spec] of lite.mock.calls) expect(spec.data).toEqual({ name: 'table' });
  });

  it('a later page load finds the spec in the local database', () => {
    const storage = memoryStorage();
    const db = createLocalDb('test', () => storage);
    createCompileCache(db).compile(bars(200, ROWS));
    const lite = counted();
    const next = createCompileCache(db, lite);
    const spec = next.compile(bars(200, ROWS)) as { data?: { name?: string; values?: unknown }[] };
    expect(lite).not.toHaveBeenCalled();
    expect(spec.data?.find((set) => set.name === 'table')?.values).toEqual(ROWS);
    // Stored without rows.
    const stored = db.keys().filter((key) => key !== `${COMPILED_PREFIX}index`);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(db.get(stored[0] ?? ''))).not.toContain('"values"');
  });

  it('a stored entry for another spec under the same hash is not used', () => {
    const storage = memoryStorage();
    const db = createLocalDb('test', () => storage);
    createCompileCache(db).compile(bars(200, ROWS));
    const [key] = db.keys().filter((k) => k !== `${COMPILED_PREFIX}index`);
    db.set(key ?? '', { key: 'another spec', spec: { marks: [] } });
    const lite = counted();
    const spec = createCompileCache(db, lite).compile(bars(200, ROWS)) as { marks?: unknown[] };
    expect(lite).toHaveBeenCalledTimes(1);
    expect(spec.marks?.length).toBeGreaterThan(0);
  });

  it(`keeps at most ${COMPILED_LIMIT} specs, dropping the oldest`, () => {
    const storage = memoryStorage();
    const db = createLocalDb('test', () => storage);
    const cache = createCompileCache(db, () => ({ marks: [] }) as VisualizationSpec);
    for (let width = 1; width <= COMPILED_LIMIT + 1; width += 1) cache.compile(bars(width));
    expect(db.keys()).toHaveLength(COMPILED_LIMIT + 1); // the specs and the index
    const lite = counted();
    const later = createCompileCache(db, lite);
    later.compile(bars(COMPILED_LIMIT + 1));
    expect(lite).not.toHaveBeenCalled();
    later.compile(bars(1));
    expect(lite).toHaveBeenCalledTimes(1);
  });

  it('a full storage costs a compile, never an error', () => {
    const db = createLocalDb('test', () => memoryStorage({ full: true }));
    const cache = createCompileCache(db);
    expect(() => cache.compile(bars(200, ROWS))).not.toThrow();
  });

  it('compiles a spec without the chart dataset as it is, every time', () => {
    const lite = counted();
    const cache = createCompileCache(undefined, lite);
    const inline = { ...bars(200), data: { values: ROWS } };
    cache.compile(inline);
    cache.compile(inline);
    expect(lite).toHaveBeenCalledTimes(2);
    expect(lite.mock.calls[0]?.[0]).toBe(inline);
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
