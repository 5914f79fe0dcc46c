import { Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useCrossFilter } from '../../runtime/widget-sdk/cross-filter.ts';
import { localizeText } from '../../runtime/widget-sdk/format.ts';
import type { DataRow, WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { TableWidget } from '../table/TableWidget.tsx';
import { selectTableText } from './select-table-messages.ts';

/** The line above the table: its height comes off the table's. */
const CAPTION_HEIGHT = 28;

/**
 * The select table (app-shell §5 "select table"): the table widget whose row click publishes
 * the row's `selectTable.field` as the dashboard filter of that name (useCrossFilter), so the
 * other widgets re-query with it. The selected rows are marked; a click on one again, or × on
 * its chip in the filter bar, removes it. Its own query runs without that filter
 * (index.ts publishedFilter), so every row stays selectable.
 */
export function SelectTableWidget(props: WidgetComponentProps) {
  const { params, locale, height } = props;
  const settings = params.selectTable;
  const field = settings?.field ?? props.data?.columns[0];
  const multiple = settings?.multiple === true;
  const text = selectTableText(locale);
  const filter = useCrossFilter(field, multiple);
  const { values, toggle: toggleValue } = filter;
  const selection = useMemo(
    () =>
      filter.available && field
        ? {
            isSelected: (row: DataRow) => values.includes(String(row[field] ?? '')),
            toggle: (row: DataRow) => toggleValue(row[field]),
            multiple,
          }
        : undefined,
    [filter.available, field, values, toggleValue, multiple],
  );
  const caption = !filter.available
    ? text('unavailable', { field: field ?? '' })
    : values.length > 0
      ? text('selected', { count: values.length })
      : settings?.label
        ? localizeText(settings.label, locale)
        : text('hint');
  // Loading, empty and error states are the table's own (the container's shared slots).
  if (!props.data || props.error || props.data.rows.length === 0) return <TableWidget {...props} />;
  return (
    <div data-testid="select-table" data-field={field} data-selected={values.join(',')}>
      <Text
        size="xs"
        c={filter.available ? 'dimmed' : 'orange'}
        h={CAPTION_HEIGHT}
        px="sm"
        truncate
        style={{ display: 'flex', alignItems: 'center', gap: 6 }}
        data-testid="select-table-caption"
      >
        <IconFilter size={13} aria-hidden />
        {caption}
      </Text>
      <TableWidget {...props} height={Math.max(0, height - CAPTION_HEIGHT)} selection={selection} />
    </div>
  );
}
