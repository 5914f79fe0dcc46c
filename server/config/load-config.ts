/**
 * Reads a config directory (docs/config-format.md) into memory: every file with its text,
 * parsed value and position index, grouped per tenant into entities. Reading never throws on
 * bad content: syntax errors and misplaced files become problems, so one broken file does not
 * hide the rest, and the server can serve what is valid.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type {
  ConfigEntity,
  ConfigFile,
  ConfigFileKind,
  JsonObject,
  LoadedConfig,
  Problem,
  SavedQueryEntity,
  TenantConfig,
} from './config-types.ts';
import { computeLineStarts, parseJsonDocument } from './json-document.ts';
import { problemAtOffset, problemAtPath, sortProblems } from './problems.ts';

/** Entity folders of a tenant and the kind of JSON file each holds. */
export const ENTITY_FOLDERS = {
  datasources: 'datasource',
  programs: 'program',
  dashboards: 'dashboard',
  queries: 'query',
  tables: 'table',
  imports: 'import',
} as const satisfies Record<string, ConfigFileKind>;

type EntityFolder = keyof typeof ENTITY_FOLDERS;

/** Top-level files of a tenant folder and their kinds. */
export const TENANT_FILES = {
  'tenant.json': 'tenant',
  'users.json': 'users',
} as const satisfies Record<string, ConfigFileKind>;

const TENANT_LAYOUT =
  'a tenant folder holds tenant.json, users.json, images/, datasources/, programs/, dashboards/, queries/, tables/, imports/ and data/';

/** Whether `value` is a plain JSON object (not an array or null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Loads every tenant of the config directory `dir`. Throws only when `dir` itself cannot be
 * read; everything wrong inside it is returned in `problems`.
 */
export async function loadConfigDir(dir: string): Promise<LoadedConfig> {
  const root = path.resolve(dir);
  const problems: Problem[] = [];
  const tenants = new Map<string, TenantConfig>();
  for (const entry of await listEntries(root)) {
    if (entry.isDirectory) {
      const tenant = await loadTenant(root, entry.name, problems);
      tenants.set(tenant.id, tenant);
    } else if (!/\.md$/i.test(entry.name)) {
      // Markdown notes for ops are welcome at the top; any other file is a misplaced config file.
      problems.push(
        problemAtPath(
          entry.name,
          'unexpected file: the config directory holds one folder per tenant',
          'unexpected-file',
        ),
      );
    }
  }
  const files = [...tenants.values()].flatMap((t) => t.files);
  return { dir: root, tenants, files, problems: sortProblems(problems) };
}

interface DirEntry {
  name: string;
  isDirectory: boolean;
}

/** Entries of a directory in name order, hidden entries (`.git`, `.DS_Store`) left out. */
async function listEntries(dir: string): Promise<DirEntry[]> {
  const names = (await readdir(dir)).filter((n) => !n.startsWith('.')).sort();
  // stat (not lstat) so symlinked tenant folders and files work as ops expect.
  return Promise.all(
    names.map(async (name) => ({
      name,
      isDirectory: (await stat(path.join(dir, name))).isDirectory(),
    })),
  );
}

async function loadTenant(root: string, id: string, problems: Problem[]): Promise<TenantConfig> {
  const dir = path.join(root, id);
  const tenant = emptyTenant(id, dir, [], []);
  const sqlFiles = new Map<string, ConfigFile>();
  const entries = await listEntries(dir);
  for (const entry of entries) {
    const rel = `${id}/${entry.name}`;
    if (!entry.isDirectory && Object.hasOwn(TENANT_FILES, entry.name)) {
      const kind = TENANT_FILES[entry.name as keyof typeof TENANT_FILES];
      tenant.files.push(await readConfigFile(root, rel, id, kind, problems));
    } else if (entry.isDirectory && entry.name === 'images') {
      tenant.images = (await listFilesDeep(path.join(dir, 'images'))).map((f) => `images/${f}`);
    } else if (entry.isDirectory && entry.name === 'data') {
      // The tenant's data files (charts' `data.url`, issue 26): served as they are, not config.
    } else if (entry.isDirectory && Object.hasOwn(ENTITY_FOLDERS, entry.name)) {
      await loadEntityFolder(root, id, entry.name as EntityFolder, tenant, sqlFiles, problems);
    } else {
      const what = entry.isDirectory ? 'folder' : 'file';
      problems.push(
        problemAtPath(rel, `unexpected ${what}: ${TENANT_LAYOUT}`, `unexpected-${what}`),
      );
    }
  }
  if (!entries.some((e) => e.name === 'tenant.json' && !e.isDirectory)) {
    problems.push(
      problemAtPath(
        `${id}/tenant.json`,
        'missing file: every tenant folder needs a tenant.json',
        'missing-file',
      ),
    );
  }
  tenant.files.push(...sqlFiles.values());
  tenant.files.sort((a, b) => (a.relPath < b.relPath ? -1 : 1));
  collectEntities(tenant, sqlFiles, problems);
  return tenant;
}

async function loadEntityFolder(
  root: string,
  tenantId: string,
  folder: EntityFolder,
  tenant: TenantConfig,
  sqlFiles: Map<string, ConfigFile>,
  problems: Problem[],
): Promise<void> {
  const kind = ENTITY_FOLDERS[folder];
  for (const entry of await listEntries(path.join(root, tenantId, folder))) {
    const rel = `${tenantId}/${folder}/${entry.name}`;
    if (entry.isDirectory) {
      problems.push(
        problemAtPath(rel, `unexpected folder: ${folder}/ holds only files`, 'unexpected-folder'),
      );
    } else if (entry.name.endsWith('.json')) {
      tenant.files.push(await readConfigFile(root, rel, tenantId, kind, problems));
    } else if (folder === 'queries' && entry.name.endsWith('.sql')) {
      const file = await readConfigFile(root, rel, tenantId, 'sql', problems);
      sqlFiles.set(file.name, file);
    } else {
      const allowed = folder === 'queries' ? '.json and .sql files' : '.json files';
      problems.push(
        problemAtPath(
          rel,
          `unexpected file: only ${allowed} belong in ${folder}/`,
          'unexpected-file',
        ),
      );
    }
  }
}

/** Reads and (for JSON) parses one file; syntax errors and duplicate keys become problems. */
async function readConfigFile(
  root: string,
  relPath: string,
  tenantId: string,
  kind: ConfigFileKind,
  problems: Problem[],
): Promise<ConfigFile> {
  const absolute = path.join(root, ...relPath.split('/'));
  const text = await readFile(absolute, 'utf8');
  const json = kind === 'sql' ? undefined : parseJsonDocument(text);
  const file: ConfigFile = {
    path: absolute,
    relPath,
    tenantId,
    kind,
    name: path.posix.basename(relPath).replace(/\.(json|sql)$/, ''),
    text,
    json,
    lineStarts: json ? json.lineStarts : computeLineStarts(text),
  };
  if (json?.syntaxError) {
    problems.push(
      problemAtOffset(file, json.syntaxError.offset, '', json.syntaxError.message, 'json-syntax'),
    );
  }
  for (const dup of json?.duplicateKeys ?? []) {
    problems.push({
      file: relPath,
      line: dup.line,
      column: dup.column,
      pointer: `${dup.objectPointer}/${dup.key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      message: `duplicate key "${dup.key}" (first at line ${dup.first.line} column ${dup.first.column}); JSON keeps only the last one`,
      rule: 'duplicate-key',
    });
  }
  return file;
}

async function listFilesDeep(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await listEntries(dir)) {
    const rel = prefix + entry.name;
    if (entry.isDirectory)
      out.push(...(await listFilesDeep(path.join(dir, entry.name), `${rel}/`)));
    else out.push(rel);
  }
  return out;
}

/** Fills the tenant's entity maps from its parsed files and pairs queries with `.sql` files. */
/**
 * A tenant with its files and images but nothing read from them yet: loading from disk and
 * rebuilding from changed or servable files all start here, then fill it with collectEntities.
 */
export function emptyTenant(
  id: string,
  dir: string,
  images: TenantConfig['images'],
  files: ConfigFile[],
): TenantConfig {
  return {
    id,
    dir,
    tenant: undefined,
    users: [],
    datasources: new Map(),
    programs: new Map(),
    dashboards: new Map(),
    queries: new Map(),
    tables: new Map(),
    imports: new Map(),
    images,
    files,
  };
}

export function collectEntities(
  tenant: TenantConfig,
  sqlFiles: Map<string, ConfigFile>,
  problems: Problem[],
): void {
  for (const file of tenant.files) {
    const value = file.json?.value;
    if (!isJsonObject(value)) continue;
    const entity: ConfigEntity = { id: file.name, file, pointer: '', value };
    switch (file.kind) {
      case 'tenant':
        tenant.tenant = { ...entity, id: tenant.id };
        break;
      case 'users':
        tenant.users = usersOf(file, value);
        break;
      case 'datasource':
        tenant.datasources.set(file.name, entity);
        break;
      case 'program':
        tenant.programs.set(file.name, entity);
        break;
      case 'dashboard':
        tenant.dashboards.set(file.name, entity);
        break;
      case 'table':
        tenant.tables.set(file.name, entity);
        break;
      case 'import':
        tenant.imports.set(file.name, entity);
        break;
      case 'query': {
        const sqlFile = sqlFiles.get(file.name);
        const raw = value.query_raw;
        const sql = typeof raw === 'string' ? raw : sqlFile?.text;
        const query: SavedQueryEntity = { ...entity, sql, sqlFile };
        tenant.queries.set(file.name, query);
        break;
      }
      case 'sql':
        break;
    }
  }
  const queryJsonNames = new Set(tenant.files.filter((f) => f.kind === 'query').map((f) => f.name));
  for (const sqlFile of sqlFiles.values()) {
    if (!queryJsonNames.has(sqlFile.name)) {
      problems.push(
        problemAtPath(
          sqlFile.relPath,
          `orphan SQL file: queries/${sqlFile.name}.json does not exist`,
          'orphan-sql',
        ),
      );
    }
  }
}

function usersOf(file: ConfigFile, value: JsonObject): ConfigEntity[] {
  const list = value.users;
  if (!Array.isArray(list)) return [];
  const users: ConfigEntity[] = [];
  list.forEach((user: unknown, index) => {
    if (!isJsonObject(user)) return;
    users.push({
      id: String(user.user_id ?? index),
      file,
      pointer: `/users/${index}`,
      value: user,
    });
  });
  return users;
}
