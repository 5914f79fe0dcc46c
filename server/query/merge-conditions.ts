/**
 * Merging the layers of conditions a slug runs with (conditions-semantics "How a slug
 * runs", step 2): saved defaults < widget < request < the user's fixed filters. Each layer's
 * where map (`where_cond`, and its aliases `where` and `filter`), its options (fields,
 * dates, limits, roll-up...) and its typed parameter values are kept apart, because they
 * compile to different parts of the SQL.
 */
import type { SavedQuery } from '../../schemas/generated/index.ts';
import { parseFilteringFixed, whereKeyColumn } from '../../runtime/core/index.ts';
import { isIdentifier, type ParameterType } from './dialects.ts';
import { QueryInputError } from './query-errors.ts';

/** Condition keys that are options of the query rather than where entries or parameters. */
export const OPTION_KEYS = [
  'fields',
  'grouping',
  'ordering',
  'firstdate',
  'lastdate',
  'filterdate',
  'querylimit',
  '_offset',
  'hlevel',
  'qry_options',
  'fiscalMonth',
  'panel_keys',
] as const;

/** An option key. */
export type OptionKey = (typeof OPTION_KEYS)[number];

/** Keys the filter panel sends along that mean nothing to the query (conditions.schema.json). */
const PASSIVE_KEYS = new Set(['date', 'fdate', 'filter_options', 'isComparison', 'customDate']);

const WHERE_KEYS = ['filter', 'where', 'where_cond'] as const;
const OPTION_SET: ReadonlySet<string> = new Set(OPTION_KEYS);

/** A layer of conditions as sent or stored: any JSON object. */
export type ConditionsLayer = Readonly<Record<string, unknown>>;

/** The merged conditions, split by where they go. */
export interface MergedConditions {
  /** Where entries, key (column with its suffix) → value, in merge order. */
  where: Record<string, unknown>;
  /** Option keys that some layer set. */
  options: Partial<Record<OptionKey, unknown>>;
  /** Typed parameter values by name (declared in params or cond_definition). */
  params: Record<string, unknown>;
}

/** The typed parameters a saved query declares: `params` entries and `cond_definition` keys. */
export function declaredParameters(query: SavedQuery): Map<string, ParameterType> {
  const declared = new Map<string, ParameterType>();
  for (const param of query.params ?? []) declared.set(param.name, param.type ?? 'string');
  for (const [name, type] of Object.entries(query.cond_definition ?? {})) declared.set(name, type);
  return declared;
}

/**
 * The saved query's own defaults as layers, lowest first: its top-level `where_cond`,
 * `fields`, `grouping` and `ordering`, then its `conditions`.
 */
export function savedLayers(query: SavedQuery): ConditionsLayer[] {
  const top: Record<string, unknown> = {};
  if (query.where_cond !== undefined) top.where_cond = query.where_cond;
  if (query.fields !== undefined) top.fields = query.fields;
  if (query.grouping !== undefined) top.grouping = query.grouping;
  if (query.ordering !== undefined) top.ordering = query.ordering;
  return [top, (query.conditions ?? {}) as ConditionsLayer];
}

/**
 * Merges `layers` (lowest first). Parameter defaults of `params` come first. In each layer
 * `where_cond` wins over `where`, which wins over `filter`, and any other key is a typed
 * parameter when declared, else a where entry. A layer's where entries on a column replace
 * the entries of lower layers on that column, whatever their suffix (a request's `k!` is
 * not ANDed with a saved `k`). Options: the highest layer that sets one wins.
 */
export function mergeConditions(
  query: SavedQuery,
  layers: readonly ConditionsLayer[],
): MergedConditions {
  const declared = declaredParameters(query);
  const merged: MergedConditions = { where: {}, options: {}, params: {} };
  for (const param of query.params ?? []) {
    if (param.value !== undefined) merged.params[param.name] = param.value;
  }
  for (const layer of layers) {
    if (layer === null || typeof layer !== 'object' || Array.isArray(layer)) {
      throw new QueryInputError('Conditions must be an object');
    }
    const where: Record<string, unknown> = {};
    const extra: Record<string, unknown> = {};
    for (const key of WHERE_KEYS) Object.assign(where, whereMap(layer[key], key));
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined || (WHERE_KEYS as readonly string[]).includes(key)) continue;
      if (key === 'filterdate' && Array.isArray(value)) {
        // params.filterdateArray sends the range as filterdate: [first, last] (widget params).
        assignDateRange(merged.options, value);
      } else if (OPTION_SET.has(key)) merged.options[key as OptionKey] = value;
      else if (declared.has(key)) merged.params[key] = value;
      else if (!PASSIVE_KEYS.has(key)) extra[key] = value;
    }
    // An explicit where_cond entry wins over a loose key naming the same column.
    replaceColumns(merged.where, { ...extra, ...where });
  }
  return merged;
}

/** filterdate as a [first, last] list: the range's firstdate and lastdate. */
function assignDateRange(options: MergedConditions['options'], range: unknown[]): void {
  if (range.length !== 2) {
    throw new QueryInputError(
      `Invalid filterdate ${JSON.stringify(range)}: expected a date or a [first, last] list`,
    );
  }
  options.firstdate = range[0];
  options.lastdate = range[1];
  delete options.filterdate;
}

/** The where map of a `where_cond` / `where` / `filter` value; null and absent give none. */
function whereMap(value: unknown, key: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new QueryInputError(`${key} must be an object of column filters`);
  }
  return value as Record<string, unknown>;
}

/**
 * Puts `entries` into `where`, first dropping `where`'s entries on the same columns (compared
 * case-insensitively, as columns are matched).
 */
function replaceColumns(where: Record<string, unknown>, entries: Record<string, unknown>): void {
  const columnOf = (key: string) => whereKeyColumn(key).toLowerCase();
  const columns = new Set(Object.keys(entries).map(columnOf));
  for (const key of Object.keys(where)) {
    if (columns.has(columnOf(key))) delete where[key];
  }
  Object.assign(where, entries);
}

/**
 * query_slug.conditional_filtering: the where entries the filter panel gave a widget
 * (`panel_keys`, the request's list) that the query does not declare are left out instead of
 * answering 400. A where entry the widget set itself is never in that list, and fixed filters
 * apply after this, so neither can be dropped. Takes `panel_keys` out of the options (it is
 * not part of what the query ran with) and returns the keys dropped.
 */
export function dropUndeclaredPanelKeys(
  merged: MergedConditions,
  isWhereColumn: (name: string) => boolean,
): string[] {
  const listed = merged.options.panel_keys;
  delete merged.options.panel_keys;
  if (listed === undefined || listed === null) return [];
  if (!Array.isArray(listed) || !listed.every((key) => typeof key === 'string')) {
    throw new QueryInputError('panel_keys must be a list of where keys');
  }
  const columns = new Set(listed.map((key) => whereKeyColumn(key).toLowerCase()));
  const dropped: string[] = [];
  for (const key of Object.keys(merged.where)) {
    const column = whereKeyColumn(key);
    if (columns.has(column.toLowerCase()) && !isWhereColumn(column)) {
      delete merged.where[key];
      dropped.push(key);
    }
  }
  return dropped;
}

/** A fixed filter's values: one scalar, or the list a user is restricted to. */
export type FixedValue = string | number | boolean | (string | number | boolean)[];

/**
 * The user's fixed filters (filtering_fixed, a map or its JSON text) that can restrict
 * rows: identifier keys with a scalar or a non-empty list of scalars. Null, empty lists and
 * objects restrict nothing and are left out, as the filter panel leaves them out.
 */
export function readFixedFilters(filteringFixed: unknown): Map<string, FixedValue> {
  const fixed = new Map<string, FixedValue>();
  for (const [key, raw] of Object.entries(parseFilteringFixed(filteringFixed))) {
    if (!isIdentifier(key) || OPTION_SET.has(key) || PASSIVE_KEYS.has(key)) continue;
    const values = (Array.isArray(raw) ? raw.flat(Infinity) : [raw]).filter(isScalar);
    if (values.length === 0) continue;
    fixed.set(key, Array.isArray(raw) ? values : (values[0] as string | number | boolean));
  }
  return fixed;
}

function isScalar(value: unknown): value is string | number | boolean {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/**
 * Applies fixed filters last (step 2's "which nothing can override"). A fixed key that is a
 * typed parameter forces that parameter (a list gives its first value). A fixed key that
 * `isWhereColumn` accepts replaces every where entry on that column, including its `!`,
 * `|` and `~` variants, with `k = v` (scalar) or `k IN (...)` (list). Other keys do not
 * apply to this query. Returns the fixed filters that applied (for the cache key).
 */
export function applyFixedFilters(
  merged: MergedConditions,
  fixed: ReadonlyMap<string, FixedValue>,
  declared: ReadonlyMap<string, ParameterType>,
  isWhereColumn: (name: string) => boolean,
): Record<string, FixedValue> {
  const applied: Record<string, FixedValue> = {};
  for (const [key, value] of fixed) {
    if (declared.has(key)) {
      merged.params[key] = Array.isArray(value) ? value[0] : value;
      applied[key] = value;
    }
    if (isWhereColumn(key)) {
      replaceColumns(merged.where, { [key]: value });
      applied[key] = value;
    }
  }
  return applied;
}
