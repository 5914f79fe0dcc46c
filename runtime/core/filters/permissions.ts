/** An allow_filtering flag as configs hold it; 'true'/'false' text is read as a boolean. */
export type AllowFilteringFlag = boolean | 'true' | 'false' | null | undefined;

/** The allow_filtering flags of each level that can set one. */
export interface FilteringLevels<T> {
  widget?: T;
  dashboard?: T;
  /** The route record, i.e. the module page. */
  route?: T;
  program?: T;
}

/** Most specific first: a widget's flag overrides its dashboard's, and so on up. */
const PRECEDENCE = ['widget', 'dashboard', 'route', 'program'] as const;

function readFlag(flag: unknown): boolean | undefined {
  if (flag === true || flag === 'true') return true;
  if (flag === false || flag === 'false') return false;
  return undefined;
}

/**
 * Whether filtering is allowed: the first level that sets allow_filtering decides, in the
 * order widget, dashboard, route (module), program; when none sets it, false.
 */
export function isFilteringAllowed(levels: FilteringLevels<AllowFilteringFlag>): boolean {
  for (const level of PRECEDENCE) {
    const flag = readFlag(levels[level]);
    if (flag !== undefined) return flag;
  }
  return false;
}

/** A filtering_show config: maps of filter definitions, basic and advanced. */
export interface FilteringShow {
  filtering?: Record<string, unknown> | null;
  filteringadv?: Record<string, unknown> | null;
  /** The panel's unapplied choices survive closing it (app-shell §4 "unless told otherwise"). */
  keepState?: boolean;
}

function parseFilteringShow(value: unknown): FilteringShow | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const show = parsed as FilteringShow;
  const count = (map: unknown) =>
    typeof map === 'object' && map !== null ? Object.keys(map).length : 0;
  return count(show.filtering) + count(show.filteringadv) > 0 ? show : undefined;
}

/**
 * The filtering_show config in effect: the most specific level (widget, dashboard, route,
 * program) whose config defines at least one filter. A JSON string is parsed; an empty or
 * invalid config does not count. Returns undefined when no level has one.
 */
export function resolveFilteringShow(levels: FilteringLevels<unknown>): FilteringShow | undefined {
  for (const level of PRECEDENCE) {
    const show = parseFilteringShow(levels[level]);
    if (show) return show;
  }
  return undefined;
}

/**
 * Filtering is shown only if it is allowed (isFilteringAllowed) and a filtering_show config
 * exists (resolveFilteringShow).
 */
export function isFilteringShown(
  allowFiltering: FilteringLevels<AllowFilteringFlag>,
  filteringShow: FilteringLevels<unknown>,
): boolean {
  return isFilteringAllowed(allowFiltering) && resolveFilteringShow(filteringShow) !== undefined;
}
