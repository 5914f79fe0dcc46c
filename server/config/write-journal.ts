/**
 * Writes that change several files of one entity (a saved query's `.json` and `.sql`)
 * together or not at all, across a crash. Each new text is first written and fsynced to a
 * staged file next to its target; then a journal naming every rename and removal is written
 * atomically under `<configDir>/.navigator-journal/` — that is the commit point; then the
 * renames and removals happen and the journal is deleted. A crash before the journal leaves
 * only staged files (deleted on the next start: nothing changed); a crash after it leaves a
 * journal that the next start replays before the config is read. Every temp and staged file
 * is hidden (leading dot), so the loader and the watcher never take one for a config file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { removeFileDurably, syncDir, writeFileAtomic } from './write-json.ts';

/** Hidden folder of the config directory holding journals of writes in progress. */
export const JOURNAL_DIR = '.navigator-journal';

/** `.name.<pid>.<8 hex>.tmp|staged`: the temp files this module and write-json.ts make. */
const TEMP_FILE = /^\..+\.(\d+)\.[0-9a-f]{8}\.(tmp|staged)$/;
const JOURNAL_FILE = /^(\d+)-[0-9a-f]{8}\.json$/;

/** One file of a joint write: its new text, or `undefined` to remove it. */
export interface JointFile {
  /** Path relative to the config directory, `/`-separated. */
  relPath: string;
  text: string | undefined;
}

/** The journal of one joint write: paths relative to the config directory. */
export interface WriteJournal {
  renames: Array<{ from: string; to: string }>;
  removes: string[];
}

/** What {@link recoverConfigWrites} did. */
export interface RecoveryReport {
  /** Journals whose writes were completed. */
  replayed: string[];
  /** Leftover temp, staged and unreadable journal files deleted (relative paths). */
  removed: string[];
}

/**
 * Applies `files` (in order) so that after a crash either all or none of them have changed.
 * A single file needs no journal: its atomic replace already is all or nothing.
 */
export async function writeFilesTogether(root: string, files: readonly JointFile[]): Promise<void> {
  const absolute = (relPath: string) => resolveInside(root, relPath);
  if (files.length === 1 && files[0]) {
    const only = files[0];
    if (only.text === undefined) await removeFileDurably(absolute(only.relPath));
    else await writeFileAtomic(absolute(only.relPath), only.text);
    return;
  }
  const journal: WriteJournal = { renames: [], removes: [] };
  const journalFile = path.join(root, JOURNAL_DIR, `${process.pid}-${randomHex()}.json`);
  try {
    for (const file of files) {
      if (file.text === undefined) {
        journal.removes.push(file.relPath);
        continue;
      }
      const target = absolute(file.relPath);
      const staged = hiddenSibling(target, 'staged');
      journal.renames.push({ from: toRel(root, staged), to: file.relPath });
      await mkdir(path.dirname(target), { recursive: true });
      await writeDurably(staged, file.text);
    }
    for (const folder of foldersOf(root, journal)) await syncDir(folder);
    await writeFileAtomic(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
  } catch (error) {
    // Not committed: nothing has changed, so undo the staging.
    await Promise.all(journal.renames.map((r) => unlinkIfPresent(absolute(r.from))));
    throw error;
  }
  await applyJournal(root, journal);
  await removeFileDurably(journalFile);
}

/**
 * Run before the config directory is read at start: completes every journal a crashed
 * process left (the staged files it names were fsynced before it was written), then deletes
 * leftover temp and staged files. Files of a process that is still running (another
 * Navigator on the same directory) are left alone.
 */
export async function recoverConfigWrites(root: string): Promise<RecoveryReport> {
  const report: RecoveryReport = { replayed: [], removed: [] };
  const journalDir = path.join(root, JOURNAL_DIR);
  for (const name of await listOrEmpty(journalDir)) {
    const match = JOURNAL_FILE.exec(name);
    if (!match || isOtherLiveProcess(Number(match[1]))) continue;
    const file = path.join(journalDir, name);
    const journal = parseJournal(await readFile(file, 'utf8').catch(() => ''));
    if (journal) {
      await applyJournal(root, journal);
      report.replayed.push(`${JOURNAL_DIR}/${name}`);
    } else {
      report.removed.push(`${JOURNAL_DIR}/${name}`);
    }
    await removeFileDurably(file);
  }
  await removeLeftovers(root, '', report.removed);
  // The folder goes when empty, so a clean directory looks as it did before any write.
  await rmdir(journalDir).catch(() => undefined);
  return report;
}

/** A journal read back from disk, or undefined when it is not one this module wrote. */
export function parseJournal(text: string): WriteJournal | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const v = value as Partial<WriteJournal> | null;
  const isPath = (p: unknown): p is string => typeof p === 'string' && isSafeRelPath(p);
  if (!v || !Array.isArray(v.renames) || !Array.isArray(v.removes)) return undefined;
  if (!v.renames.every((r) => r && isPath(r.from) && isPath(r.to))) return undefined;
  if (!v.removes.every(isPath)) return undefined;
  return { renames: v.renames, removes: v.removes };
}

/** Relative, `/`-separated, inside the directory (no `..`, not absolute). */
export function isSafeRelPath(relPath: string): boolean {
  if (relPath === '' || relPath.startsWith('/') || relPath.includes('\\')) return false;
  return relPath.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** Renames (a staged file already moved is skipped) and removals, then fsyncs the folders. */
async function applyJournal(root: string, journal: WriteJournal): Promise<void> {
  for (const { from, to } of journal.renames) {
    try {
      await rename(resolveInside(root, from), resolveInside(root, to));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  for (const relPath of journal.removes) await unlinkIfPresent(resolveInside(root, relPath));
  for (const folder of foldersOf(root, journal)) await syncDir(folder).catch(() => undefined);
}

async function removeLeftovers(root: string, relDir: string, removed: string[]): Promise<void> {
  const dir = path.join(root, relDir);
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      // Hidden folders (.git) are not ours, except the journal folder's own temp files.
      if (!entry.name.startsWith('.') || entry.name === JOURNAL_DIR) {
        await removeLeftovers(root, rel, removed);
      }
      continue;
    }
    const match = TEMP_FILE.exec(entry.name);
    if (!match || isOtherLiveProcess(Number(match[1]))) continue;
    await unlinkIfPresent(path.join(dir, entry.name));
    removed.push(rel);
  }
}

function foldersOf(root: string, journal: WriteJournal): string[] {
  const targets = [...journal.renames.map((r) => r.to), ...journal.removes];
  return [...new Set(targets.map((t) => path.dirname(resolveInside(root, t))))];
}

/** A pid other than ours that names a running process (EPERM: running, someone else's). */
function isOtherLiveProcess(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function resolveInside(root: string, relPath: string): string {
  if (!isSafeRelPath(relPath)) throw new Error(`unsafe path in a config write: ${relPath}`);
  return path.join(root, ...relPath.split('/'));
}

function toRel(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}

function hiddenSibling(file: string, suffix: 'staged'): string {
  return path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomHex()}.${suffix}`,
  );
}

function randomHex(): string {
  return randomBytes(4).toString('hex');
}

async function writeDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function unlinkIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

async function listOrEmpty(dir: string): Promise<string[]> {
  try {
    if (!(await stat(dir)).isDirectory()) return [];
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}
