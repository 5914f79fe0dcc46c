import { describe, expect, it } from 'vitest';
import {
  chunkReloadAllowed,
  isChunkLoadError,
  mayReload,
  RELOAD_GUARD_MS,
  RELOAD_KEY,
  reloadOnceForChunkError,
  type GuardStorage,
} from './reload-guard.ts';

function memoryStorage(): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('chunk reload guard (once per 60 s)', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    ['Unable to preload CSS for /assets/b.css', true],
    [new Error('Cannot read properties of undefined'), false],
    [undefined, false],
  ])('isChunkLoadError(%s) → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it.each([
    [undefined, 1_000_000, true],
    [1_000_000, 1_000_000 + RELOAD_GUARD_MS - 1, false],
    [1_000_000, 1_000_000 + RELOAD_GUARD_MS, true],
    [Number.NaN, 5, true],
  ])('mayReload(last %s, now %s) → %s', (last, now, expected) => {
    expect(mayReload(last, now)).toBe(expected);
  });

  it.each([
    [undefined, 1_000_000],
    [1_000_000, 1_000_000 + RELOAD_GUARD_MS],
  ])('offline: mayReload(last %s, now %s) → false', (last, now) => {
    expect(mayReload(last, now, false)).toBe(false);
    expect(mayReload(last, now, true)).toBe(true);
  });

  it('never reloads offline and keeps the guard time for when the browser is back', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void (reloads += 1);
    expect(chunkReloadAllowed(storage, 10_000, false)).toBe(false);
    expect(reloadOnceForChunkError(storage, reload, 10_000, false)).toBe(false);
    expect(storage.data.has(RELOAD_KEY)).toBe(false);
    expect(reloads).toBe(0);
    expect(reloadOnceForChunkError(storage, reload, 10_001, true)).toBe(true);
    expect(reloads).toBe(1);
  });

  it('reloads once, refuses within 60 s, reloads again after', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void (reloads += 1);
    expect(reloadOnceForChunkError(storage, reload, 10_000)).toBe(true);
    expect(storage.data.get(RELOAD_KEY)).toBe('10000');
    expect(chunkReloadAllowed(storage, 10_000 + 59_999)).toBe(false);
    expect(reloadOnceForChunkError(storage, reload, 10_000 + 59_999)).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadOnceForChunkError(storage, reload, 10_000 + 60_000)).toBe(true);
    expect(reloads).toBe(2);
  });
});
