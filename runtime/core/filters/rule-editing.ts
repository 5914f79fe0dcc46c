import { filterRuleEntry, type FilterRule } from './filter-rules';
import {
  isFilterOperator,
  operatorsFor,
  type FilterDataType,
  type FilterOperator,
} from './operators';
import type { FilterScalar } from './types';

/** How an operator takes its value: one value, a list (IN, NOT IN) or two dates (range). */
export type OperatorArity = 'single' | 'list' | 'range';

/** The value shape of an operator; unknown operators take one value. */
export function operatorArity(operator: string | null | undefined): OperatorArity {
  if (operator === 'IN' || operator === 'NOT IN') return 'list';
  if (operator === 'range') return 'range';
  return 'single';
}

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function listOf(rule: FilterRule): FilterScalar[] {
  const source = Array.isArray(rule.valueIn) ? rule.valueIn : [rule.value];
  return source
    .flat()
    .filter((item): item is FilterScalar => ['string', 'number', 'boolean'].includes(typeof item))
    .filter((item) => String(item).trim() !== '');
}

/**
 * Where a new date range of a filter rule starts (widget-layer §9, app-shell §9 "filter
 * default date range starts 2020-01-01"); it ends on the operational date (else today).
 */
export const FILTER_RANGE_START = '2020-01-01';

/** An empty end of a range (nothing carried over). */
const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The rule reshaped for `operator`: a list operator keeps its values in `valueIn`, range
 * keeps `[start, end]` in `value`, the others one value in `value`; what can be carried
 * over (the first value, the list) is kept. A range's missing start is
 * {@link FILTER_RANGE_START} and its missing end `rangeEnd` (the operational date, else
 * today) when given; a start after that end is left for the user to fix.
 */
export function withOperator(
  rule: FilterRule,
  operator: FilterOperator,
  rangeEnd?: string,
): FilterRule {
  const arity = operatorArity(operator);
  const { valueIn: _valueIn, ...rest } = rule;
  if (arity === 'list') {
    const list = listOf(rule);
    return { ...rest, operator, value: null, valueIn: list };
  }
  if (arity === 'range') {
    const [start, end] = Array.isArray(rule.value)
      ? rule.value
      : [rule.value, firstOf(rule.valueIn)];
    const from = blank(start) ? (rangeEnd ? FILTER_RANGE_START : '') : start;
    const to = blank(end) ? (rangeEnd ?? '') : end;
    return { ...rest, operator, value: [from, to] as FilterScalar[] };
  }
  const single = operatorArity(rule.operator) === 'list' ? listOf(rule)[0] : firstOf(rule.value);
  return { ...rest, operator, value: (single ?? null) as FilterScalar | null };
}

/**
 * The rule with another data type: the operator stays when the new type offers it, else it
 * becomes '==' (every type has it) and the value is reshaped for it.
 */
export function withDataType(rule: FilterRule, dataType: FilterDataType): FilterRule {
  const operator = isFilterOperator(rule.operator) ? rule.operator : '==';
  const next = { ...rule, dataType };
  return operatorsFor(dataType).includes(operator)
    ? { ...next, operator }
    : withOperator(next, '==');
}

/** A rule counts (turns into a where_cond entry) only with a field and a usable value. */
export function ruleCounts(rule: FilterRule): boolean {
  return filterRuleEntry(rule) !== undefined;
}

/**
 * The rules worth keeping, in the filter-rule schema's shape: rules that count, with only
 * the members they use (so a saved config stays small and valid).
 */
export function countingRules(rules: readonly FilterRule[]): FilterRule[] {
  return rules.filter(ruleCounts).map((rule) => {
    const operator = isFilterOperator(rule.operator) ? rule.operator : '==';
    const kept: FilterRule = { field: rule.field, operator };
    if (operatorArity(operator) === 'list') kept.valueIn = listOf(rule);
    else kept.value = rule.value;
    if (rule.union === 'OR') kept.union = 'OR';
    if (rule.dataType) kept.dataType = rule.dataType;
    return kept;
  });
}
