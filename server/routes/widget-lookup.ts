/**
 * Finding a widget of a tenant from the id a client sends (`{dashboard_id}/{widget_id}`, the
 * widget's own `uid`, or a bare widget id), and describing it with its identity fields the way
 * the API returns widgets (the files keep widgets by id, without those fields).
 */
import type { ConfigEntity, JsonObject, TenantConfig } from '../config/config-types.ts';
import { isJsonObject } from '../config/load-config.ts';

/** A widget and the dashboard holding it. */
export interface WidgetLocation {
  dashboard: ConfigEntity;
  widgetId: string;
  widget: JsonObject;
}

/** Outcome of a lookup: found, unknown, or a bare id that several dashboards use. */
export type WidgetLookup =
  { found: WidgetLocation } | { missing: string } | { ambiguous: string[] };

/**
 * Temporary (drilldown) widget ids: they live only in the browser. A stored widget whose id
 * merely starts with these letters ("temperature") is still an ordinary widget.
 */
export function isTempWidgetId(widgetId: string): boolean {
  return /^temp/i.test(widgetId);
}

/** The widget id part of a reference (`dash/w1` → `w1`). */
export function widgetIdOf(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/**
 * Finds the widget `ref` names in the tenant. `dashboardHint` (a `dashboard_id` from the body)
 * narrows a bare widget id used by several dashboards.
 */
export function findWidget(
  tenant: TenantConfig,
  ref: string,
  dashboardHint?: string,
): WidgetLookup {
  const slash = ref.indexOf('/');
  if (slash > 0 && slash === ref.lastIndexOf('/')) {
    const found = locate(tenant.dashboards.get(ref.slice(0, slash)), ref.slice(slash + 1));
    if (found) return { found };
  }
  const matches: WidgetLocation[] = [];
  for (const dashboard of tenant.dashboards.values()) {
    if (dashboardHint !== undefined && dashboard.id !== dashboardHint) continue;
    const widgets = isJsonObject(dashboard.value.widgets) ? dashboard.value.widgets : {};
    for (const [widgetId, widget] of Object.entries(widgets)) {
      if (!isJsonObject(widget)) continue;
      if (widgetId === ref || widget.uid === ref) matches.push({ dashboard, widgetId, widget });
    }
  }
  const [only] = matches;
  if (only && matches.length === 1) return { found: only };
  if (matches.length > 1)
    return { ambiguous: matches.map((m) => `${m.dashboard.id}/${m.widgetId}`) };
  return { missing: ref };
}

function locate(dashboard: ConfigEntity | undefined, widgetId: string): WidgetLocation | undefined {
  const widgets = dashboard && isJsonObject(dashboard.value.widgets) ? dashboard.value.widgets : {};
  const widget = Object.hasOwn(widgets, widgetId) ? widgets[widgetId] : undefined;
  return dashboard && isJsonObject(widget) ? { dashboard, widgetId, widget } : undefined;
}

/** The owner of a widget (widget-layer §6): its `user_id`, else its dashboard's. */
export function widgetOwnerId(location: WidgetLocation): unknown {
  return location.widget.user_id ?? location.dashboard.value.user_id;
}

/** The program and module listing a dashboard, from the tenant's program files. */
export function dashboardPlacement(
  tenant: TenantConfig,
  dashboardId: string,
): { program_id?: number; program_slug: string; module_id?: number } | undefined {
  for (const program of tenant.programs.values()) {
    const modules = Array.isArray(program.value.modules) ? program.value.modules : [];
    for (const module of modules) {
      if (!isJsonObject(module) || !Array.isArray(module.dashboards)) continue;
      if (!module.dashboards.includes(dashboardId)) continue;
      return {
        program_slug: program.id,
        ...(typeof program.value.program_id === 'number'
          ? { program_id: program.value.program_id }
          : {}),
        ...(typeof module.module_id === 'number' ? { module_id: module.module_id } : {}),
      };
    }
  }
  return undefined;
}

/**
 * The widget as the API returns it: its stored fields plus uid (`{dashboard_id}/{widget_id}`
 * unless it has its own), widget_id, dashboard_id, module_id, program_id, program_slug and
 * user_id (the owner).
 */
export function describeWidget(tenant: TenantConfig, location: WidgetLocation): JsonObject {
  const { dashboard, widgetId, widget } = location;
  const placement = dashboardPlacement(tenant, dashboard.id);
  const owner = widgetOwnerId(location);
  return {
    ...widget,
    uid: typeof widget.uid === 'string' ? widget.uid : `${dashboard.id}/${widgetId}`,
    widget_id: widgetId,
    dashboard_id: dashboard.id,
    ...(placement?.module_id !== undefined ? { module_id: placement.module_id } : {}),
    ...(placement?.program_id !== undefined ? { program_id: placement.program_id } : {}),
    ...(placement ? { program_slug: placement.program_slug } : {}),
    ...(owner !== undefined ? { user_id: owner } : {}),
  };
}
