import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, resolveDataDir, tenantDataDir } from './data-dir.ts';

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

describe('tenantDataDir', () => {
  const dataDir = path.resolve('/var/lib/navigator');

  it.each([
    ['acme', path.join(dataDir, 'acme')],
    ['globex-eu', path.join(dataDir, 'globex-eu')],
  ])('%s lives in its own folder', (tenant, expected) => {
    expect(tenantDataDir(dataDir, tenant)).toBe(expected);
  });

  it.each(['', '.', '..', 'a/b', 'a\\b', '../acme', 'a\u0000b'])(
    'refuses %j, which is not one folder name',
    (tenant) => {
      expect(() => tenantDataDir(dataDir, tenant)).toThrow(RangeError);
    },
  );
});
