import { distinctOptions, type FilterOption } from './hierarchy';
import { SELECT_PAGE_SIZE } from './select-texts';

/** A fixed option as configs write it: a bare value or `{value, label}`. */
export type ConfigOption =
  string | number | boolean | { value: string | number | boolean; label?: string };

/** The parts of a filter item its options depend on. */
export interface OptionSource {
  id: string;
  /** The label column of the rows; the id when unset. */
  value?: string;
  options?: readonly ConfigOption[];
  orderText?: boolean;
}

/** Fixed options of an item as select options (values as text, as inputs hold text). */
export function configOptions(options: readonly ConfigOption[]): FilterOption[] {
  return options.map((option) =>
    typeof option === 'object'
      ? { value: String(option.value), label: option.label ?? String(option.value) }
      : { value: String(option), label: String(option) },
  );
}

let collator: Intl.Collator | undefined;

/**
 * The label order, made on first use: creating a collator loads the engine's collation data
 * (tens of milliseconds on a first visit), which at module level fell into the app's start.
 */
function labelCollator(): Intl.Collator {
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return collator;
}

/**
 * The options of a filter item: its fixed `options` when it has some, else the distinct
 * values of its id column in `rows` labelled by its `value` column. With `orderText` they are
 * sorted by label (numbers in labels compare as numbers); otherwise rows keep their order.
 */
export function itemOptions(
  item: OptionSource,
  rows: readonly Record<string, unknown>[],
): FilterOption[] {
  const options =
    item.options && item.options.length > 0
      ? configOptions(item.options)
      : distinctOptions(rows, item.id, item.value ?? item.id);
  return item.orderText
    ? [...options].sort((a, b) => labelCollator().compare(a.label, b.label))
    : options;
}

/** The options whose label or value contains `search` (case-insensitive, trimmed). */
export function searchOptions(options: readonly FilterOption[], search: string): FilterOption[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...options];
  return options.filter(
    (option) =>
      option.label.toLowerCase().includes(needle) || option.value.toLowerCase().includes(needle),
  );
}

/**
 * The options a select shows after `pages` pages of SELECT_PAGE_SIZE (at least one page),
 * plus the ones in `keep` (its selected values) so a chosen option never disappears.
 */
export function optionsPage(
  options: readonly FilterOption[],
  pages: number,
  keep: readonly string[] = [],
): FilterOption[] {
  const shown = options.slice(0, Math.max(1, pages) * SELECT_PAGE_SIZE);
  const present = new Set(shown.map((option) => option.value));
  const extra = options.filter(
    (option) => keep.includes(option.value) && !present.has(option.value),
  );
  return [...shown, ...extra];
}
