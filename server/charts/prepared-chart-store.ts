/**
 * Prepared charts kept on disk (issue 30), so that a restarted server answers
 * `POST /api/v2/charts/prepare` for the charts it prepared before without compiling them again:
 * a cold server's first visitor otherwise waits ~0.8 s for sixteen compiles on this machine.
 *
 * One file per answer in `<dataDir>/.prepared-charts/` (a tenant id never starts with a dot),
 * named by the SHA-256 of its key: the format, vega's and vega-lite's versions, the app build
 * (a hash of the code that prepares, {@link preparedBuild}) and the spec. A spec carries no rows
 * and the key holds no tenant: two tenants with the same spec get the same answer, which each
 * could compute from its own spec. The file is a JSON header line (format, versions, build,
 * the key's hash, the answer's length) and the answer's JSON text. A file whose header does not
 * match what this process would write, or whose answer is not a JSON object, is ignored and
 * reported in the log (never trusted across versions); the next compile of its spec replaces it.
 * Writes go to a temp file renamed into place, so a reader or another process (cluster workers
 * share the data directory) never sees half a file. The folder is bounded in files and bytes:
 * past either bound the least recently used files (by modification time, which a hit renews)
 * are deleted.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { version as vegaVersion } from 'vega';
import { version as vegaLiteVersion } from 'vega-lite';
import { REPO_ROOT } from '../data/data-dir.ts';

/** Folder of the prepared charts inside the data directory. */
export const PREPARED_CHARTS_DIR = '.prepared-charts';

/** Version of the file layout; a file of another layout is ignored. */
export const PREPARED_FILE_FORMAT = 1;

/** Files kept at most. */
export const DEFAULT_PREPARED_FILES = 2000;

/** Bytes kept at most (a chart's answer is ~5–60 KB). */
export const DEFAULT_PREPARED_BYTES = 128 * 1024 * 1024;

/** A temp file older than this is a crashed write's leftover, deleted when the folder is read. */
const STALE_TEMP_MS = 10 * 60 * 1000;

const FILE_NAME = /^[0-9a-f]{64}\.json$/;
const TEMP_NAME = /\.tmp$/;

/** Where the store reports what it ignored or could not do. */
export interface StoreLog {
  warn: (message: string) => void;
}

/** What the store did since it was created (tests and the log read it). */
export interface PreparedStoreCounts {
  /** Answers read from disk. */
  read: number;
  written: number;
  /** Files ignored: corrupt, of another version or build, or not one of ours. */
  ignored: number;
  /** Files deleted to keep within the bounds. */
  evicted: number;
}

export interface PreparedChartStore {
  /** The answer kept for `key` (the spec as the cache keys it), or undefined. */
  read(key: string): Promise<string | undefined>;
  /** Keeps `json` for `key`; never rejects (a failure is logged). */
  write(key: string, json: string): Promise<void>;
  /** Resolves when the writes and deletions started so far are over. */
  settled(): Promise<void>;
  readonly counts: Readonly<PreparedStoreCounts>;
  readonly dir: string;
}

interface Header {
  format: number;
  vega: string;
  vegaLite: string;
  build: string;
  key: string;
  length: number;
}

let buildHash: Promise<string> | undefined;

/**
 * A hash of the code whose output the files hold: the app's version and the source of
 * runtime/core/charts/ and server/charts/ (canvas trimming, the parse options, this file's
 * format). A deploy that changes how charts are prepared starts with none of the old answers.
 */
export function preparedBuild(): Promise<string> {
  buildHash ??= (async () => {
    const hash = createHash('sha256');
    const pkg = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      version?: string;
    };
    hash.update(`navigator ${pkg.version ?? ''}\n`);
    for (const folder of ['runtime/core/charts', 'server/charts']) {
      const files = (await readdir(path.join(REPO_ROOT, folder)))
        .filter((file) => /\.(ts|json)$/.test(file) && !file.includes('.test.'))
        .sort();
      for (const file of files) {
        hash.update(`${folder}/${file}\n`);
        hash.update(await readFile(path.join(REPO_ROOT, folder, file)));
      }
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return buildHash;
}

/** Whether prepared charts go to disk with `env` (NAVIGATOR_PREPARED_CHARTS=off: memory only). */
export function preparedChartsOnDisk(env: NodeJS.ProcessEnv): boolean {
  return !/^(off|0|false|no)$/i.test(env.NAVIGATOR_PREPARED_CHARTS?.trim() ?? '');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** The store of `dataDir`; `build` stands for {@link preparedBuild} in tests. */
export function createPreparedChartStore(options: {
  dataDir: string;
  log?: StoreLog;
  maxFiles?: number;
  maxBytes?: number;
  build?: string;
}): PreparedChartStore {
  const dir = path.join(options.dataDir, PREPARED_CHARTS_DIR);
  const maxFiles = options.maxFiles ?? DEFAULT_PREPARED_FILES;
  const maxBytes = options.maxBytes ?? DEFAULT_PREPARED_BYTES;
  const warn = (message: string) => options.log?.warn(`prepared charts: ${message}`);
  const counts: PreparedStoreCounts = { read: 0, written: 0, ignored: 0, evicted: 0 };
  const build = options.build !== undefined ? Promise.resolve(options.build) : preparedBuild();
  /** The folder's files by name, size and last use; read once, then kept up to date. */
  let index: Promise<Map<string, { bytes: number; usedAt: number }>> | undefined;
  const pending = new Set<Promise<unknown>>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => {});
    return work;
  };

  const headerFor = async (key: string, length: number): Promise<Header> => ({
    format: PREPARED_FILE_FORMAT,
    vega: vegaVersion,
    vegaLite: vegaLiteVersion,
    build: await build,
    key: sha256(key),
    length,
  });

  const fileOf = async (key: string) => {
    const header = await headerFor(key, 0);
    const name = `${sha256(JSON.stringify({ ...header, length: undefined, key }))}.json`;
    return { name, file: path.join(dir, name), header };
  };

  const readIndex = () => {
    index ??= (async () => {
      const files = new Map<string, { bytes: number; usedAt: number }>();
      let names: string[] = [];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (!isMissing(error)) warn(`cannot read ${dir}: ${errorText(error)}`);
        return files;
      }
      const unknown: string[] = [];
      for (const name of names) {
        const file = path.join(dir, name);
        try {
          const info = await stat(file);
          if (FILE_NAME.test(name) && info.isFile()) {
            files.set(name, { bytes: info.size, usedAt: info.mtimeMs });
          } else if (TEMP_NAME.test(name)) {
            if (Date.now() - info.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
          } else {
            unknown.push(name);
          }
        } catch (error) {
          if (!isMissing(error)) warn(`cannot read ${file}: ${errorText(error)}`);
        }
      }
      if (unknown.length > 0) {
        counts.ignored += unknown.length;
        warn(
          `ignored ${unknown.length} file(s) in ${dir} that it did not write: ${unknown.join(', ')}`,
        );
      }
      return files;
    })();
    return index;
  };
  // Read now, in the background: the first prepare request should not wait for it.
  void readIndex();

  /** Deletes the least recently used files until the folder is within its bounds. */
  const evictNow = async (files: Map<string, { bytes: number; usedAt: number }>) => {
    let bytes = 0;
    for (const entry of files.values()) bytes += entry.bytes;
    if (files.size <= maxFiles && bytes <= maxBytes) return;
    const oldest = [...files].sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [name, entry] of oldest) {
      if (files.size <= maxFiles && bytes <= maxBytes) break;
      if (!files.delete(name)) continue;
      bytes -= entry.bytes;
      counts.evicted += 1;
      await rm(path.join(dir, name), { force: true });
    }
  };

  // One eviction at a time: two writes finishing together would count the same files twice.
  let evicting = Promise.resolve();
  const evict = (files: Map<string, { bytes: number; usedAt: number }>) => {
    evicting = evicting.then(() => evictNow(files)).catch(() => {});
    return evicting;
  };

  const ignore = (file: string, why: string) => {
    counts.ignored += 1;
    warn(`ignored ${file}: ${why}`);
    return undefined;
  };

  return {
    dir,
    counts,
    async read(key) {
      const { name, file, header } = await fileOf(key);
      let text: string;
      try {
        // Synchronous on purpose: a file of ~5–60 KB in the page cache reads in well under a
        // millisecond, while an async read waits for one of libuv's threads, which a cold
        // dashboard's DuckDB queries hold while they run (each query keeps one busy).
        text = readFileSync(file, 'utf8');
      } catch (error) {
        if (!isMissing(error)) warn(`cannot read ${file}: ${errorText(error)}`);
        return undefined;
      }
      const newline = text.indexOf('\n');
      let found: Partial<Header>;
      try {
        found = JSON.parse(newline < 0 ? text : text.slice(0, newline)) as Partial<Header>;
      } catch {
        return ignore(file, 'its header is not JSON');
      }
      const json = text.slice(newline + 1);
      for (const field of ['format', 'vega', 'vegaLite', 'build', 'key'] as const) {
        if (found[field] !== header[field]) {
          return ignore(
            file,
            `${field} ${JSON.stringify(found[field])}, expected ${JSON.stringify(header[field])}`,
          );
        }
      }
      if (newline < 0 || found.length !== json.length) return ignore(file, 'it is cut short');
      try {
        const answer: unknown = JSON.parse(json);
        if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
          return ignore(file, 'its answer is not a JSON object');
        }
      } catch {
        return ignore(file, 'its answer is not JSON');
      }
      counts.read += 1;
      // A hit renews the file's last use, so eviction deletes the charts no one asks for.
      const now = Date.now();
      void track(
        (async () => {
          const files = await readIndex();
          const entry = files.get(name);
          if (entry) entry.usedAt = now;
          await utimes(file, now / 1000, now / 1000).catch(() => {});
        })(),
      );
      return json;
    },
    write(key, json) {
      return track(
        (async () => {
          const { name, file, header } = await fileOf(key);
          const text = `${JSON.stringify({ ...header, length: json.length })}\n${json}`;
          const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
          try {
            await mkdir(dir, { recursive: true });
            await writeFile(temp, text, 'utf8');
            await rename(temp, file);
            counts.written += 1;
            const files = await readIndex();
            files.set(name, { bytes: Buffer.byteLength(text), usedAt: Date.now() });
            await evict(files);
          } catch (error) {
            await rm(temp, { force: true }).catch(() => {});
            warn(`cannot write ${file}: ${errorText(error)}`);
          }
        })(),
      );
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
