/**
 * The date filter: the control the filter panel hosts for `type: 'date'` items and the pure
 * helpers that turn its selection into query conditions.
 */
export { DateFilterControl } from './DateFilterControl.tsx';
export type { DateFilterControlProps } from './date-filter-props.ts';
export {
  currentFiscalConfig,
  dateFilterEnv,
  useDateFilterEnv,
  type DateFilterEnv,
} from './date-env.ts';
export { comparisonQuery, type ComparisonQuery } from './comparison-conditions.ts';
export {
  dateSelectionToConditions,
  defaultDateSelection,
  itemDateContext,
  selectionComparisonRange,
  type DateFiscalConfig,
  type DateSelection,
} from './date-selection.ts';
