/**
 * A copy of a loaded config with some files replaced, added or removed, built in memory the
 * way the loader builds it. The store validates that copy before touching the disk (schema
 * and cross-references of the whole config as it would be), and serves it after the write.
 */
import path from 'node:path';
import type { EntityKind } from '../http/context.ts';
import type { ConfigFile, ConfigFileKind, LoadedConfig, Problem } from './config-types.ts';
import { computeLineStarts, parseJsonDocument } from './json-document.ts';
import { collectEntities, emptyTenant } from './load-config.ts';

/** One file of a change: its new text, or `undefined` to remove it. */
export interface FileChange {
  /** Path relative to the config directory, `/`-separated. */
  relPath: string;
  kind: ConfigFileKind;
  text: string | undefined;
}

/** The files holding one entity: its JSON file and, for saved queries, the `.sql` sibling. */
export interface EntityFiles {
  json: { relPath: string; kind: ConfigFileKind };
  sql?: { relPath: string; kind: ConfigFileKind };
}

const FOLDER_OF_KIND: Partial<Record<EntityKind, string>> = {
  dashboard: 'dashboards',
  query: 'queries',
  program: 'programs',
  datasource: 'datasources',
  import: 'imports',
  table: 'tables',
};

/** Entity ids that are safe file names (no path separators, no leading dot). */
const SAFE_ID = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/;

/** Whether `id` can name an entity file. */
export function isSafeEntityId(id: string): boolean {
  return SAFE_ID.test(id);
}

/** Where an entity of a tenant lives (`users` and `tenant` ignore `id`). */
export function entityFiles(kind: EntityKind, tenantId: string, id: string): EntityFiles {
  if (kind === 'users') return { json: { relPath: `${tenantId}/users.json`, kind: 'users' } };
  if (kind === 'tenant') return { json: { relPath: `${tenantId}/tenant.json`, kind: 'tenant' } };
  const folder = FOLDER_OF_KIND[kind] ?? kind;
  const base = `${tenantId}/${folder}/${id}`;
  const files: EntityFiles = { json: { relPath: `${base}.json`, kind } };
  if (kind === 'query') files.sql = { relPath: `${base}.sql`, kind: 'sql' };
  return files;
}

/** A config file built from text, as the loader would have read it. */
export function configFileFromText(
  root: string,
  relPath: string,
  tenantId: string,
  kind: ConfigFileKind,
  text: string,
): ConfigFile {
  const json = kind === 'sql' ? undefined : parseJsonDocument(text);
  return {
    path: path.join(root, ...relPath.split('/')),
    relPath,
    tenantId,
    kind,
    name: path.posix.basename(relPath).replace(/\.(json|sql)$/, ''),
    text,
    json,
    lineStarts: json ? json.lineStarts : computeLineStarts(text),
  };
}

/** `loaded` with the changes applied to one tenant; the other tenants are shared, not copied. */
export function applyChanges(
  loaded: LoadedConfig,
  tenantId: string,
  changes: readonly FileChange[],
): LoadedConfig {
  const before = loaded.tenants.get(tenantId);
  if (!before) throw new Error(`no tenant ${tenantId}`);
  const changed = new Set(changes.map((c) => c.relPath));
  const files = before.files.filter((f) => !changed.has(f.relPath));
  for (const change of changes) {
    if (change.text === undefined) continue;
    files.push(configFileFromText(loaded.dir, change.relPath, tenantId, change.kind, change.text));
  }
  files.sort((a, b) => (a.relPath < b.relPath ? -1 : 1));
  const tenant = emptyTenant(before.id, before.dir, before.images, files);
  const sqlFiles = new Map(files.filter((f) => f.kind === 'sql').map((f) => [f.name, f]));
  const problems: Problem[] = [];
  collectEntities(tenant, sqlFiles, problems);
  const tenants = new Map(loaded.tenants);
  tenants.set(tenantId, tenant);
  // Reading problems of other files stay; those of the replaced files are recomputed.
  const kept = loaded.problems.filter((p) => !changed.has(p.file));
  return {
    dir: loaded.dir,
    tenants,
    files: [...tenants.values()].flatMap((t) => t.files),
    problems: [...kept, ...problems],
  };
}

/** Same files with the same texts, and the same images. */
export function sameContent(a: LoadedConfig, b: LoadedConfig): boolean {
  if (a.files.length !== b.files.length) return false;
  const texts = new Map(b.files.map((f) => [f.relPath, f.text]));
  if (a.files.some((f) => texts.get(f.relPath) !== f.text)) return false;
  for (const [id, tenant] of a.tenants) {
    const other = b.tenants.get(id);
    if (!other || other.images.join('\n') !== tenant.images.join('\n')) return false;
  }
  return a.tenants.size === b.tenants.size;
}
