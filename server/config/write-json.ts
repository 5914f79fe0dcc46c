/**
 * Writing config files: the text of an entity (stable key order, prettier's JSON layout) and
 * the atomic replace of a file on disk (temp file in the same folder, fsync, rename, fsync of
 * the folder), so a crash or a concurrent reader never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { SchemaFile } from '../../schemas/index.ts';
import { formatJson } from './json-format.ts';
import { orderEntityKeys } from './key-order.ts';

/**
 * The file text of an entity: keys in stable order relative to `previous` (the value the file
 * holds now, undefined for a new file), `"$schema"` first, laid out as prettier lays out JSON
 * (2-space indent), with a final newline.
 */
export function serializeEntity(
  value: Record<string, unknown>,
  previous: unknown,
  schemaFile: SchemaFile,
): string {
  return formatJson(orderEntityKeys(value, previous, schemaFile));
}

/** SQL as written to a `.sql` file: unchanged, except that it ends with a newline. */
export function sqlFileText(sql: string): string {
  return sql.endsWith('\n') ? sql : `${sql}\n`;
}

/**
 * Replaces `file` with `text` atomically. The temp file starts with a dot so the config loader
 * (which skips hidden entries) and the watcher never take it for a config file.
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = path.join(
    dir,
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDir(dir);
}

/** Deletes `file` (no error when it is already gone) and makes the removal durable. */
export async function removeFileDurably(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return;
  }
  await syncDir(path.dirname(file));
}

/** fsync of a folder so a rename or unlink in it survives a crash (a no-op where unsupported). */
export async function syncDir(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Some platforms and file systems refuse fsync on a directory; the rename still happened.
    if (code !== 'EISDIR' && code !== 'EINVAL' && code !== 'EPERM' && code !== 'EBADF') throw error;
  } finally {
    await handle?.close();
  }
}
