import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTokenSecret, SECRET_FILE } from './token-secret.ts';

let dir: string;
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'navigator-secret-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadTokenSecret', () => {
  it('uses NAVIGATOR_SECRET and writes no file', async () => {
    const secret = 's'.repeat(32);
    expect(text(await loadTokenSecret({ NAVIGATOR_SECRET: secret }, dir))).toBe(secret);
    await expect(stat(path.join(dir, SECRET_FILE))).rejects.toThrow();
  });

  it('refuses a NAVIGATOR_SECRET shorter than 32 characters', async () => {
    await expect(loadTokenSecret({ NAVIGATOR_SECRET: 'short' }, dir)).rejects.toThrow(
      'NAVIGATOR_SECRET must be at least 32 characters long.',
    );
  });

  it('generates a secret once, mode 0600, and reads the same one after a restart', async () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const first = text(await loadTokenSecret({}, dataDir));
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(text(await loadTokenSecret({}, dataDir))).toBe(first);
  });

  it('processes starting together agree on one secret', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => loadTokenSecret({}, dir)));
    expect(new Set(secrets.map(text)).size).toBe(1);
  });

  it('tightens a secret file readable by others back to 0600', async () => {
    const file = path.join(dir, SECRET_FILE);
    await writeFile(file, 'k'.repeat(64));
    await chmod(file, 0o644);
    expect(text(await loadTokenSecret({}, dir))).toBe('k'.repeat(64));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuses a secret file that holds too little', async () => {
    await writeFile(path.join(dir, SECRET_FILE), 'tiny');
    await expect(loadTokenSecret({}, dir)).rejects.toThrow('holds no usable secret');
  });
});
