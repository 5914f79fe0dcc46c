import type { FilterRule } from '../../runtime/core/index.ts';

/** Words of a rule summary in the reader's language. */
export interface SummaryWords {
  /** The name of an operator ('==' → 'equals'). */
  operator(operator: string): string;
  /** 'and' / 'or' between rules. */
  and: string;
  or: string;
}

function valueText(rule: FilterRule): string | undefined {
  const value =
    rule.operator === 'IN' || rule.operator === 'NOT IN' || rule.operator === 'range'
      ? (rule.valueIn ?? rule.value)
      : rule.value;
  if (value === undefined || value === null || value === '') return undefined;
  if (!Array.isArray(value)) return String(value);
  const items = value.filter((item) => item !== null && item !== '').map(String);
  if (items.length === 0) return undefined;
  return rule.operator === 'range' ? items.join(' – ') : items.join(', ');
}

/**
 * What the rules do, in words ("region_name equals Texas and units greater than 5"), for the
 * Widget Filtering dialog: readers saw the where_cond JSON and operator symbols instead.
 * Rules without a field or a value are left out (they are ignored when applied); empty when
 * no rule is complete.
 */
export function ruleSummary(rules: readonly FilterRule[], words: SummaryWords): string {
  let text = '';
  for (const rule of rules) {
    const value = valueText(rule);
    if (!rule.field || value === undefined) continue;
    const phrase = `${rule.field} ${words.operator(rule.operator ?? '==')} ${value}`;
    text = text === '' ? phrase : `${text} ${rule.union === 'OR' ? words.or : words.and} ${phrase}`;
  }
  return text;
}
