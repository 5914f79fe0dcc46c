/**
 * A module's condition rules (module.schema.json `condition_rules`; widget-layer §5's
 * module-specific rules, declared per module instead of tied to a module id): applied to a
 * widget's request conditions after every other layer.
 *
 * - `to_conditions`: where_cond entries sent as top-level conditions, for the module's queries
 *   to read as `{name}` parameters (by_platform, by_brand, quarter_name). A key's operator
 *   suffix (`!`, `|`) is ignored when matching and dropped when moved.
 * - `drop_nulls_unless`: while `flag` is false, null where_cond entries of `fields` are
 *   removed (region_all false drops a null territory_id filter).
 */
import type { Module } from '../../../schemas/generated/module.ts';

export type ModuleConditionRules = NonNullable<Module['condition_rules']>;

type Conditions = Record<string, unknown> & { where_cond?: Record<string, unknown> };

/** The where_cond key without its operator suffix ('store_id!' → 'store_id'). */
function baseKey(key: string): string {
  return key.replace(/[!|]+$/, '');
}

/** `conditions` with `rules` applied; the input is not changed. */
export function applyModuleRules<C extends Conditions>(
  conditions: C,
  rules: ModuleConditionRules | null | undefined,
): C {
  if (!rules) return conditions;
  const where: Record<string, unknown> = { ...(conditions.where_cond ?? {}) };
  const top: Record<string, unknown> = {};
  const moved = new Set(rules.to_conditions ?? []);
  for (const key of Object.keys(where)) {
    const name = baseKey(key);
    if (!moved.has(name)) continue;
    top[name] = where[key];
    delete where[key];
  }
  const merged: Record<string, unknown> = { ...conditions, ...top };
  for (const { flag, fields } of rules.drop_nulls_unless ?? []) {
    const value = flag in merged ? merged[flag] : where[flag];
    if (value !== false && value !== 'false') continue;
    for (const key of Object.keys(where)) {
      if (where[key] === null && fields.includes(baseKey(key))) delete where[key];
    }
  }
  delete merged.where_cond;
  if (Object.keys(where).length > 0) merged.where_cond = where;
  return merged as C;
}
