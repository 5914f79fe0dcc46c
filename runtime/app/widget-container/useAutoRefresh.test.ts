import { describe, expect, it } from 'vitest';
import { DEFAULT_REFRESH_MS, refreshInterval } from './useAutoRefresh.ts';

describe('refreshInterval', () => {
  it.each([
    [undefined, undefined],
    [{ active: false, milliseconds: 1000 }, undefined],
    [{ active: true }, DEFAULT_REFRESH_MS],
    [{ active: true, milliseconds: 300000 }, 300000],
    [{ active: true, milliseconds: 0 }, DEFAULT_REFRESH_MS],
    [{ milliseconds: 5000 }, undefined],
  ])('%j → %s', (refresh, interval) => {
    expect(refreshInterval(refresh)).toBe(interval);
  });

  it('defaults to 60000 ms (widget-layer §9)', () => {
    expect(DEFAULT_REFRESH_MS).toBe(60000);
  });
});
