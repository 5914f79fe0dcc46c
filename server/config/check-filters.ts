/**
 * Filter checks: slugs of filter items name saved queries, filters without a slug have the
 * program's `{program_slug}_stores` query to take options from, and users' fixed filters name
 * filters that exist.
 */
import type { ConfigFile, JsonObject, Problem, TenantConfig } from './config-types.ts';
import {
  arrayOf,
  hasFile,
  hasUnreadable,
  missingQueryMessage,
  objectOf,
  stringOf,
} from './check-helpers.ts';
import { joinPointer } from './json-pointer.ts';
import { problemAt } from './problems.ts';

/** A filter item of some `filtering_show`, with where it sits. */
export interface FilterItemRef {
  file: ConfigFile;
  /** Pointer of the item (`/filtering_show/filtering/region`). */
  pointer: string;
  /** Filter id: the item's `id`, else its key. */
  id: string;
  item: JsonObject;
  /** Program whose store query feeds it, when known. */
  programSlug: string | undefined;
}

/** Filter types whose options never come from a query. */
const OPTIONLESS_TYPES = new Set(['date', 'label', 'checkbox']);

/** Slug of the program whose module lists each dashboard (first listing wins). */
export function programOfDashboards(tenant: TenantConfig): Map<string, string> {
  const owner = new Map<string, string>();
  for (const program of tenant.programs.values()) {
    for (const module of arrayOf(program.value.modules)) {
      for (const id of arrayOf(objectOf(module).dashboards)) {
        if (typeof id === 'string' && !owner.has(id)) owner.set(id, program.id);
      }
    }
  }
  return owner;
}

/** Every filter item of the tenant's programs, modules, dashboards and widgets. */
export function filterItemsOf(tenant: TenantConfig): FilterItemRef[] {
  const refs: FilterItemRef[] = [];
  const collect = (
    file: ConfigFile,
    base: string,
    owner: unknown,
    programSlug: string | undefined,
  ): void => {
    const show = objectOf(objectOf(owner).filtering_show);
    for (const group of ['filtering', 'filteringadv']) {
      for (const [key, item] of Object.entries(objectOf(show[group]))) {
        const value = objectOf(item);
        refs.push({
          file,
          pointer: joinPointer(base, 'filtering_show', group, key),
          id: stringOf(value.id) ?? key,
          item: value,
          programSlug,
        });
      }
    }
  };
  for (const program of tenant.programs.values()) {
    collect(program.file, '', program.value, program.id);
    arrayOf(program.value.modules).forEach((module, index) =>
      collect(program.file, `/modules/${index}`, module, program.id),
    );
  }
  const owners = programOfDashboards(tenant);
  for (const dashboard of tenant.dashboards.values()) {
    const programSlug = owners.get(dashboard.id);
    collect(dashboard.file, '', dashboard.value, programSlug);
    for (const [widgetId, widget] of Object.entries(objectOf(dashboard.value.widgets))) {
      collect(dashboard.file, joinPointer('/widgets', widgetId), widget, programSlug);
    }
  }
  return refs;
}

/** Problems of filter items and of users' fixed filters. */
export function checkFilters(tenant: TenantConfig): Problem[] {
  const problems: Problem[] = [];
  const items = filterItemsOf(tenant);
  const needStore = new Map<string, FilterItemRef[]>();
  for (const ref of items) {
    const slug = stringOf(ref.item.slug);
    if (slug !== undefined) {
      if (!hasFile(tenant, 'query', slug)) {
        problems.push(
          problemAt(ref.file, `${ref.pointer}/slug`, missingQueryMessage(slug), 'filter-query'),
        );
      }
      continue;
    }
    const type = stringOf(ref.item.type) ?? 'select';
    if (OPTIONLESS_TYPES.has(type) || Array.isArray(ref.item.options) || !ref.programSlug) continue;
    const store = `${ref.programSlug}_stores`;
    if (hasFile(tenant, 'query', store)) continue;
    const key = `${ref.file.relPath}\0${store}`;
    needStore.set(key, [...(needStore.get(key) ?? []), ref]);
  }
  // One problem per file: adding the store query fixes every filter of it at once.
  for (const refs of needStore.values()) {
    const first = refs[0];
    if (!first) continue;
    const store = `${first.programSlug}_stores`;
    const ids = refs.map((r) => r.id).join(', ');
    const what = refs.length === 1 ? `filter "${ids}" has` : `filters ${ids} have`;
    problems.push(
      problemAt(
        first.file,
        first.pointer,
        `${what} no slug, so options come from the store query "${store}", which does not exist (no queries/${store}.json)`,
        'filter-store',
        { key: true },
      ),
    );
  }
  // Filter ids live in programs and dashboards: with one of them unreadable, any key may be fine.
  if (hasUnreadable(tenant, 'program') || hasUnreadable(tenant, 'dashboard')) return problems;
  const filterIds = new Set(items.map((r) => r.id));
  for (const user of tenant.users) {
    const fixed = user.value.filtering_fixed;
    for (const key of Object.keys(objectOf(fixed))) {
      // where_cond keys may carry one suffix: ! (negate), | (or), ~ (starts with).
      const id = key.replace(/[!|~]$/, '');
      if (filterIds.has(id)) continue;
      problems.push(
        problemAt(
          user.file,
          joinPointer(user.pointer, 'filtering_fixed', key),
          `"${id}" is not the id of any filter in this tenant's filtering_show`,
          'filtering-fixed',
          { key: true },
        ),
      );
    }
  }
  return problems;
}
