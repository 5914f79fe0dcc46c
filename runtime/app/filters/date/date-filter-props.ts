import type { FilterItem } from '../../../../schemas/generated/index.ts';
import type { DateFiscalConfig, DateSelection } from './date-selection.ts';

/** Props of the date filter control (the filter panel's `type: 'date'` item). */
export interface DateFilterControlProps {
  /** The filter item; its params give the period, week start, comparison and rangeCompare. */
  item: FilterItem;
  /** The current selection; undefined shows the item's default selection. */
  value: DateSelection | undefined;
  onChange(value: DateSelection): void;
  /** The program's operational date (yyyy-MM-dd): the reference date and the maximum. */
  operationalDate: string;
  /** The program's (else the tenant's) fiscal calendar; the default calendar when absent. */
  fiscal?: DateFiscalConfig;
  /** Today's date (yyyy-MM-dd); defaults to the browser's local date. */
  today?: string;
}
