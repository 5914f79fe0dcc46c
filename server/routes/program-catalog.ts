/**
 * Programs, modules and dashboards of a tenant as the API returns them (app-shell §3, widget-layer
 * §3): the config files keep a module inside its program and a widget inside its dashboard
 * without the identity fields the clients read, so these views add them. Lookups answer the
 * statuses of the shared brief: unknown entity 404, a program the user may not open 403.
 */
import { schemas } from '../../schemas/index.ts';
import { HttpError } from '../auth/http-error.ts';
import { requireProgram } from '../auth/roles.ts';
import type { ConfigEntity, JsonObject, TenantConfig } from '../config/config-types.ts';
import { isJsonObject } from '../config/load-config.ts';
import type { SessionUser } from '../http/context.ts';
import { describeWidget } from './widget-lookup.ts';

/** Version (ETag) of a dashboard file as the config store reports it. */
export type DashboardVersion = (dashboardId: string) => string | undefined;

/**
 * Program fields a client may ask for (`POST /api/v2/services/queries/programs` `fields`): the
 * schema's properties except `$schema` and `modules` (`GET /api/v2/modules` serves those).
 */
export const PROGRAM_FIELDS: readonly string[] = Object.keys(
  schemas['program.schema.json'].properties,
).filter((name) => name !== '$schema' && name !== 'modules');

/** Schema defaults of a program's flags, filled in so clients never guess them. */
const PROGRAM_DEFAULTS = { is_active: true, visible: true, allow_filtering: false } as const;

/** The program version whose programs the program lists leave out (app-shell §6). */
export const EXCLUDED_PROGRAM_VERSION = 'v3';

/** A program with its flags' defaults, without `$schema` and without its modules. */
export function programView(program: ConfigEntity): JsonObject {
  const { $schema: _schema, modules: _modules, ...fields } = program.value;
  return { ...PROGRAM_DEFAULTS, ...fields, program_slug: program.id };
}

/** Programs of `attributes.version` v3 are never listed (app-shell §6). */
export function isListedProgram(program: ConfigEntity): boolean {
  const attributes = program.value.attributes;
  return !(isJsonObject(attributes) && attributes.version === EXCLUDED_PROGRAM_VERSION);
}

/** The listed programs the user may open, sorted by program_id ascending. */
export function userPrograms(tenant: TenantConfig, user: SessionUser): ConfigEntity[] {
  return [...tenant.programs.values()]
    .filter((program) => user.programs.includes(program.id) && isListedProgram(program))
    .sort((a, b) => programId(a) - programId(b) || a.id.localeCompare(b.id));
}

function programId(program: ConfigEntity): number {
  return typeof program.value.program_id === 'number' ? program.value.program_id : Infinity;
}

/**
 * The program `slug` of the tenant when the user may open it.
 * @throws HttpError 404 for an unknown program, 403 for one not in the user's programs.
 */
export function requireUserProgram(
  tenant: TenantConfig,
  user: SessionUser,
  slug: string,
): ConfigEntity {
  const program = tenant.programs.get(slug);
  if (!program) throw new HttpError(404, `Unknown program "${slug}".`);
  requireProgram(user, slug);
  return program;
}

/** The modules of a program (the objects of its file). */
export function modulesOf(program: ConfigEntity): JsonObject[] {
  const modules = program.value.modules;
  return Array.isArray(modules) ? modules.filter(isJsonObject) : [];
}

/** Where a module or dashboard sits. */
export interface Placement {
  program: ConfigEntity;
  module: JsonObject;
}

/** The program and module of a module id, if any program of the tenant lists it. */
export function findModule(tenant: TenantConfig, moduleId: number): Placement | undefined {
  for (const program of tenant.programs.values()) {
    const module = modulesOf(program).find((m) => m.module_id === moduleId);
    if (module) return { program, module };
  }
  return undefined;
}

/** The program and module listing a dashboard (each dashboard is in exactly one module). */
export function findDashboardPlacement(
  tenant: TenantConfig,
  dashboardId: string,
): Placement | undefined {
  for (const program of tenant.programs.values()) {
    const module = modulesOf(program).find(
      (m) => Array.isArray(m.dashboards) && m.dashboards.includes(dashboardId),
    );
    if (module) return { program, module };
  }
  return undefined;
}

/**
 * A dashboard with its placement, when the user may open its program.
 * @throws HttpError 404 unknown dashboard (or one no module lists), 403 program not the user's.
 */
export function requireUserDashboard(
  tenant: TenantConfig,
  user: SessionUser,
  dashboardId: string,
): Placement & { dashboard: ConfigEntity } {
  const dashboard = tenant.dashboards.get(dashboardId);
  const placement = dashboard && findDashboardPlacement(tenant, dashboardId);
  if (!dashboard || !placement) throw new HttpError(404, `Unknown dashboard "${dashboardId}".`);
  requireProgram(user, placement.program.id);
  return { ...placement, dashboard };
}

/** A dashboard as a module lists it (no widgets or layout). */
export function dashboardSummary(dashboard: ConfigEntity, version: DashboardVersion): JsonObject {
  const value = dashboard.value;
  return {
    dashboard_id: dashboard.id,
    name: value.name,
    title: value.title ?? value.name,
    description: value.description ?? '',
    attributes: value.attributes ?? {},
    user_id: value.user_id ?? null,
    version: version(dashboard.id) ?? '',
  };
}

/** A module with its program's identity and its dashboards in tab order. */
export function moduleView(
  tenant: TenantConfig,
  placement: Placement,
  version: DashboardVersion,
): JsonObject {
  const { program, module } = placement;
  const { dashboards: ids, ...fields } = module;
  const dashboards = (Array.isArray(ids) ? ids : [])
    .map((id) => (typeof id === 'string' ? tenant.dashboards.get(id) : undefined))
    .filter((d): d is ConfigEntity => d !== undefined)
    .map((d) => dashboardSummary(d, version));
  return {
    ...fields,
    program_id: module.program_id ?? program.value.program_id,
    program_slug: program.id,
    description: module.description ?? '',
    icon: module.icon ?? null,
    allow_filtering: module.allow_filtering ?? null,
    filtering_show: module.filtering_show ?? null,
    dashboards,
  };
}

/**
 * The whole dashboard: its fields, its widgets map with each widget's identity fields filled
 * in (uid, widget_id, dashboard_id, module_id, program_id, program_slug, user_id), its layout,
 * and its version.
 */
export function dashboardView(
  tenant: TenantConfig,
  placement: Placement & { dashboard: ConfigEntity },
  version: string,
): JsonObject {
  const { dashboard, module, program } = placement;
  const { $schema: _schema, widgets: stored, ...fields } = dashboard.value;
  const widgets: Record<string, JsonObject> = {};
  for (const [widgetId, widget] of Object.entries(isJsonObject(stored) ? stored : {})) {
    if (isJsonObject(widget))
      widgets[widgetId] = describeWidget(tenant, { dashboard, widgetId, widget });
  }
  return {
    ...fields,
    dashboard_id: dashboard.id,
    title: fields.title ?? fields.name,
    user_id: fields.user_id ?? null,
    module_id: module.module_id,
    program_id: program.value.program_id,
    program_slug: program.id,
    allow_filtering: fields.allow_filtering ?? null,
    filtering_show: fields.filtering_show ?? null,
    attributes: fields.attributes ?? {},
    conditions: fields.conditions ?? {},
    // The module's rules for its widgets' conditions (module.schema.json condition_rules).
    module_condition_rules: module.condition_rules ?? null,
    layout: Array.isArray(fields.layout) ? fields.layout : [],
    widgets,
    version,
  };
}
