import { DatePicker, MonthPicker, YearPicker, type DatesRangeValue } from '@mantine/dates';
import {
  contextWeekStart,
  type DateContext,
  type FiscalPeriodOption,
} from '../../../core/index.ts';
import type { DateSelection } from './date-selection.ts';
import { FiscalPeriodPicker } from './FiscalPeriodPicker.tsx';
import {
  fiscalUnitOf,
  pickerBounds,
  type FiscalYearOptions,
  type PickerKind,
} from './picker-logic.ts';

/** A calendar range value: yyyy-MM-dd ends, the second null while half picked. */
export type CalendarRange = DatesRangeValue<string>;

/** Props of {@link PeriodCalendar}. */
export interface PeriodCalendarProps {
  kind: PickerKind;
  selection: DateSelection;
  /** A half-picked range (first click of two), shown instead of the selection. */
  draft: CalendarRange | undefined;
  context: DateContext;
  /** Fiscal picker entries (fiscal kinds only). */
  years: readonly FiscalYearOptions[];
  locale: string;
  onDay(date: string | null): void;
  onRange(range: CalendarRange): void;
  onFiscal(option: FiscalPeriodOption, extend: boolean): void;
}

/**
 * The picker that fits the period (app-shell §9, widget-layer §2): a day calendar, a range
 * calendar, month or year lists, or a fiscal month / quarter / half / year picker, limited
 * to 2016-10-01 .. the operational date.
 */
export function PeriodCalendar({
  kind,
  selection,
  draft,
  context,
  years,
  locale,
  onDay,
  onRange,
  onFiscal,
}: PeriodCalendarProps) {
  const bounds = pickerBounds(context);
  const rangeValue: CalendarRange = draft ?? [selection.firstdate, selection.lastdate];
  // While a range is half picked, the period the first date expanded to stays highlighted.
  const expanded = (date: string, chars: number) => {
    const part = date.slice(0, chars);
    const first = selection.firstdate.slice(0, chars);
    const last = selection.lastdate.slice(0, chars);
    return draft !== undefined && part >= first && part <= last
      ? { inRange: true, firstInRange: part === first, lastInRange: part === last }
      : {};
  };
  const common = {
    minDate: bounds?.min,
    maxDate: bounds?.max,
    locale,
    defaultDate: selection.lastdate,
    size: 'sm' as const,
  };
  const unit = fiscalUnitOf(kind);

  switch (kind) {
    case 'day':
      return (
        <DatePicker
          {...common}
          firstDayOfWeek={contextWeekStart(context)}
          value={selection.lastdate}
          onChange={onDay}
        />
      );
    case 'range':
      return (
        <DatePicker
          {...common}
          type="range"
          allowSingleDateInRange
          firstDayOfWeek={contextWeekStart(context)}
          value={rangeValue}
          onChange={onRange}
          getDayProps={(date) => expanded(String(date), 10)}
        />
      );
    case 'month':
      return (
        <MonthPicker
          {...common}
          type="range"
          allowSingleDateInRange
          value={rangeValue}
          onChange={onRange}
          getMonthControlProps={(date) => expanded(String(date), 7)}
        />
      );
    case 'year':
      return (
        <YearPicker
          {...common}
          type="range"
          allowSingleDateInRange
          value={rangeValue}
          onChange={onRange}
          getYearControlProps={(date) => expanded(String(date), 4)}
        />
      );
    default:
      return unit ? (
        <FiscalPeriodPicker
          unit={unit}
          years={years}
          firstdate={selection.firstdate}
          lastdate={selection.lastdate}
          locale={locale}
          onPick={onFiscal}
        />
      ) : null;
  }
}
