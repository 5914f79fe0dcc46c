import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DateFilterControlProps } from './date-filter-props.ts';

// @mantine/dates and its CSS load with the first date filter shown, not with the app.
const DatePickerPanel = lazy(() =>
  import('./DatePickerPanel.tsx').then((module) => ({ default: module.DatePickerPanel })),
);

/**
 * The date filter of the filter panel (app-shell §2, §4, §9): period select, the calendar or
 * fiscal picker that fits the period, shortcuts, the comparison switch and the range text.
 */
export function DateFilterControl(props: DateFilterControlProps) {
  return (
    <Suspense fallback={<Skeleton height={36} radius="sm" data-testid="date-filter-loading" />}>
      <DatePickerPanel {...props} />
    </Suspense>
  );
}
