import { addDays, isIsoDate, monthOf, yearOf, type IsoDate } from '../dates/calendar-date';

/**
 * A fiscal calendar: consecutive blocks of whole weeks, twelve fiscal months a fiscal year.
 *
 * - `initial`: first day of the first fiscal year (usually the week-start day).
 * - `end`: the calendar covers every fiscal year that starts on or before this date; the
 *   last fiscal year is kept whole even when it runs past `end`, so every listed quarter,
 *   half and year is complete.
 * - `weeks`: weeks in fiscal months 1-12 (4-4-5 ×4 by default, 52 weeks).
 * - `weeks53`: fiscal year labels with a 53rd week; it is added to month 12 of those years
 *   (retail calendars insert it every 5-6 years to stay aligned with the seasons).
 * - `firstYear`: label of the fiscal year starting at `initial`; later years count up by one.
 *   Default: the calendar year of `initial` (2018-02-04 starts FY2018).
 * - `firstMonth`: the calendar month (1-12) fiscal month 1 is named after; month n is named
 *   after the calendar month n-1 later. Default: the calendar month holding the middle of
 *   fiscal month 1, so a year starting 2023-01-29 is still a February year.
 *
 * Both calendars of the spec are configurations of this one model:
 * - the default retail calendar (widget-layer §9): `{}` → initial 2018-02-04, 4-4-5 weeks,
 *   FY2018 starts 2018-02-04, month 1 is February;
 * - the April calendar of app-shell §9 ("February starts week 44 … fiscal year starts in
 *   April"): `{ initial: '2018-04-01' }` → month 1 is April (weeks 1-4), and month 11,
 *   February, starts week 44 (4+4+5+4+4+5+4+4+5+4 = 43 weeks before it). Add
 *   `firstYear: 2019` to label that year by the calendar year it ends in (FY2019 = April
 *   2018 – March 2019);
 * - a retail calendar with a 53-week year: `{ weeks53: [2023] }` → FY2023 month 12 has 6
 *   weeks and FY2024 starts 2024-02-04.
 */
export interface FiscalConfig {
  readonly initial: IsoDate;
  readonly end: IsoDate;
  readonly weeks: readonly number[];
  readonly weeks53: readonly number[];
  readonly firstYear: number;
  readonly firstMonth: number;
}

/**
 * What configs may say: any part of {@link FiscalConfig}, and also the spec's widget/program
 * param shape `fiscalMonth: { range: { initial, end }, weeks }` (top-level `initial`/`end`
 * win over `range`). `weeks` may be a comma-separated string ("4,4,5,…").
 */
export interface FiscalConfigInput {
  readonly initial?: IsoDate;
  readonly end?: IsoDate;
  readonly range?: { readonly initial?: IsoDate; readonly end?: IsoDate };
  readonly weeks?: readonly number[] | string;
  readonly weeks53?: readonly number[];
  readonly firstYear?: number;
  readonly firstMonth?: number;
}

/** Default fiscal calendar (widget-layer §9, app-shell §9). */
export const DEFAULT_FISCAL_CONFIG: FiscalConfig = Object.freeze({
  initial: '2018-02-04',
  end: '2030-12-31',
  weeks: Object.freeze([4, 4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 5]),
  weeks53: Object.freeze([]),
  firstYear: 2018,
  firstMonth: 2,
});

/** Number of fiscal months in a fiscal year. */
export const FISCAL_MONTHS_PER_YEAR = 12;

/** A fiscal configuration that cannot describe a calendar. */
export class FiscalConfigError extends Error {
  override readonly name = 'FiscalConfigError';
}

function parseWeeks(weeks: readonly number[] | string): number[] {
  if (typeof weeks !== 'string') return [...weeks];
  return weeks.split(',').map((item) => (item.trim() === '' ? Number.NaN : Number(item)));
}

/**
 * A complete, validated, frozen {@link FiscalConfig} from a partial one (or the default when
 * none is given). Throws {@link FiscalConfigError} naming the bad field.
 */
export function resolveFiscalConfig(input?: FiscalConfigInput | FiscalConfig | null): FiscalConfig {
  if (input === undefined || input === null || input === DEFAULT_FISCAL_CONFIG) {
    return DEFAULT_FISCAL_CONFIG;
  }
  const range = 'range' in input ? input.range : undefined;
  const initial = input.initial ?? range?.initial ?? DEFAULT_FISCAL_CONFIG.initial;
  const end = input.end ?? range?.end ?? DEFAULT_FISCAL_CONFIG.end;
  const weeks =
    input.weeks === undefined ? [...DEFAULT_FISCAL_CONFIG.weeks] : parseWeeks(input.weeks);
  const weeks53 = [...(input.weeks53 ?? [])];

  if (!isIsoDate(initial)) throw new FiscalConfigError(`Invalid fiscal initial date '${initial}'`);
  if (!isIsoDate(end)) throw new FiscalConfigError(`Invalid fiscal end date '${end}'`);
  if (end < initial) {
    throw new FiscalConfigError(`Fiscal end date ${end} is before initial date ${initial}`);
  }
  if (
    weeks.length !== FISCAL_MONTHS_PER_YEAR ||
    !weeks.every((count) => Number.isInteger(count) && count > 0)
  ) {
    throw new FiscalConfigError(
      `Fiscal weeks must be ${FISCAL_MONTHS_PER_YEAR} positive integers, got [${weeks.join(', ')}]`,
    );
  }
  if (!weeks53.every((year) => Number.isInteger(year))) {
    throw new FiscalConfigError(
      `Fiscal weeks53 must list integer years, got [${weeks53.join(', ')}]`,
    );
  }
  const firstYear = input.firstYear ?? yearOf(initial);
  if (!Number.isInteger(firstYear)) {
    throw new FiscalConfigError(`Fiscal firstYear must be an integer, got ${String(firstYear)}`);
  }
  const firstWeeks = weeks[0] ?? 0;
  const firstMonth =
    input.firstMonth ?? monthOf(addDays(initial, Math.floor((firstWeeks * 7) / 2)));
  if (!Number.isInteger(firstMonth) || firstMonth < 1 || firstMonth > 12) {
    throw new FiscalConfigError(`Fiscal firstMonth must be 1-12, got ${String(firstMonth)}`);
  }

  return Object.freeze({
    initial,
    end,
    weeks: Object.freeze(weeks),
    weeks53: Object.freeze([...new Set(weeks53)].sort((a, b) => a - b)),
    firstYear,
    firstMonth,
  });
}
