import type { WhereCond } from './types';
import { splitWhereKey } from './where-keys';

/** A list of names as configs write it: a list, a comma-separated string, or a map's keys. */
export type NameList = readonly string[] | string | Record<string, unknown> | null | undefined;

/** Reads a NameList into trimmed, non-empty names. */
export function readNameList(list: NameList): string[] {
  if (list === null || list === undefined) return [];
  const names =
    typeof list === 'string' ? list.split(',') : Array.isArray(list) ? list : Object.keys(list);
  return names.map((name) => String(name).trim()).filter((name) => name !== '');
}

/** Widget settings that shape its where conditions. */
export interface CleanWhereOptions {
  /** The widget's where_definition: the where columns its query knows. */
  whereDefinition?: NameList;
  /** params.filtered_by: when set, the only columns kept. */
  filteredBy?: NameList;
}

/** Conditions that may carry a where_cond. */
export type ConditionsWithWhere = { where_cond?: WhereCond | null } & Record<string, unknown>;

/**
 * Cleans a widget's where conditions before a query (spec app-shell §5), in this order:
 * 1. `region_name` becomes `region` (suffix kept) when where_definition has region but not
 *    region_name; an explicit `region` condition wins over the renamed one;
 * 2. null (and undefined) conditions are removed; the text 'null' is an IS NULL filter and stays;
 * 3. with a non-empty filtered_by, only conditions on the listed columns are kept;
 * 4. an empty where_cond is removed from the conditions.
 * Returns new conditions; the input is not changed.
 */
export function cleanWhereConditions<C extends ConditionsWithWhere>(
  conditions: C,
  options: CleanWhereOptions = {},
): C {
  const { where_cond: whereCond, ...rest } = conditions;
  const definition = new Set(readNameList(options.whereDefinition));
  const renameRegion = definition.has('region') && !definition.has('region_name');
  const kept = readNameList(options.filteredBy);
  // An empty filtered_by ('' or []) reads as unset rather than as "keep nothing".
  const filteredBy = kept.length > 0 ? new Set(kept) : undefined;
  const source = whereCond ?? {};

  const cleaned: WhereCond = {};
  for (const [key, value] of Object.entries(source)) {
    if (value === null || value === undefined) continue;
    const { column, suffix } = splitWhereKey(key);
    const target = renameRegion && column === 'region_name' ? `region${suffix}` : key;
    if (filteredBy && !filteredBy.has(splitWhereKey(target).column)) continue;
    if (target !== key && source[target] !== null && source[target] !== undefined) continue;
    cleaned[target] = value;
  }
  if (Object.keys(cleaned).length === 0) return rest as C;
  return { ...rest, where_cond: cleaned } as C;
}
