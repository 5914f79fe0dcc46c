/**
 * The date filter's value and how it becomes query conditions. Pure: the control, the
 * filter panel and the widget container share it, and all date math comes from
 * runtime/core/dates.
 */
import {
  comparisonRange,
  DEFAULT_PERIOD,
  DEFAULT_RANGE_COMPARE,
  defaultRange,
  isPeriod,
  resolveWeekStart,
  type DateContext,
  type RangeCompare,
} from '../../../core/index.ts';
import type { FiscalConfig, FiscalConfigInput } from '../../../core/fiscal/config.ts';
import type { FilterItem } from '../../../../schemas/generated/index.ts';
import { currentFiscalConfig } from './date-env.ts';

/** What the date filter holds: the period, the range (yyyy-MM-dd) and the comparison choice. */
export type DateSelection = {
  period: string;
  firstdate: string;
  lastdate: string;
  compare?: boolean;
  rangeCompare?: 'prev' | 'all';
};

/** A fiscal calendar as configs give it (tenant.json / program `fiscalMonth`) or resolved. */
export type DateFiscalConfig = FiscalConfig | FiscalConfigInput;

/** The date context of a date filter item: its week start, the operational date, today. */
export function itemDateContext(
  item: FilterItem,
  operationalDate: string | undefined,
  today: string,
  fiscal?: DateFiscalConfig | null,
): DateContext {
  return {
    today,
    operationalDate: operationalDate ?? null,
    weekStart: resolveWeekStart(item.params?.picker?.locale?.firstDayOfWeek),
    fiscal: fiscal ?? null,
    customMonthOffset: item.params?.customMonth ?? null,
  };
}

/**
 * True when the item's configured period or the selection's period is not a picker period:
 * the control logs 'Error Period Datepicker' (app-shell §4) and shows month to date.
 */
export function hasUnknownPeriod(item: FilterItem, value: DateSelection | undefined): boolean {
  const configured = item.params?.period;
  return (
    (value !== undefined && !isPeriod(value.period)) ||
    (configured !== undefined && !isPeriod(configured))
  );
}

/** The period a date filter item starts with: its params.period, else mtd. */
export function itemPeriod(item: FilterItem): string {
  const period = item.params?.period;
  return isPeriod(period) ? period : DEFAULT_PERIOD;
}

/**
 * The selection a date filter starts with (app-shell §4, §9): the item's period (mtd by
 * default) expanded around the operational date (else today), comparison off and
 * rangeCompare from the item (else 'prev'). Without `fiscal` the current program's (else
 * the tenant's) calendar applies; `null` means the default calendar.
 */
export function defaultDateSelection(
  item: FilterItem,
  operationalDate: string,
  today: string,
  fiscal?: DateFiscalConfig | null,
): DateSelection {
  const period = itemPeriod(item);
  const calendar = fiscal === undefined ? currentFiscalConfig() : fiscal;
  const context = itemDateContext(item, operationalDate, today, calendar);
  const result = defaultRange(period, context);
  const fallback = operationalDate || today;
  const range = result.ok ? result.range : { start: fallback, end: fallback };
  return {
    period,
    firstdate: range.start,
    lastdate: range.end,
    compare: false,
    rangeCompare: item.params?.rangeCompare ?? DEFAULT_RANGE_COMPARE,
  };
}

/** The comparison range of a selection, or undefined when comparison is off or impossible. */
export function selectionComparisonRange(
  sel: DateSelection,
  fiscal?: DateFiscalConfig | null,
): { start: string; end: string } | undefined {
  if (!sel.compare) return undefined;
  const result = comparisonRange(
    sel.period,
    { start: sel.firstdate, end: sel.lastdate },
    sel.rangeCompare ?? DEFAULT_RANGE_COMPARE,
    { fiscal: fiscal ?? null },
  );
  return result.ok ? result.range : undefined;
}

/**
 * The condition keys a selection sends (conditions-semantics): firstdate and lastdate (and
 * filterdate for the daily period), customDate for hand-picked ranges, and `date`, the whole
 * selection (period, comparison, rangeCompare), which the query service ignores and the
 * widget container reads to fetch the comparison period (isComparison) for cards.
 */
export function dateSelectionToConditions(sel: DateSelection): Record<string, unknown> {
  const period = isPeriod(sel.period) ? sel.period : DEFAULT_PERIOD;
  const rangeCompare: RangeCompare = sel.rangeCompare ?? DEFAULT_RANGE_COMPARE;
  return {
    firstdate: sel.firstdate,
    lastdate: sel.lastdate,
    ...(period === 'daily' && { filterdate: sel.lastdate }),
    ...(period === 'custom' && { customDate: true }),
    date: {
      period,
      firstdate: sel.firstdate,
      lastdate: sel.lastdate,
      ...(period === 'daily' && { filterdate: sel.lastdate }),
      comparison: sel.compare === true,
      rangeCompare,
    },
  };
}
