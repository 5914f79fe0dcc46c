/**
 * The filter bar's chips (Metabase-style "Label: value" pills above the grid): one per applied
 * filter and one for the period, and what removing one applies. Pure.
 */
import {
  hasSelection,
  readOnlyFixedFilters,
  selectHierarchyLevel,
  type FilterOption,
  type FilterSelections,
} from '../../core/index.ts';
import type { DateSelection } from './date/index.ts';
import type { PanelItem } from './filter-setup.ts';
import { localizeText } from '../../core/format/localized-text.ts';

/** One chip of the filter bar. */
export interface FilterChip {
  /** The filter id ('date' style ids included): what a removal names. */
  id: string;
  kind: 'filter' | 'period';
  /** The filter's label ('Region'). */
  label: string;
  /** What it holds, as shown ('Texas', 'Oct 5 – Oct 20, 2026'). */
  value: string;
  /** Fixed for the user's account (no ×) or the default period (nothing to remove). */
  removable: boolean;
  /** Why it cannot be removed: the user's fixed value. */
  fixed?: boolean;
  /** Its option labels are still loading: `value` holds raw ids ('3'), not to be shown. */
  loading?: boolean;
}

/** Values shown in a chip before the rest is counted ('A, B, C +2'). */
export const CHIP_VALUES_SHOWN = 3;

/** Item types that are not filters of their own (the period has its chip; labels show text). */
const NOT_CHIPS = new Set(['date', 'label']);

/**
 * A checkbox that enables selects (`enabled`) is not a filter of its own: the selects it
 * enables get the chips. A plain switch (a module rule's `all_platforms`) changes the rows on
 * its own, so a switch that is on gets a chip ('Combine platforms: On'), removed by turning it off.
 */
function isSwitchOn(item: PanelItem, value: unknown): boolean {
  return !item.enabled && (value === true || value === 'true' || value === 1 || value === '1');
}

/**
 * 'Oct 5 – Oct 20, 2026' in `locale` (the year once when both dates share it), one date for a
 * one-day range. Dates are yyyy-MM-dd, read as calendar dates (no time zone shift).
 */
export function rangeLabel(first: string, last: string, locale: string): string {
  const date = (text: string) => new Date(`${text}T00:00:00Z`);
  const full = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (first === last) return full.format(date(first));
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const start = sameYear
    ? new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
    : full;
  return `${start.format(date(first))} – ${full.format(date(last))}`;
}

/** The text of a selection: option labels where known, the value itself otherwise. */
function valueText(value: unknown, options: readonly FilterOption[] | undefined): string {
  const values = (Array.isArray(value) ? value : [value]).filter(hasSelection).map(String);
  const labels = values.map((v) => options?.find((option) => option.value === v)?.label ?? v);
  const shown = labels.slice(0, CHIP_VALUES_SHOWN).join(', ');
  const rest = labels.length - CHIP_VALUES_SHOWN;
  return rest > 0 ? `${shown} +${rest}` : shown;
}

/** True when two date selections cover the same period and range. */
export function sameDate(a: DateSelection | undefined, b: DateSelection | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.period === b.period &&
    a.firstdate === b.firstdate &&
    a.lastdate === b.lastdate &&
    (a.compare === true) === (b.compare === true)
  );
}

/** Inputs of {@link filterChips}. */
export interface FilterChipsInput {
  items: readonly PanelItem[];
  selections: FilterSelections;
  options: Record<string, FilterOption[]>;
  filteringFixed: unknown;
  /** The period the widgets run with (applied, else the default). */
  date: DateSelection | undefined;
  /** The date filter's default period: its chip has nothing to remove. */
  defaultDate: DateSelection | undefined;
  locale: string;
  /** What a switch that is on shows ('On'), in the locale. */
  onText: string;
  /** Filters whose option rows have not arrived: their chips wait for the labels. */
  loadingIds?: ReadonlySet<string>;
}

/** The chips of the filter bar, in the panel's order; the period first. */
export function filterChips(input: FilterChipsInput): FilterChip[] {
  const { items, selections, options, date, defaultDate, locale } = input;
  const fixed = readOnlyFixedFilters(
    items.map((item) => item.id),
    input.filteringFixed,
  );
  const chips: FilterChip[] = [];
  const dateFilter = items.find((item) => item.type === 'date');
  if (dateFilter && date) {
    chips.push({
      id: dateFilter.id,
      kind: 'period',
      label: localizeText(dateFilter.name, locale) || dateFilter.id,
      value: rangeLabel(date.firstdate, date.lastdate, locale),
      removable: !sameDate(date, defaultDate),
    });
  }
  for (const item of items) {
    if (NOT_CHIPS.has(item.type ?? 'select') || item.disabled === true) continue;
    const value = selections[item.id];
    const isCheckbox = item.type === 'checkbox';
    if (isCheckbox ? !isSwitchOn(item, value) : !hasSelection(value)) continue;
    const isFixed = item.id in fixed;
    chips.push({
      id: item.id,
      kind: 'filter',
      label: localizeText(item.name, locale) || item.id,
      value: isCheckbox ? input.onText : valueText(value, options[item.id]),
      removable: !isFixed,
      ...(isFixed && { fixed: true }),
      ...(!isCheckbox && input.loadingIds?.has(item.id) && { loading: true }),
    });
  }
  return chips;
}

/**
 * How many filters are active: every filter chip, plus the period when it is not the
 * default one (a region and a date range count 2).
 */
export function activeFilterCount(chips: readonly FilterChip[]): number {
  return chips.filter((chip) => chip.kind === 'filter' || chip.removable).length;
}

/**
 * The selections after removing filter `id`: hierarchy levels below it are cleared with it
 * (a district without its region would be read alone).
 */
export function withoutFilter(
  items: readonly PanelItem[],
  selections: FilterSelections,
  id: string,
): FilterSelections {
  const next = selectHierarchyLevel(items, selections, id, undefined);
  delete next[id];
  return next;
}
