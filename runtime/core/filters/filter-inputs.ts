import { formatValue } from '../format/format-value';
import { isNumeric } from '../format/numeric';
import type { FilterScalar } from './types';

/** The control types of a filter input (widget params.filterInputs[].type). */
export type FilterInputType = 'text' | 'number' | 'date' | 'select' | 'checkbox' | 'slider';

/**
 * A filter input of widget params (widget-layer §3): an input above the widget whose value
 * is sent as the condition key `name`, so it fills a declared parameter of the query
 * (`{top_n}`) or, when the query has none by that name, filters the column (suffixes `!`,
 * `|`, `~` allowed).
 */
export interface FilterInputDef {
  name: string;
  value?: unknown;
  type?: string | null;
  title?: string | null;
  /** Control options passed as is (min, max, step, options, multiple, placeholder...). */
  config?: Record<string, unknown> | null;
  withSelect?: boolean | null;
  formatTooltip?: string | null;
}

/**
 * Whether an input offers the values seen in the widget's rows: a select (when its config
 * lists no options) and a text input with `withSelect`, which becomes a box that suggests them.
 */
export function offersRowValues(input: FilterInputDef): boolean {
  return input.withSelect === true || input.type === 'select';
}

/**
 * What a slider shows for `value`: formatted by `formatTooltip` (a format name such as
 * 'percentInteger', 'money' or 'numberOne') in `locale`, or the value as it is without one.
 */
export function sliderLabel(input: FilterInputDef, value: number, locale: string): string {
  return formatValue(value, input.formatTooltip, locale);
}

/** A filter input's value as conditions carry it. */
export type FilterInputValue = FilterScalar | FilterScalar[];

function blank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** One value coerced for the input's type; undefined when it does not fit. */
function coerceOne(type: string, value: unknown): FilterScalar | undefined {
  if (blank(value)) return undefined;
  switch (type) {
    case 'number':
    case 'slider':
      return isNumeric(value)
        ? Number(typeof value === 'string' ? value.trim() : value)
        : undefined;
    case 'checkbox':
      return value === true || String(value).trim().toLowerCase() === 'true';
    default:
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? typeof value === 'string'
          ? value.trim()
          : value
        : undefined;
  }
}

/**
 * The input's value as sent: a number for number and slider inputs, a boolean for a
 * checkbox, trimmed text otherwise; a list stays a list (an IN filter) when the select is
 * multiple; blank values, blank lists and values that do not fit the type give undefined.
 */
export function filterInputValue(
  input: FilterInputDef,
  value: unknown,
): FilterInputValue | undefined {
  const type = input.type ?? 'text';
  if (Array.isArray(value)) {
    const list = value
      .map((item) => coerceOne(type, item))
      .filter((item): item is FilterScalar => item !== undefined);
    return list.length > 0 ? list : undefined;
  }
  return coerceOne(type, value);
}

/** The initial values of the inputs (their `value`), by name. */
export function initialFilterInputValues(
  inputs: readonly FilterInputDef[] | null | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const input of inputs ?? []) {
    if (input.value !== undefined && input.value !== null) values[input.name] = input.value;
  }
  return values;
}

/**
 * The conditions the inputs send: each input's coerced value under its name; inputs
 * without a usable value send nothing (the query's default applies).
 */
export function filterInputConditions(
  inputs: readonly FilterInputDef[] | null | undefined,
  values: Readonly<Record<string, unknown>>,
): Record<string, FilterInputValue> {
  const conditions: Record<string, FilterInputValue> = {};
  for (const input of inputs ?? []) {
    const value = filterInputValue(input, values[input.name]);
    if (value !== undefined) conditions[input.name] = value;
  }
  return conditions;
}
