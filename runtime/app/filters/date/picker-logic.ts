/**
 * What the date filter control does on each user action, as pure functions over the runtime
 * core's date math (periods, shortcuts, fiscal options): which picker a period shows, the
 * range a pick or a shortcut gives, and what a period change keeps.
 */
import {
  datePickerBounds,
  fiscalPeriodOptions,
  isPeriod,
  PERIODS,
  periodRange,
  referenceDate,
  shortcutRange,
  type DateContext,
  type FiscalPeriodOption,
  type FiscalUnit,
  type Period,
  type PickedDates,
} from '../../../core/index.ts';
import type { DateSelection } from './date-selection.ts';

/** The picker a period shows. */
export type PickerKind =
  | 'day'
  | 'range'
  | 'month'
  | 'year'
  | 'fiscal-month'
  | 'fiscal-quarter'
  | 'fiscal-half'
  | 'fiscal-year';

const KINDS: Readonly<Record<Period, PickerKind>> = {
  daily: 'day',
  custom: 'range',
  weekly: 'range',
  current_week: 'range',
  current_all_week: 'range',
  mtd: 'range',
  monthly: 'month',
  fullMonth: 'month',
  fullMonthLast: 'month',
  quarter: 'month',
  halfYear: 'month',
  yearly: 'year',
  year: 'year',
  fiscalMonth: 'fiscal-month',
  fullFiscalMonthLast: 'fiscal-month',
  quarterFM: 'fiscal-quarter',
  halfYearFM: 'fiscal-half',
  yearFM: 'fiscal-year',
};

/** The picker of `period`: a day or range calendar, a month or year list, or a fiscal list. */
export function pickerKind(period: string): PickerKind {
  return isPeriod(period) ? KINDS[period] : 'range';
}

/** Fiscal unit of a fiscal picker kind. */
export function fiscalUnitOf(kind: PickerKind): FiscalUnit | undefined {
  switch (kind) {
    case 'fiscal-month':
      return 'month';
    case 'fiscal-quarter':
      return 'quarter';
    case 'fiscal-half':
      return 'half';
    case 'fiscal-year':
      return 'year';
    default:
      return undefined;
  }
}

/** Periods whose range ignores picks (they always end at the reference date). */
export const FIXED_PERIODS: ReadonlySet<string> = new Set([
  'current_week',
  'current_all_week',
  'fullMonthLast',
  'fullFiscalMonthLast',
]);

/** Every period option of the picker, in the spec's order (app-shell §9). */
export const PERIOD_OPTIONS: readonly Period[] = PERIODS;

/**
 * The selection after picking `picked` in `period` (single dates expand to the period,
 * mtd snaps to the month start, ranges are clamped); unchanged when the core says no.
 */
export function pickDates(
  sel: DateSelection,
  picked: PickedDates,
  context: DateContext,
): DateSelection {
  const result = periodRange(sel.period, picked, context);
  return result.ok ? { ...sel, firstdate: result.range.start, lastdate: result.range.end } : sel;
}

/**
 * The selection after switching to `period`: custom keeps the current range; every other
 * period expands around the current last date (what picking it would give).
 */
export function changePeriod(
  sel: DateSelection,
  period: string,
  context: DateContext,
): DateSelection {
  const next = { ...sel, period };
  if (period === 'custom')
    return pickDates(next, { start: sel.firstdate, end: sel.lastdate }, context);
  return pickDates(next, sel.lastdate, context);
}

/**
 * The selection after a shortcut (app-shell §9): 'range' (the last 7 days) switches to the
 * custom period; today, yesterday and weekAgo pick that day in the current period (daily and
 * custom keep the single day; periods that ignore picks switch to daily).
 */
export function applyShortcut(
  sel: DateSelection,
  shortcut: string,
  context: DateContext,
): DateSelection {
  const result = shortcutRange(shortcut, context);
  if (!result.ok) return sel;
  if (shortcut === 'range') {
    return { ...sel, period: 'custom', firstdate: result.range.start, lastdate: result.range.end };
  }
  const period = FIXED_PERIODS.has(sel.period) || !isPeriod(sel.period) ? 'daily' : sel.period;
  return pickDates({ ...sel, period }, result.range.end, context);
}

/** Bounds of the calendars: 2016-10-01 to the operational date (or today). */
export function pickerBounds(context: DateContext): { min: string; max: string } | undefined {
  const bounds = datePickerBounds(context);
  return bounds && { min: bounds.start, max: bounds.end };
}

/** One fiscal year of a fiscal picker: its periods, each selectable or not. */
export interface FiscalYearOptions {
  year: number;
  options: FiscalPeriodOption[];
}

/**
 * The fiscal picker's entries by fiscal year, oldest first; a period is selectable only if
 * it starts on or before the reference date (widget-layer §5). Years are listed whole, so
 * future periods show disabled.
 */
export function fiscalYears(unit: FiscalUnit, context: DateContext): FiscalYearOptions[] {
  const reference = referenceDate(context) ?? '';
  let options: FiscalPeriodOption[];
  try {
    options = fiscalPeriodOptions(unit, reference, context.fiscal);
  } catch {
    // A bad fiscal config shows an empty picker rather than breaking the panel.
    return [];
  }
  const years = new Map<number, FiscalPeriodOption[]>();
  for (const option of options) {
    const list = years.get(option.year) ?? [];
    list.push(option);
    years.set(option.year, list);
  }
  return [...years].map(([year, list]) => ({ year, options: list }));
}

/** The fiscal period option holding `date`, if any. */
export function optionContaining(
  years: readonly FiscalYearOptions[],
  date: string,
): FiscalPeriodOption | undefined {
  for (const year of years) {
    const found = year.options.find((option) => option.start <= date && date <= option.end);
    if (found) return found;
  }
  return undefined;
}

/**
 * The selection spanning several fiscal periods (a retail analyst's "P3–P5"): from the
 * period holding `anchor` (the one picked before) through the period starting at `picked`,
 * in either order, each end as picking that period alone gives it (the current period ends
 * on the operational date). The period (fiscal month, quarter, half, year) stays; its
 * comparison moves back by as many periods as the range touches (core comparisonRange).
 */
export function pickFiscalRange(
  sel: DateSelection,
  anchor: string,
  picked: string,
  context: DateContext,
): DateSelection {
  const one = pickDates(sel, anchor, context);
  const other = pickDates(sel, picked, context);
  if (one === sel || other === sel) return sel;
  const firstdate = one.firstdate < other.firstdate ? one.firstdate : other.firstdate;
  const lastdate = one.lastdate > other.lastdate ? one.lastdate : other.lastdate;
  return { ...sel, firstdate, lastdate };
}
