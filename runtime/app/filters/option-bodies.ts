/**
 * The bodies of the filter panel's option calls (app-shell §7):
 *
 * - `{program}_stores`: the store definition of the dashboard, else of the route (module),
 *   else of the program (`conditions.store`), with its where_cond: the definition's own
 *   (passed) where_cond under the user's fixed values, which nothing overrides.
 * - a filter's slug: the panel's current conditions relevant to it (the geography and the
 *   filters before it) and `campaign_uid` when known.
 */
import { buildFilterConditions, type FilterSelections } from '../../core/index.ts';
import type { PanelItem } from './filter-setup.ts';

/** Something whose `conditions` may hold a store definition. */
export type StoreOwner = { conditions?: unknown } | null | undefined;

function storeOf(owner: StoreOwner): Record<string, unknown> | undefined {
  const conditions = owner?.conditions;
  if (typeof conditions !== 'object' || conditions === null) return undefined;
  const store = (conditions as { store?: unknown }).store;
  return typeof store === 'object' && store !== null && !Array.isArray(store)
    ? (store as Record<string, unknown>)
    : undefined;
}

/** The store definition in effect: the dashboard's, else the route's, else the program's. */
export function storeDefinition(owners: {
  dashboard?: StoreOwner;
  route?: StoreOwner;
  program?: StoreOwner;
}): Record<string, unknown> {
  return storeOf(owners.dashboard) ?? storeOf(owners.route) ?? storeOf(owners.program) ?? {};
}

function asMap(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The store query's body: the definition with where_cond = its passed where_cond (or `where`)
 * and the user's fixed values (`fixed`, from filtering_fixed) over it.
 */
export function storeQueryBody(
  definition: Record<string, unknown>,
  fixed: Record<string, unknown>,
): Record<string, unknown> {
  const { where: passedWhere, where_cond: passed, ...rest } = definition;
  const where_cond = { ...asMap(passedWhere), ...asMap(passed), ...fixed };
  return { ...rest, where_cond };
}

/** Inputs of {@link slugQueryBody}. */
export interface SlugBodyInput {
  /** The panel's items, in panel order, as the panel holds them (switched on or off). */
  items: readonly PanelItem[];
  /** The slug filter the body is for. */
  item: PanelItem;
  /** The panel's current selections (the user's fixed values among them). */
  selections: FilterSelections;
  campaignUid: string | undefined;
}

/**
 * The body of a slug filter's call: `{where_cond?, campaign_uid?}`. The conditions relevant to
 * a filter are the geography (hierarchy) selections and those of the filters before it, as the
 * panel would apply them (coerced, switched-off and jump filters left out): a brand list
 * narrows to the chosen region, a category list to the region and the brand.
 */
export function slugQueryBody(input: SlugBodyInput): Record<string, unknown> {
  const { items, item, selections, campaignUid } = input;
  const position = items.findIndex((other) => other.id === item.id);
  const relevant = items.filter(
    (other, index) =>
      other.id !== item.id &&
      other.type !== 'date' &&
      (typeof other.hierarchy === 'number' || position < 0 || index < position),
  );
  const { where_cond } = buildFilterConditions(relevant, selections);
  const body: Record<string, unknown> = {};
  if (Object.keys(where_cond).length > 0) body.where_cond = where_cond;
  if (campaignUid) body.campaign_uid = campaignUid;
  return body;
}

/**
 * The campaign the user is on, when known: the route query's `campaign_uid`, else the
 * dashboard conditions' `campaign_uid`.
 */
export function campaignUidOf(search: string, dashboard: StoreOwner): string | undefined {
  const fromUrl = new URLSearchParams(search).get('campaign_uid');
  if (fromUrl) return fromUrl;
  const fromDashboard = asMap(dashboard?.conditions).campaign_uid;
  return typeof fromDashboard === 'string' || typeof fromDashboard === 'number'
    ? String(fromDashboard)
    : undefined;
}
