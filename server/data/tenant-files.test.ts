import { link, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInside, resolveTenantFile } from './tenant-files.ts';

let root: string;
let data: string;
/** Tenants whose folders are their own. */
const TENANTS = ['acme', 'globex', 'away'];
/** With the tenants whose folders are symbolic links to another's (or to the whole data dir). */
const ALL_TENANTS = [...TENANTS, 'evil', 'whole'];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'navigator-tenant-files-'));
  data = path.join(root, 'data');
  for (const tenant of ['acme', 'globex']) {
    await mkdir(path.join(data, tenant), { recursive: true });
    await writeFile(path.join(data, tenant, 'demo.duckdb'), tenant);
  }
  await mkdir(path.join(root, 'outside'));
  await writeFile(path.join(root, 'outside', 'x.duckdb'), 'x');
  await writeFile(path.join(data, 'demo.duckdb'), 'the old shared file');
  const acme = path.join(data, 'acme');
  await symlink('../globex/demo.duckdb', path.join(acme, 'globex-link.duckdb'));
  await symlink(path.join(root, 'outside'), path.join(acme, 'sub'));
  await symlink('demo.duckdb', path.join(acme, 'alias.duckdb'));
  await link(path.join(data, 'globex', 'demo.duckdb'), path.join(acme, 'hard.duckdb'));
  await symlink(path.join(data, 'globex'), path.join(data, 'evil'));
  await symlink(data, path.join(data, 'whole'));
  await symlink(path.join(root, 'outside'), path.join(data, 'away'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('resolveTenantFile', () => {
  it.each([
    ['acme', 'demo.duckdb', 'acme/demo.duckdb'],
    ['acme', 'alias.duckdb', 'acme/demo.duckdb'],
    ['acme', 'new/not-yet.duckdb', 'acme/new/not-yet.duckdb'],
    ['globex', 'demo.duckdb', 'globex/demo.duckdb'],
    // A tenant folder may live on another disk: only sharing with another tenant is refused.
    ['away', 'x.duckdb', '../outside/x.duckdb'],
  ])('%s may read %s (really %s)', (tenant, relative, real) => {
    const resolved = resolveTenantFile(data, tenant, relative, TENANTS);
    expect(resolved).toMatchObject({ ok: true, real: path.resolve(data, real) });
  });

  it.each([
    [
      'acme',
      '../globex/demo.duckdb',
      'path "../globex/demo.duckdb" leaves the data directory of tenant "acme"',
    ],
    ['acme', '../demo.duckdb', 'leaves the data directory of tenant "acme"'],
    ['acme', path.join('/tmp', 'x.duckdb'), 'leaves the data directory of tenant "acme"'],
    ['acme', '.', 'leaves the data directory of tenant "acme"'],
    [
      'acme',
      'globex-link.duckdb',
      'leaves the data directory of tenant "acme" through a symbolic link',
    ],
    ['acme', 'sub/x.duckdb', 'leaves the data directory of tenant "acme" through a symbolic link'],
    ['evil', 'demo.duckdb', 'the data directory of tenant "evil" overlaps that of tenant "globex"'],
    ['whole', 'demo.duckdb', 'the data directory of tenant "whole" overlaps that of tenant "acme"'],
    ['..', 'demo.duckdb', '".." cannot name a folder of the data directory'],
    // Both tenants that share a folder are refused, whichever came first.
    [
      'globex',
      'demo.duckdb',
      'the data directory of tenant "globex" overlaps that of tenant "evil"',
    ],
  ])('%s may not read %s', (tenant, relative, problem) => {
    const resolved = resolveTenantFile(data, tenant, relative, ALL_TENANTS);
    expect(resolved.ok).toBe(false);
    if (!resolved.ok) {
      expect(resolved.problem).toContain(problem);
      expect(resolved.problem).not.toContain(root);
    }
  });

  it('gives a hard link the identity of the file it links', () => {
    const hard = resolveTenantFile(data, 'acme', 'hard.duckdb', TENANTS);
    const globex = resolveTenantFile(data, 'globex', 'demo.duckdb', TENANTS);
    const acme = resolveTenantFile(data, 'acme', 'demo.duckdb', TENANTS);
    expect(hard.ok && globex.ok && acme.ok).toBe(true);
    if (hard.ok && globex.ok && acme.ok) {
      expect(hard.identity).toBe(globex.identity);
      expect(acme.identity).not.toBe(globex.identity);
    }
  });
});

describe('isInside', () => {
  it.each([
    ['/a/b', '/a', true],
    ['/a', '/a', true],
    ['/ab', '/a', false],
    ['/a/../b', '/a', false],
    ['/a/..b', '/a', true],
    ['/', '/a', false],
  ])('%s inside %s: %s', (inner, outer, expected) => {
    expect(isInside(path.resolve(inner), path.resolve(outer))).toBe(expected);
  });
});
