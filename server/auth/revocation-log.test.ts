import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  REVOCATION_LOG_DIR,
  bucketExpired,
  bucketOf,
  createRevocationLog,
  parseRevocationLines,
} from './revocation-log.ts';
import { createMemoryRevocationStore } from './revocation-store.ts';

const dirs: string[] = [];
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'navigator-revocations-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('hour files', () => {
  it.each([
    [Date.UTC(2026, 10, 21, 14, 0, 0) / 1000, '2026-11-21T14'],
    [Date.UTC(2026, 10, 21, 14, 59, 59) / 1000, '2026-11-21T14'],
    [Date.UTC(2026, 11, 31, 23, 30, 0) / 1000, '2026-12-31T23'],
  ])('a token expiring at %d goes to %s', (expiresAt, bucket) => {
    expect(bucketOf(expiresAt)).toBe(bucket);
  });

  it.each([
    ['2026-11-21T14', Date.UTC(2026, 10, 21, 14, 59, 59) / 1000, false],
    ['2026-11-21T14', Date.UTC(2026, 10, 21, 15, 0, 0) / 1000, true],
    ['2026-11-21T14', Date.UTC(2026, 10, 20, 0, 0, 0) / 1000, false],
  ])('hour %s has expired at %d: %s', (bucket, now, expired) => {
    expect(bucketExpired(bucket, now)).toBe(expired);
  });
});

describe('parseRevocationLines', () => {
  it.each([
    [
      'a 200\nb 300\n',
      100,
      [
        ['a', 200],
        ['b', 300],
      ],
    ],
    ['a 200\nb 50\n', 100, [['a', 200]]],
    // a line cut by a crash, garbage, an empty line
    ['a 200\nb 3', 100, [['a', 200]]],
    ['junk\n\na b\nc 150\n', 100, [['c', 150]]],
  ])('%j at %d', (text, now, entries) => {
    expect(parseRevocationLines(text, now)).toEqual(entries);
  });
});

describe('the revocation log', () => {
  it('keeps appended revocations for the next process', async () => {
    const dir = await dataDir();
    const expiresAt = inAnHour();
    await createRevocationLog(dir).append('session-1', expiresAt);
    const loaded = await createRevocationLog(dir).load();
    expect(loaded).toEqual(new Map([['session-1', expiresAt]]));
  });

  it('loses no line when many writers append at once', async () => {
    const dir = await dataDir();
    const expiresAt = inAnHour();
    const ids = Array.from({ length: 200 }, (_, i) => `s${i}`);
    // One log per writer: each opens its own descriptor, as separate processes do.
    await Promise.all(ids.map((id) => createRevocationLog(dir).append(id, expiresAt)));
    const loaded = await createRevocationLog(dir).load();
    expect([...loaded.keys()].sort()).toEqual([...ids].sort());
    const [file] = await readdir(path.join(dir, REVOCATION_LOG_DIR));
    const lines = (await readFile(path.join(dir, REVOCATION_LOG_DIR, file ?? ''), 'utf8'))
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(200);
    expect(lines.every((line) => /^s\d+ \d+$/.test(line))).toBe(true);
  });

  it('deletes the files of hours that have passed and skips expired lines', async () => {
    const dir = await dataDir();
    const folder = path.join(dir, REVOCATION_LOG_DIR);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, '2020-01-01T00.log'), 'old 1577836800\n');
    const now = Math.floor(Date.now() / 1000);
    const current = `${bucketOf(now)}.log`;
    await writeFile(path.join(folder, current), `gone ${now - 1}\nlive ${now + 3600}\n`);
    const loaded = await createRevocationLog(dir).load();
    expect([...loaded.keys()]).toEqual(['live']);
    expect(await readdir(folder)).toEqual([current]);
  });

  it.each(['with space', 'line\nbreak', ''])('refuses session id %j', async (id) => {
    const log = createRevocationLog(await dataDir());
    await expect(log.append(id, inAnHour())).rejects.toThrow(/invalid session id/);
  });
});

describe('the embedded revocation store', () => {
  it('still refuses a revoked session after a restart', async () => {
    const dir = await dataDir();
    const first = await createMemoryRevocationStore(dir);
    await first.revoke('abc', inAnHour());
    expect(await first.isRevoked('abc')).toBe(true);
    await first.close();
    const second = await createMemoryRevocationStore(dir);
    expect(await second.isRevoked('abc')).toBe(true);
    expect(await second.isRevoked('other')).toBe(false);
    await second.close();
  });

  it('writes nothing for a token that has already expired', async () => {
    const dir = await dataDir();
    const store = await createMemoryRevocationStore(dir);
    await store.revoke('late', Math.floor(Date.now() / 1000) - 5);
    expect(await store.isRevoked('late')).toBe(false);
    expect(await readdir(dir)).toEqual([]);
    await store.close();
  });
});
