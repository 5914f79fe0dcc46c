import { DEFAULT_WEEK_START, isIsoDate, type IsoDate, type WeekStart } from './calendar-date';
import type { FiscalConfig, FiscalConfigInput } from '../fiscal/config';

/**
 * Everything date tokens, periods and comparison periods depend on, passed in explicitly so
 * the same inputs give the same dates in the browser and on the server.
 */
export interface DateContext {
  /** The real calendar date today (what NOW means), in the tenant's time zone. */
  readonly today: IsoDate;
  /** The program's operational date: the reference date and the date pickers' maximum. */
  readonly operationalDate?: IsoDate | null;
  /** First day of the week, 0 = Sunday (default) … 6 = Saturday. */
  readonly weekStart?: WeekStart;
  /** Fiscal calendar of the program or widget; the default calendar when absent. */
  readonly fiscal?: FiscalConfigInput | FiscalConfig | null;
  /** The program's operational variables, name → value. */
  readonly operationalVariables?: Readonly<Record<string, string>> | null;
  /** Months PREVIOUS_MONTH_CUSTOM goes back (the filter's customMonth); default 8. */
  readonly customMonthOffset?: number | null;
}

/** Default month offset of PREVIOUS_MONTH_CUSTOM (app-shell §9). */
export const DEFAULT_CUSTOM_MONTH_OFFSET = 8;

/** A range of dates or the reason there is none. */
export type DateRangeResult =
  | { readonly ok: true; readonly range: { readonly start: IsoDate; readonly end: IsoDate } }
  | { readonly ok: false; readonly error: string };

/**
 * The reference date: the operational date when it is a valid date, else today. Undefined
 * when neither is a valid `YYYY-MM-DD` date.
 */
export function referenceDate(context: DateContext): IsoDate | undefined {
  if (isIsoDate(context.operationalDate)) return context.operationalDate;
  return isIsoDate(context.today) ? context.today : undefined;
}

/** Week start of a context, Sunday when unset or not 0-6. */
export function contextWeekStart(context: DateContext): WeekStart {
  const value = context.weekStart;
  return Number.isInteger(value) && value !== undefined && value >= 0 && value <= 6
    ? value
    : DEFAULT_WEEK_START;
}

/** Message for a context whose today and operational date are both unusable. */
export function invalidReferenceError(context: DateContext): string {
  return `Invalid reference date: today '${String(context.today)}'`;
}
