/**
 * What to serve from a config directory that does not fully validate: every entity with a
 * problem is refused and everything else is served. An entity is one file (a dashboard, a
 * program, a datasource), a saved query's `.json` + `.sql` pair, or — when `tenant.json` or
 * `users.json` is broken — the whole tenant (users and tenant settings decide who may see
 * what, so half of them is never served). A refused entity that was served before (a live
 * reload) keeps its last good version; at start it is left out.
 *
 * Entities that merely refer to a refused one are NOT refused in turn: a dashboard whose
 * widget names a refused query is served, and that widget alone answers 404 "Query … not
 * found" at run time, as a module listing a refused dashboard simply does not show it.
 * Refusing the referrers would cascade (query → dashboard → program → users → tenant) and
 * take down the very tenant this exists to keep up.
 */
import type { ConfigFile, LoadedConfig, Problem, TenantConfig } from './config-types.ts';
import { ENTITY_FOLDERS, TENANT_FILES, collectEntities, emptyTenant } from './load-config.ts';

/** The config to serve and the entities refused. */
export interface ServableConfig {
  config: LoadedConfig;
  /**
   * Refused entities: `tenant` for a whole tenant, `tenant/folder/name` for an entity (a
   * saved query names both its files). Sorted.
   */
  refused: string[];
}

/**
 * The entity a config path belongs to (see {@link ServableConfig.refused}), or undefined for
 * paths that are no entity (a stray file at the top, an unexpected file inside a folder).
 */
export function entityOfPath(relPath: string, tenantIds: ReadonlySet<string>): string | undefined {
  const parts = relPath.split('/');
  const [tenant, second, third] = parts;
  if (tenant === undefined || !tenantIds.has(tenant)) return undefined;
  if (parts.length === 1) return tenant;
  if (parts.length === 2 && second !== undefined && Object.hasOwn(TENANT_FILES, second)) {
    return tenant;
  }
  if (parts.length !== 3 || second === undefined || third === undefined) return undefined;
  if (!Object.hasOwn(ENTITY_FOLDERS, second)) return undefined;
  const name = /^([^.][^/]*)\.(json|sql)$/.exec(third)?.[1];
  if (name === undefined || (third.endsWith('.sql') && second !== 'queries')) return undefined;
  return `${tenant}/${second}/${name}`;
}

/**
 * The servable part of `loaded`, whose validation found `problems`; refused entities take
 * their files from `previous` (the config served until now) when it has them.
 */
export function servableConfig(
  loaded: LoadedConfig,
  problems: readonly Problem[],
  previous?: LoadedConfig,
): ServableConfig {
  const tenantIds = new Set(loaded.tenants.keys());
  const refused = new Set<string>();
  for (const problem of problems) {
    const entity = entityOfPath(problem.file, tenantIds);
    if (entity !== undefined) refused.add(entity);
  }
  if (refused.size === 0) return { config: loaded, refused: [] };

  const tenants = new Map<string, TenantConfig>();
  for (const [id, tenant] of loaded.tenants) {
    const before = previous?.tenants.get(id);
    if (refused.has(id) && !before) continue;
    const isRefused = (file: ConfigFile) =>
      refused.has(entityOfPath(file.relPath, tenantIds) ?? '');
    const files = tenant.files.filter((file) => !isRefused(file));
    // The last good version of each refused entity (the tenant's own files included).
    for (const file of before?.files ?? []) {
      if (isRefused(file)) files.push(file);
    }
    files.sort((a, b) => (a.relPath < b.relPath ? -1 : 1));
    tenants.set(id, rebuildTenant(tenant, files));
  }
  return {
    config: {
      dir: loaded.dir,
      tenants,
      files: [...tenants.values()].flatMap((t) => t.files),
      // A reading problem of an entity's file refused that entity; stray files stay reported.
      problems: loaded.problems.filter((p) => entityOfPath(p.file, tenantIds) === undefined),
    },
    refused: [...refused].sort(),
  };
}

function rebuildTenant(from: TenantConfig, files: ConfigFile[]): TenantConfig {
  const tenant = emptyTenant(from.id, from.dir, from.images, files);
  const sqlFiles = new Map(files.filter((f) => f.kind === 'sql').map((f) => [f.name, f]));
  // Orphan .sql files were refused with their problem; nothing new is reported here.
  collectEntities(tenant, sqlFiles, []);
  return tenant;
}
