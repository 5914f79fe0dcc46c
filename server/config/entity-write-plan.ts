/**
 * What one entity write changes on disk, decided before anything is written: the version
 * check against the files as they are now, and the new texts of the `.json` file and, for
 * saved queries, the `.sql` sibling. The store validates and then applies the plan.
 */
import { readFile } from 'node:fs/promises';
import type { SchemaFile } from '../../schemas/index.ts';
import type { EntityWrite } from '../http/context.ts';
import type { EntityFiles, FileChange } from './config-change.ts';
import { SCHEMA_OF_KIND } from './check-identity.ts';
import { EntityNotFoundError, StaleWriteError } from './store-errors.ts';
import { serializeEntity, sqlFileText } from './write-json.ts';

/** Inputs of {@link planEntityWrite}. */
export interface WritePlanInput {
  request: EntityWrite;
  files: EntityFiles;
  /** The `.json` and `.sql` texts on disk now (undefined: no such file). */
  diskJson: string | undefined;
  diskSql: string | undefined;
  /** `"$schema"` for a file that has none yet. */
  defaultSchemaRef: () => string;
}

/** The files to write or remove, and the texts the entity has afterwards. */
export interface WritePlan {
  /** Empty when the content is already on disk. */
  changes: FileChange[];
  newJson: string | undefined;
  newSql: string | undefined;
}

/**
 * Plans a write. A saved query's SQL stays in its `.sql` file when it has one and moves
 * there when it spans lines (a multi-line string inside JSON diffs as one unreadable line);
 * otherwise it stays in `query_raw`.
 */
export function planEntityWrite(input: WritePlanInput): WritePlan {
  const { request, files, diskJson, diskSql } = input;
  if (request.remove) {
    const changes: FileChange[] = [{ ...files.json, text: undefined }];
    if (files.sql && diskSql !== undefined) changes.push({ ...files.sql, text: undefined });
    return { changes, newJson: undefined, newSql: undefined };
  }
  const previous = parseOrUndefined(diskJson);
  const value: Record<string, unknown> = { ...request.value };
  let newSql = diskSql;
  if (request.kind === 'query') {
    const sql = request.sql ?? (typeof value.query_raw === 'string' ? value.query_raw : undefined);
    if (sql !== undefined && (diskSql !== undefined || sql.includes('\n'))) {
      delete value.query_raw;
      newSql = sqlFileText(sql);
    } else if (sql !== undefined) {
      value.query_raw = sql;
    }
  }
  value.$schema ??= isObject(previous) ? previous.$schema : undefined;
  value.$schema ??= input.defaultSchemaRef();
  const schemaFile = `${SCHEMA_OF_KIND[request.kind]}.schema.json` as SchemaFile;
  const newJson = serializeEntity(value, previous, schemaFile);
  const changes: FileChange[] = [];
  if (files.sql && newSql !== diskSql) changes.push({ ...files.sql, text: newSql });
  if (newJson !== diskJson) changes.push({ ...files.json, text: newJson });
  return { changes, newJson, newSql };
}

/**
 * Refuses a write whose version does not match the disk: a create over an existing file or
 * an update naming an old version (StaleWriteError), an update or removal of a missing file
 * (EntityNotFoundError). A removal without a version removes whatever is there.
 */
export function checkVersion(
  request: EntityWrite,
  relPath: string,
  current: string | undefined,
): void {
  if (request.expectedVersion === undefined) {
    if (request.remove) {
      if (current === undefined) throw new EntityNotFoundError(`${relPath} does not exist`);
      return;
    }
    if (current !== undefined) throw new StaleWriteError(`${relPath} already exists`, current);
    return;
  }
  if (current === undefined) {
    throw new EntityNotFoundError(`${relPath} does not exist (anymore)`);
  }
  if (request.expectedVersion !== current) {
    throw new StaleWriteError(
      `${relPath} changed since it was read (version ${request.expectedVersion.slice(0, 12)}…, now ${current.slice(0, 12)}…); reload it and apply the change again`,
      current,
    );
  }
}

/** The text of a file, or undefined when it does not exist. */
export async function readTextOrUndefined(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseOrUndefined(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
