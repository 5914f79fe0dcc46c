import { describe, expect, it } from 'vitest';
import { mayPrefetch, type ConnectionState } from './link-prefetch.ts';

describe('mayPrefetch (link prefetch: skipped on 2g, data-saver or offline)', () => {
  it.each<[string, ConnectionState, boolean]>([
    ['online, nothing else known', { online: true }, true],
    ['4g', { online: true, effectiveType: '4g' }, true],
    ['3g', { online: true, effectiveType: '3g', saveData: false }, true],
    ['2g', { online: true, effectiveType: '2g' }, false],
    ['slow-2g', { online: true, effectiveType: 'slow-2g' }, false],
    ['data saver on', { online: true, effectiveType: '4g', saveData: true }, false],
    ['offline', { online: false, effectiveType: '4g' }, false],
  ])('%s', (_name, connection, expected) => {
    expect(mayPrefetch(connection)).toBe(expected);
  });
});
