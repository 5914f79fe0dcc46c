import { describe, expect, it, vi } from 'vitest';
import { loadableChunk } from './loadable-chunk.ts';

describe('loadableChunk', () => {
  it('is not there before its load resolves, then is, without loading twice', async () => {
    const load = vi.fn(() => Promise.resolve('page'));
    const code = loadableChunk(load);
    expect(code.current()).toBeUndefined();
    const first = code.preload();
    const second = code.preload();
    expect(second).toBe(first);
    expect(code.current()).toBeUndefined();
    await expect(first).resolves.toBe('page');
    expect(code.current()).toBe('page');
    await code.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so that the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('page');
    const code = loadableChunk(load);
    await expect(code.preload()).rejects.toThrow('Failed to fetch');
    expect(code.current()).toBeUndefined();
    await expect(code.preload()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
