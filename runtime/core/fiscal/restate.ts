import type { DateRange } from '../dates/calendar-date';
import type { FiscalConfig, FiscalConfigInput } from './config';
import { fiscalPeriodContaining, type FiscalUnit } from './ranges';

type Calendar = FiscalConfigInput | FiscalConfig | null | undefined;

/**
 * A fiscal selection made on one calendar (the dashboard picker's: the program's) restated
 * on another (a widget's params.fiscalMonth, conditions-semantics "per program or widget"):
 * from the start of the `to` period holding the selection's first day through the end of the
 * `to` period holding its last day, or through that last day itself when the selection
 * stops inside its period (a period to date stays "to date"). So "this fiscal month" means
 * the widget's own fiscal month of those days. Undefined when a calendar misses the days.
 */
export function restateFiscalRange(
  unit: FiscalUnit,
  range: DateRange,
  from: Calendar,
  to: Calendar,
): DateRange | undefined {
  const last = fiscalPeriodContaining(unit, range.end, from);
  const start = fiscalPeriodContaining(unit, range.start, to);
  const end = fiscalPeriodContaining(unit, range.end, to);
  if (!last || !start || !end) return undefined;
  return { start: start.start, end: range.end === last.end ? end.end : range.end };
}
