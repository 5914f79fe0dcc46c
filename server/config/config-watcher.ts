/**
 * Watches a config directory for edits made outside the server (an editor, `git pull`) and
 * calls back once per burst of changes. It watches every folder of the tree (not the files,
 * and not with `recursive: true`: Node 20's recursive watcher on Linux loses a file once it
 * has been replaced by a rename, which is how both editors and this server save). Where
 * `fs.watch` is missing or fails (network file systems, exhausted inotify watches) it polls
 * the files' sizes and modification times instead.
 */
import { watch, type FSWatcher } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** How the watcher notices changes. */
export type WatchMode = 'fs' | 'poll';

export interface ConfigWatcherOptions {
  /** Quiet time after the last event before the callback runs (default 100 ms). */
  debounceMs?: number;
  /** Poll interval of the fallback (default 1000 ms). */
  pollMs?: number;
  /** Force a mode; default `fs`, falling back to `poll` when `fs.watch` fails. */
  mode?: WatchMode;
  /** Told when the watcher falls back to polling, and why. */
  onFallback?: (reason: string) => void;
}

export interface ConfigWatcher {
  /** The mode in use now. */
  readonly mode: WatchMode;
  /** Resolves once every folder present at start is watched (or the first poll is done). */
  readonly ready: Promise<void>;
  close(): void;
}

/**
 * Calls `onChange` (debounced) after files under `dir` change. Hidden entries (the writer's
 * `.name.tmp` files, `.git`) are ignored.
 */
export function watchConfigDir(
  dir: string,
  onChange: () => void,
  options: ConfigWatcherOptions = {},
): ConfigWatcher {
  const debounceMs = options.debounceMs ?? 100;
  const pollMs = options.pollMs ?? 1000;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let poller: NodeJS.Timeout | undefined;
  let mode: WatchMode = options.mode ?? 'fs';

  const schedule = (): void => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (!closed) onChange();
    }, debounceMs);
    timer.unref();
  };

  let ready: Promise<void> = Promise.resolve();

  const startPolling = (): Promise<void> => {
    mode = 'poll';
    let last: string | undefined;
    let busy = false;
    const tick = async (): Promise<void> => {
      if (busy || closed) return;
      busy = true;
      try {
        const signature = await directorySignature(dir);
        if (last !== undefined && signature !== last) schedule();
        last = signature;
      } catch {
        // The directory may be mid-rename (git checkout); the next tick sees it settled.
      } finally {
        busy = false;
      }
    };
    poller = setInterval(() => void tick(), pollMs);
    poller.unref();
    return tick();
  };

  /** Folder (relative, '' = root) → its watcher. */
  const folderWatchers = new Map<string, FSWatcher>();

  const watchFolder = (relative: string): void => {
    if (closed || folderWatchers.has(relative)) return;
    const watcher = watch(path.join(dir, relative), { persistent: false }, (_event, name) => {
      if (name && String(name).startsWith('.')) return;
      schedule();
      // A new tenant or entity folder needs its own watcher; a removed one closes itself.
      void syncFolders();
    });
    watcher.on('error', (error) => {
      watcher.close();
      folderWatchers.delete(relative);
      // A folder that disappeared is not a failure of the watcher; anything else is.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && relative === '') {
        fallBack(`fs.watch failed: ${error.message}`);
      }
    });
    folderWatchers.set(relative, watcher);
  };

  const syncFolders = async (): Promise<void> => {
    try {
      const folders = new Set(['', ...(await listFolders(dir))]);
      for (const folder of folders) watchFolder(folder);
      for (const [folder, watcher] of folderWatchers) {
        if (!folders.has(folder)) {
          watcher.close();
          folderWatchers.delete(folder);
        }
      }
    } catch (error) {
      if (!closed && folderWatchers.size === 0) {
        fallBack(`cannot list ${dir}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  const fallBack = (reason: string): void => {
    for (const watcher of folderWatchers.values()) watcher.close();
    folderWatchers.clear();
    if (closed || poller) return;
    options.onFallback?.(reason);
    ready = startPolling();
  };

  if (mode === 'poll') {
    ready = startPolling();
  } else {
    try {
      watchFolder('');
      ready = syncFolders();
    } catch (error) {
      fallBack(
        `fs.watch is unavailable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return {
    get mode() {
      return mode;
    },
    get ready() {
      return ready;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      if (poller) clearInterval(poller);
      for (const watcher of folderWatchers.values()) watcher.close();
      folderWatchers.clear();
    },
  };
}

/** Every non-hidden folder under `dir`, relative to it. */
async function listFolders(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const name of await readdir(path.join(dir, prefix))) {
    if (name.startsWith('.')) continue;
    const relative = prefix ? `${prefix}/${name}` : name;
    const info = await stat(path.join(dir, relative)).catch(() => undefined);
    if (info?.isDirectory()) found.push(relative, ...(await listFolders(dir, relative)));
  }
  return found;
}

/** Path, size and modification time of every non-hidden file under `dir`, as one string. */
async function directorySignature(dir: string, prefix = ''): Promise<string> {
  const parts: string[] = [];
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    const info = await stat(path.join(dir, relative));
    if (info.isDirectory()) {
      parts.push(await directorySignature(dir, relative));
    } else {
      parts.push(`${relative}:${info.size}:${info.mtimeMs}`);
    }
  }
  return parts.join('\n');
}
