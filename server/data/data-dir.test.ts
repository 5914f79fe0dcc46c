import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, resolveDataDir } from './data-dir.ts';

describe('resolveDataDir', () => {
  const root = path.resolve('/srv/navigator');

  it.each([
    ['unset', {}, path.join(root, '.navigator')],
    ['blank', { NAVIGATOR_DATA: '  ' }, path.join(root, '.navigator')],
    ['absolute', { NAVIGATOR_DATA: '/var/lib/navigator' }, path.resolve('/var/lib/navigator')],
    ['relative to the root', { NAVIGATOR_DATA: 'data/demo' }, path.join(root, 'data/demo')],
  ])('NAVIGATOR_DATA %s', (_label, env, expected) => {
    expect(resolveDataDir(env, root)).toBe(expected);
  });

  it('defaults the root to the repository root', () => {
    expect(resolveDataDir({})).toBe(path.join(REPO_ROOT, '.navigator'));
    expect(path.join(REPO_ROOT, 'server', 'data', 'data-dir.ts')).toBe(
      path.resolve(import.meta.dirname, 'data-dir.ts'),
    );
  });
});
