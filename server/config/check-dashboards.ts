/**
 * Dashboard checks: layout ↔ widgets, the saved queries widgets and drilldowns name, child
 * widgets, the chart widgets' data (check-chart-data.ts), the owner, and the module listing
 * each dashboard.
 */
import type { ConfigEntity, Problem, TenantConfig } from './config-types.ts';
import {
  arrayOf,
  hasFile,
  hasUnreadable,
  integerOf,
  missingQueryMessage,
  objectOf,
  stringOf,
} from './check-helpers.ts';
import { checkChartData } from './check-chart-data.ts';
import { joinPointer } from './json-pointer.ts';
import { problemAt } from './problems.ts';

/** Problems of every dashboard of a tenant. */
export function checkDashboards(tenant: TenantConfig): Problem[] {
  const problems: Problem[] = [];
  const userIds = new Set(tenant.users.map((u) => integerOf(u.value.user_id)));
  const listings = moduleListings(tenant);
  for (const dashboard of tenant.dashboards.values()) {
    checkLayout(dashboard, problems);
    checkWidgets(tenant, dashboard, problems);
    checkChartData(dashboard, problems);
    const owner = dashboard.value.user_id;
    if (
      integerOf(owner) !== undefined &&
      !userIds.has(integerOf(owner)) &&
      !hasUnreadable(tenant, 'users')
    ) {
      problems.push(
        problemAt(
          dashboard.file,
          '/user_id',
          `no user with user_id ${String(owner)} in users.json`,
          'dashboard-owner',
        ),
      );
    }
    const listing = listings.get(dashboard.id);
    if (!listing && !hasUnreadable(tenant, 'program')) {
      problems.push(
        problemAt(
          dashboard.file,
          '/dashboard_id',
          `dashboard "${dashboard.id}" is not listed in any module (add it to "dashboards" of a module in programs/)`,
          'module-dashboards',
        ),
      );
    } else if (listing) {
      const moduleId = integerOf(dashboard.value.module_id);
      if (
        moduleId !== undefined &&
        listing.moduleId !== undefined &&
        moduleId !== listing.moduleId
      ) {
        problems.push(
          problemAt(
            dashboard.file,
            '/module_id',
            `must be ${listing.moduleId}, the module_id of module "${listing.moduleSlug}" that lists this dashboard (got ${moduleId})`,
            'module-dashboards',
          ),
        );
      }
    }
  }
  return problems;
}

interface ModuleListing {
  moduleId: number | undefined;
  moduleSlug: string;
}

/** The first module listing each dashboard id (duplicates are reported by the program checks). */
function moduleListings(tenant: TenantConfig): Map<string, ModuleListing> {
  const listings = new Map<string, ModuleListing>();
  for (const program of tenant.programs.values()) {
    arrayOf(program.value.modules).forEach((module, index) => {
      const m = objectOf(module);
      for (const id of arrayOf(m.dashboards)) {
        if (typeof id !== 'string' || listings.has(id)) continue;
        listings.set(id, {
          moduleId: integerOf(m.module_id),
          moduleSlug: stringOf(m.module_slug) ?? `${program.id} module ${index}`,
        });
      }
    });
  }
  return listings;
}

function checkLayout(dashboard: ConfigEntity, problems: Problem[]): void {
  const widgets = objectOf(dashboard.value.widgets);
  const placedAt = new Map<string, string>();
  arrayOf(dashboard.value.layout).forEach((item, index) => {
    const id = stringOf(objectOf(item).i);
    if (id === undefined) return;
    const pointer = `/layout/${index}/i`;
    const earlier = placedAt.get(id);
    if (!Object.hasOwn(widgets, id)) {
      problems.push(problemAt(dashboard.file, pointer, `no widget "${id}" in widgets`, 'layout'));
    } else if (earlier) {
      problems.push(
        problemAt(
          dashboard.file,
          pointer,
          `widget "${id}" is placed twice (also at ${earlier.replace(/\/i$/, '')})`,
          'layout',
        ),
      );
    }
    if (!earlier) placedAt.set(id, pointer);
  });
  if (!Array.isArray(dashboard.value.layout)) return; // the schema reports a missing layout
  for (const id of Object.keys(widgets)) {
    if (!placedAt.has(id)) {
      problems.push(
        problemAt(
          dashboard.file,
          joinPointer('/widgets', id),
          `widget "${id}" is not placed in layout`,
          'layout',
          { key: true },
        ),
      );
    }
  }
}

function checkWidgets(tenant: TenantConfig, dashboard: ConfigEntity, problems: Problem[]): void {
  const widgets = objectOf(dashboard.value.widgets);
  const queryRef = (pointer: string, slug: unknown, rule: string): void => {
    if (typeof slug === 'string' && !hasFile(tenant, 'query', slug)) {
      problems.push(problemAt(dashboard.file, pointer, missingQueryMessage(slug), rule));
    }
  };
  const widgetRef = (pointer: string, ref: unknown, self: string): void => {
    if (typeof ref !== 'string') return;
    if (ref === self) {
      problems.push(
        problemAt(
          dashboard.file,
          pointer,
          `widget "${self}" cannot refer to itself`,
          'child-widget',
        ),
      );
    } else if (!Object.hasOwn(widgets, ref)) {
      problems.push(
        problemAt(
          dashboard.file,
          pointer,
          `no widget "${ref}" in this dashboard's widgets`,
          'child-widget',
        ),
      );
    }
  };
  for (const [id, raw] of Object.entries(widgets)) {
    const widget = objectOf(raw);
    const base = joinPointer('/widgets', id);
    const ownId = stringOf(widget.widget_id);
    if (ownId !== undefined && ownId !== id) {
      problems.push(
        problemAt(
          dashboard.file,
          `${base}/widget_id`,
          `must equal its key "${id}" in widgets (got "${ownId}")`,
          'widget-id',
        ),
      );
    }
    const ownDashboard = stringOf(widget.dashboard_id);
    if (ownDashboard !== undefined && ownDashboard !== dashboard.id) {
      problems.push(
        problemAt(
          dashboard.file,
          `${base}/dashboard_id`,
          `must equal the dashboard id "${dashboard.id}" (got "${ownDashboard}")`,
          'widget-id',
        ),
      );
    }
    queryRef(`${base}/query_slug/slug`, objectOf(widget.query_slug).slug, 'widget-query');
    const params = objectOf(widget.params);
    queryRef(`${base}/params/query/slug`, objectOf(params.query).slug, 'widget-query');
    arrayOf(params.drilldown).forEach((drill, index) => {
      const slug = objectOf(objectOf(objectOf(drill).params).query).slug;
      queryRef(`${base}/params/drilldown/${index}/params/query/slug`, slug, 'drilldown-query');
    });
    arrayOf(params.widgets).forEach((child, index) => {
      widgetRef(`${base}/params/widgets/${index}/widget_id`, objectOf(child).widget_id, id);
    });
    widgetRef(`${base}/params/widgetParent`, params.widgetParent, id);
  }
}
