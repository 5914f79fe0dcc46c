/**
 * Revoked sessions kept on disk, so a logout survives a restart of Navigator (and of a Redis
 * that keeps nothing on disk). The log lives in `<dataDir>/revoked-sessions/`, split by the
 * hour the tokens expire (`2026-11-21T14.log`): each file is append-only, one
 * `sessionId expiresAt` line per logout, fsynced before the logout answers. Lines are
 * appended with O_APPEND in one small write, which the kernel does not interleave, so several
 * processes sharing the data directory may append at the same time. Pruning never rewrites a
 * file (a rewrite could lose a line another process appends meanwhile): once every token of
 * an hour has expired, that hour's whole file is deleted.
 */
import { mkdir, open, readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/** Folder of the log under the data directory. */
export const REVOCATION_LOG_DIR = 'revoked-sessions';

/** Session ids are token `jti`s (UUIDs); anything with spaces or line breaks is refused. */
const SESSION_ID = /^[A-Za-z0-9._:-]{1,200}$/;
const LINE = /^(\S+) (\d+)$/;
const BUCKET_FILE = /^(\d{4}-\d{2}-\d{2}T\d{2})\.log$/;

/** The on-disk log of revoked sessions (see the module comment). */
export interface RevocationLog {
  /** Appends `sessionId expiresAt` to the file of its expiry hour and fsyncs it. */
  append(sessionId: string, expiresAt: number): Promise<void>;
  /**
   * Every session still revoked (id → expiresAt, seconds), read from all hour files; files
   * whose hour has passed are deleted on the way.
   */
  load(): Promise<Map<string, number>>;
  /** Deletes the files of hours that have passed. */
  prune(): Promise<void>;
  readonly dir: string;
}

/** The hour file (`YYYY-MM-DDTHH`, UTC) a token expiring at `expiresAt` seconds belongs to. */
export function bucketOf(expiresAt: number): string {
  return new Date(expiresAt * 1000).toISOString().slice(0, 13);
}

/** Whether every token of hour file `bucket` has expired at `nowSeconds`. */
export function bucketExpired(bucket: string, nowSeconds: number): boolean {
  const end = Date.parse(`${bucket}:00:00Z`) / 1000 + 3600;
  return Number.isFinite(end) && end <= nowSeconds;
}

/** The entries of one file's text that are still live at `nowSeconds`; bad lines skipped. */
export function parseRevocationLines(text: string, nowSeconds: number): Array<[string, number]> {
  const entries: Array<[string, number]> = [];
  for (const line of text.split('\n')) {
    // A crash mid-append can leave a last line without its end; it has no valid expiry then.
    const match = LINE.exec(line);
    if (!match) continue;
    const expiresAt = Number(match[2]);
    if (expiresAt > nowSeconds) entries.push([match[1] as string, expiresAt]);
  }
  return entries;
}

/** The revocation log of a data directory. */
export function createRevocationLog(dataDir: string): RevocationLog {
  const dir = path.join(dataDir, REVOCATION_LOG_DIR);
  const now = () => Date.now() / 1000;

  const buckets = async (): Promise<string[]> => {
    try {
      return (await readdir(dir)).filter((name) => BUCKET_FILE.test(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };

  const prune = async (): Promise<void> => {
    for (const name of await buckets()) {
      const bucket = BUCKET_FILE.exec(name)?.[1];
      if (bucket && bucketExpired(bucket, now())) {
        await unlink(path.join(dir, name)).catch((error: NodeJS.ErrnoException) => {
          // Another process sharing the directory pruned it first.
          if (error.code !== 'ENOENT') throw error;
        });
      }
    }
  };

  return {
    dir,
    prune,
    async append(sessionId, expiresAt) {
      if (!SESSION_ID.test(sessionId)) throw new Error(`invalid session id ${sessionId}`);
      if (!Number.isFinite(expiresAt) || expiresAt <= now()) return;
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${bucketOf(expiresAt)}.log`);
      const handle = await open(file, 'a', 0o600);
      let created = false;
      try {
        created = (await handle.stat()).size === 0;
        await handle.write(`${sessionId} ${Math.ceil(expiresAt)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      // A new file's name must survive a crash too, not only its bytes.
      if (created) await syncDir(dir);
    },
    async load() {
      await prune();
      const revoked = new Map<string, number>();
      for (const name of await buckets()) {
        let text: string;
        try {
          text = await readFile(path.join(dir, name), 'utf8');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        for (const [id, expiresAt] of parseRevocationLines(text, now())) {
          revoked.set(id, Math.max(expiresAt, revoked.get(id) ?? 0));
        }
      }
      return revoked;
    },
  };
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EINVAL' && code !== 'EPERM' && code !== 'EBADF') throw error;
  } finally {
    await handle.close();
  }
}
