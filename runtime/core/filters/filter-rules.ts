import { isNumeric } from '../format/numeric';
import { isFilterDataType, isFilterOperator, type FilterDataType } from './operators';
import type { FilterScalar, WhereCond, WhereCondValue } from './types';

/**
 * A widget filter rule as the Widget Filtering dialog saves it. `valueIn` holds the list of an
 * IN / NOT IN rule and the end date of a range rule; `value` holds everything else.
 */
export interface FilterRule {
  field?: string | null;
  value?: unknown;
  valueIn?: unknown;
  /** One of FILTER_OPERATORS; unset means '=='. */
  operator?: string | null;
  /** 'OR' puts the rule in the where_cond OR group; anything else ANDs it. */
  union?: string | null;
  /** One of FILTER_DATA_TYPES; unset or unknown leaves scalar values as they are. */
  dataType?: string | null;
}

function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

function coerceAs(dataType: FilterDataType, value: FilterScalar): FilterScalar | undefined {
  switch (dataType) {
    case 'string':
      return String(value);
    case 'int':
    case 'float':
      return isNumeric(value)
        ? Number(typeof value === 'string' ? value.trim() : value)
        : undefined;
    case 'boolean':
      return value === true || String(value).trim().toLowerCase() === 'true';
    case 'date':
      return String(value).trim();
  }
}

/**
 * Coerces one rule value to the rule's data type: string → text, int/float → number,
 * boolean → true only for true or 'true', date → trimmed text (date tokens such as
 * 'CURRENT_DATE' are resolved later, by the server). Returns undefined when there is no
 * usable value: null, undefined, blank text, a non-numeric value for a number type, or a
 * list or object where one value is expected.
 */
export function coerceRuleValue(
  value: unknown,
  dataType?: string | null,
): FilterScalar | undefined {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    return undefined;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  return isFilterDataType(dataType) ? coerceAs(dataType, value) : value;
}

/** IN lists come from valueIn when it holds anything, else from value; text splits on commas. */
function ruleList(rule: FilterRule): FilterScalar[] {
  const source = Array.isArray(rule.valueIn) && rule.valueIn.length > 0 ? rule.valueIn : rule.value;
  const raw: unknown[] = Array.isArray(source)
    ? source.flat(Infinity)
    : typeof source === 'string'
      ? source.split(',')
      : [source];
  return raw
    .map((item) => coerceRuleValue(item, rule.dataType))
    .filter((item): item is FilterScalar => item !== undefined);
}

/** A range is `value: [start, end]` or `value: start, valueIn: end`; both ends are needed. */
function ruleRange(rule: FilterRule): [FilterScalar, FilterScalar] | undefined {
  const [start, end] = Array.isArray(rule.value) ? rule.value : [rule.value, rule.valueIn];
  const from = coerceRuleValue(start, rule.dataType);
  const to = coerceRuleValue(end, rule.dataType);
  return from === undefined || to === undefined ? undefined : [from, to];
}

/** The where_cond entry of one rule, or undefined when the rule does not count. */
export function filterRuleEntry(rule: FilterRule): [string, WhereCondValue] | undefined {
  const field = typeof rule.field === 'string' ? rule.field.trim() : '';
  const operator = rule.operator ?? '==';
  if (field === '' || !isFilterOperator(operator)) return undefined;
  const orGroup = String(rule.union ?? '').toUpperCase() === 'OR';
  const key = orGroup ? `${field}|` : field;

  if (operator === 'IN' || operator === 'NOT IN') {
    const list = ruleList(rule);
    if (list.length === 0) return undefined;
    // A key carries one suffix, so a NOT IN rule cannot also join the OR group: it stays ANDed.
    return operator === 'IN' ? [key, list] : [`${field}!`, list];
  }
  if (operator === 'range') {
    const range = ruleRange(rule);
    return range && [key, range];
  }
  const value = coerceRuleValue(rule.value, rule.dataType);
  if (value === undefined) return undefined;
  switch (operator) {
    case '==':
      return [key, value];
    case '!=':
    case '<>':
      // In the OR group the negation moves into the value, since 'k!|' is not a key.
      return orGroup ? [key, ['<>', value]] : [`${field}!`, value];
    default:
      return [key, [operator, value]];
  }
}

/**
 * Turns a widget's filter rules into where_cond entries (spec conditions-semantics, "Widget
 * filter rules → where_cond"): '==' → `k: v`, '!='/'<>' → `k!: v`, '>'/'<' → `k: [op, v]`,
 * IN → `k: [..]`, NOT IN → `k!: [..]`, range → `k: [start, end]`, LIKE/ILIKE → `k: [op, v]`;
 * union 'OR' uses the `k|` key. Rules without a field or a value, with an unknown operator,
 * or with a value that does not fit the data type, are skipped. Two rules that produce the
 * same key cannot both live in a map: the later rule wins.
 */
export function filterRulesToWhereCond(rules: readonly FilterRule[] | null | undefined): WhereCond {
  const whereCond: WhereCond = {};
  for (const rule of rules ?? []) {
    const entry = filterRuleEntry(rule);
    if (entry) whereCond[entry[0]] = entry[1];
  }
  return whereCond;
}
