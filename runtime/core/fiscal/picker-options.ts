import { compareDates, isIsoDate, type IsoDate } from '../dates/calendar-date';
import { HALF_NAMES, listFiscalMonths, type HalfName } from './calendar';
import { FISCAL_MONTHS_PER_YEAR, type FiscalConfig, type FiscalConfigInput } from './config';
import {
  FISCAL_UNIT_MONTHS,
  fiscalPeriodRange,
  type FiscalPeriodRange,
  type FiscalUnit,
} from './ranges';

/** One entry of a fiscal month, quarter, half or year picker. */
export interface FiscalPeriodOption extends FiscalPeriodRange {
  /** A fiscal period can be selected only if it starts on or before the operational date. */
  readonly selectable: boolean;
  /** For halves: 'First Half' or 'Second Half'. */
  readonly halfName?: HalfName;
}

/**
 * The spec's selection rule (widget-layer §5): selectable only if `period.start` is on or
 * before the operational date. An invalid operational date selects nothing.
 */
export function isFiscalPeriodSelectable(
  period: { readonly start: IsoDate },
  operationalDate: IsoDate,
): boolean {
  return isIsoDate(operationalDate) && compareDates(period.start, operationalDate) <= 0;
}

/**
 * Every fiscal period of `unit` in the calendar, oldest first, each flagged `selectable`
 * against the operational date, for pickers that show future periods disabled.
 */
export function fiscalPeriodOptions(
  unit: FiscalUnit,
  operationalDate: IsoDate,
  config?: FiscalConfigInput | FiscalConfig | null,
): FiscalPeriodOption[] {
  const months = listFiscalMonths(config);
  const first = months[0];
  if (!first) return [];
  const perYear = FISCAL_MONTHS_PER_YEAR / FISCAL_UNIT_MONTHS[unit];
  const years = months.length / FISCAL_MONTHS_PER_YEAR;
  const options: FiscalPeriodOption[] = [];
  for (let year = first.year; year < first.year + years; year += 1) {
    for (let index = 1; index <= perYear; index += 1) {
      const range = fiscalPeriodRange({ unit, year, index }, config);
      if (!range) continue;
      const selectable = isFiscalPeriodSelectable(range, operationalDate);
      options.push(
        unit === 'half'
          ? { ...range, selectable, halfName: HALF_NAMES[index - 1] }
          : { ...range, selectable },
      );
    }
  }
  return options;
}

/** Only the selectable fiscal periods of `unit`, oldest first. */
export function selectableFiscalPeriods(
  unit: FiscalUnit,
  operationalDate: IsoDate,
  config?: FiscalConfigInput | FiscalConfig | null,
): FiscalPeriodOption[] {
  return fiscalPeriodOptions(unit, operationalDate, config).filter((option) => option.selectable);
}
