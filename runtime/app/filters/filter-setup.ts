/**
 * Which filters a dashboard's panel shows and in which section: the filtering_show in effect
 * (dashboard, then module, then program) read into ordered items, split into the basic block,
 * Geography filters (the items with a `hierarchy` level) and Advanced filters (filteringadv).
 */
import {
  isFilteringShown,
  resolveFilteringShow,
  type AllowFilteringFlag,
} from '../../core/index.ts';
import type { FilterItem } from '../../../schemas/generated/index.ts';

/** A filter item with its id filled in (the map key when the item has none). */
export type PanelItem = FilterItem & { id: string };

/** The panel's items, all of them (in order) and by section. */
export interface FilterSetup {
  items: PanelItem[];
  basic: PanelItem[];
  geography: PanelItem[];
  advanced: PanelItem[];
  /** filtering_show.keepState: the unapplied choices survive closing the panel. */
  keepState?: boolean;
}

/** The levels a dashboard's filtering settings come from. */
export interface FilteringSources {
  dashboard?: { allow_filtering?: AllowFilteringFlag; filtering_show?: unknown } | null;
  route?: { allow_filtering?: AllowFilteringFlag; filtering_show?: unknown } | null;
  program?: { allow_filtering?: AllowFilteringFlag; filtering_show?: unknown } | null;
}

function readItems(map: Record<string, unknown> | null | undefined, advanced: boolean) {
  return Object.entries(map ?? {}).flatMap(([key, raw]) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const item = raw as FilterItem;
    return [{ item: { ...item, id: item.id ?? key } as PanelItem, advanced }];
  });
}

/**
 * The filter setup of a dashboard, or undefined when its panel is not shown: filtering must be
 * allowed (dashboard over module over program) and some level must define filters.
 * Items sort by `order` (items without one last, in config order).
 */
export function dashboardFilterSetup(sources: FilteringSources): FilterSetup | undefined {
  const allow = {
    dashboard: sources.dashboard?.allow_filtering,
    route: sources.route?.allow_filtering,
    program: sources.program?.allow_filtering,
  };
  const shows = {
    dashboard: sources.dashboard?.filtering_show,
    route: sources.route?.filtering_show,
    program: sources.program?.filtering_show,
  };
  if (!isFilteringShown(allow, shows)) return undefined;
  const show = resolveFilteringShow(shows);
  if (!show) return undefined;
  const entries = [...readItems(show.filtering, false), ...readItems(show.filteringadv, true)];
  const order = (item: PanelItem) => (typeof item.order === 'number' ? item.order : Infinity);
  entries.sort((a, b) => order(a.item) - order(b.item));
  const items = entries.map((entry) => entry.item);
  const geography = items.filter((item) => typeof item.hierarchy === 'number');
  return {
    items,
    keepState: show.keepState === true,
    geography,
    basic: entries
      .filter((entry) => !entry.advanced && typeof entry.item.hierarchy !== 'number')
      .map((entry) => entry.item),
    advanced: entries
      .filter((entry) => entry.advanced && typeof entry.item.hierarchy !== 'number')
      .map((entry) => entry.item),
  };
}

/** The date filter of a setup (the first `type: 'date'` item). */
export function dateItem(setup: FilterSetup): PanelItem | undefined {
  return setup.items.find((item) => item.type === 'date');
}
