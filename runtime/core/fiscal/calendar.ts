import {
  fromDayNumber,
  isIsoDate,
  toDayNumber,
  type DateRange,
  type IsoDate,
} from '../dates/calendar-date';
import {
  FISCAL_MONTHS_PER_YEAR,
  resolveFiscalConfig,
  type FiscalConfig,
  type FiscalConfigInput,
} from './config';

/** Names of the two fiscal halves, verbatim from the spec. */
export const HALF_NAMES = ['First Half', 'Second Half'] as const;

/** 'First Half' (months 1-6) or 'Second Half' (months 7-12). */
export type HalfName = (typeof HALF_NAMES)[number];

/** One fiscal month of a {@link FiscalConfig}. Dates are inclusive. */
export interface FiscalMonth {
  /** Fiscal year label. */
  readonly year: number;
  /** 1-12 within the fiscal year. */
  readonly month: number;
  /** 1-4: months 1-3, 4-6, 7-9, 10-12. */
  readonly quarter: number;
  /** 1 (months 1-6) or 2 (months 7-12). */
  readonly half: 1 | 2;
  readonly halfName: HalfName;
  readonly start: IsoDate;
  readonly end: IsoDate;
  /** Whole weeks in the month (the 53rd week included). */
  readonly weeks: number;
  /** Calendar month (1-12) this fiscal month is named after (see `firstMonth`). */
  readonly calendarMonth: number;
  /** Week of the fiscal year (1-based) the month starts with. */
  readonly firstWeek: number;
}

interface FiscalTable {
  readonly months: readonly FiscalMonth[];
  readonly starts: readonly number[];
  readonly lastDay: number;
}

const tables = new Map<string, FiscalTable>();

function tableKey(config: FiscalConfig): string {
  return [
    config.initial,
    config.end,
    config.weeks,
    config.weeks53,
    config.firstYear,
    config.firstMonth,
  ].join('|');
}

function buildTable(config: FiscalConfig): FiscalTable {
  const months: FiscalMonth[] = [];
  const endDay = toDayNumber(config.end);
  let day = toDayNumber(config.initial);
  for (let year = config.firstYear; day <= endDay; year += 1) {
    let week = 1;
    for (let month = 1; month <= FISCAL_MONTHS_PER_YEAR; month += 1) {
      const base = config.weeks[month - 1] ?? 0;
      const weeks =
        month === FISCAL_MONTHS_PER_YEAR && config.weeks53.includes(year) ? base + 1 : base;
      const half = month <= 6 ? 1 : 2;
      months.push(
        Object.freeze({
          year,
          month,
          quarter: Math.ceil(month / 3),
          half,
          halfName: half === 1 ? 'First Half' : 'Second Half',
          start: fromDayNumber(day),
          end: fromDayNumber(day + weeks * 7 - 1),
          weeks,
          calendarMonth: ((config.firstMonth - 1 + month - 1) % 12) + 1,
          firstWeek: week,
        }),
      );
      day += weeks * 7;
      week += weeks;
    }
  }
  return {
    months: Object.freeze(months),
    starts: months.map((month) => toDayNumber(month.start)),
    lastDay: day - 1,
  };
}

function tableFor(input?: FiscalConfigInput | FiscalConfig | null): FiscalTable {
  const config = resolveFiscalConfig(input);
  const key = tableKey(config);
  let table = tables.get(key);
  if (!table) {
    table = buildTable(config);
    // Configs come from a handful of tenants and widgets; the bound only guards misuse.
    if (tables.size >= 64) tables.clear();
    tables.set(key, table);
  }
  return table;
}

/**
 * Every fiscal month of the calendar, in order: from `initial` through month 12 of the last
 * fiscal year starting on or before `end`. The array is shared and frozen. Throws
 * FiscalConfigError on an invalid config.
 */
export function listFiscalMonths(
  config?: FiscalConfigInput | FiscalConfig | null,
): readonly FiscalMonth[] {
  return tableFor(config).months;
}

/** First and last day the calendar covers; dates outside it have no fiscal period. */
export function fiscalCalendarBounds(config?: FiscalConfigInput | FiscalConfig | null): DateRange {
  const table = tableFor(config);
  return { start: table.months[0]?.start ?? '', end: fromDayNumber(table.lastDay) };
}

/** Index into the month table of the month containing `date`, or -1 outside the calendar. */
function monthIndexOf(table: FiscalTable, date: IsoDate): number {
  if (!isIsoDate(date)) return -1;
  const day = toDayNumber(date);
  const first = table.starts[0];
  if (first === undefined || day < first || day > table.lastDay) return -1;
  let low = 0;
  let high = table.starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((table.starts[middle] ?? Infinity) <= day) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The fiscal month containing `date`, or undefined outside the calendar (or not a date). */
export function fiscalMonthOf(
  date: IsoDate,
  config?: FiscalConfigInput | FiscalConfig | null,
): FiscalMonth | undefined {
  const table = tableFor(config);
  return table.months[monthIndexOf(table, date)];
}

/** True when `date` falls inside the fiscal calendar. */
export function isInFiscalCalendar(
  date: IsoDate,
  config?: FiscalConfigInput | FiscalConfig | null,
): boolean {
  return fiscalMonthOf(date, config) !== undefined;
}

/** Latest fiscal month that ends on or before `date`, or undefined if none does. */
export function lastCompleteFiscalMonth(
  date: IsoDate,
  config?: FiscalConfigInput | FiscalConfig | null,
): FiscalMonth | undefined {
  // Past the calendar's end nobody knows which months follow, so that is out of range too.
  const table = tableFor(config);
  const index = monthIndexOf(table, date);
  const month = table.months[index];
  if (!month) return undefined;
  return month.end === date ? month : table.months[index - 1];
}
