import { useMemo } from 'react';
import type { DataRow, WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { DataTable } from './DataTable.tsx';
import { readPqgridOptions } from './pqgrid-options.ts';
import { buildColumns, columnTotals } from './table-columns.ts';
import { useComparedData } from './compared-data.ts';
import { WidgetEmpty, WidgetError } from '../../runtime/widget-sdk/WidgetState.tsx';
import { LoadingSkeleton } from '../../runtime/widget-sdk/LoadingSkeleton.tsx';
import { dataWidgetText, rowCountText } from './widget-texts.ts';

const NO_ROWS: DataRow[] = [];

/** The table's props; the select table adds a row selection that replaces the drilldown. */
export interface TableWidgetProps extends WidgetComponentProps {
  selection?: {
    isSelected: (row: DataRow) => boolean;
    toggle: (row: DataRow) => void;
    multiple: boolean;
  };
}
const NO_COLUMNS: string[] = [];
const NO_FORMATS: Record<string, string | undefined> = {};

/**
 * The table widget: the widget's rows in a virtualized, sortable grid with formatted columns
 * (format_definition, `params.pqgrid` options: see pqgrid-options.ts), a totals row when
 * configured and a row count. A row click opens the widget's drilldowns with that row. With a
 * comparison period (params.comparisonPeriod) each measure has its comparison column beside it,
 * formatted like the measure.
 */
export function TableWidget(props: TableWidgetProps) {
  const { widget, params, error, width, height, locale, reload, onDrilldown } = props;
  const { data, added, title } = useComparedData(props.data, props.comparison, locale);
  const rows = data?.rows ?? NO_ROWS;
  const options = useMemo(() => {
    const read = readPqgridOptions(params.pqgrid, locale);
    // Configured columns list only the query's: each measure's comparison goes beside it.
    const columns = read.columns?.flatMap((column) =>
      added[column.field]
        ? [
            column,
            { ...column, field: added[column.field]!, title: title(column.title || column.field) },
          ]
        : [column],
    );
    // A measure summed in the totals row has its comparison summed beside it.
    const totals = read.totals.flatMap((field) =>
      added[field] ? [field, added[field]!] : [field],
    );
    return { ...read, columns, totals };
  }, [params.pqgrid, added, title, locale]);
  const ownFormats = widget.format_definition ?? NO_FORMATS;
  const formats = useMemo(
    () => ({
      ...ownFormats,
      ...Object.fromEntries(
        Object.entries(added).map(([measure, column]) => [column, ownFormats[measure]]),
      ),
    }),
    [ownFormats, added],
  );
  const totals = useMemo(() => columnTotals(rows, options.totals), [rows, options.totals]);
  const columns = useMemo(
    () =>
      buildColumns({
        columns: data?.columns ?? NO_COLUMNS,
        rows,
        formats,
        options,
        locale,
        totals,
      }),
    [data?.columns, rows, formats, options, locale, totals],
  );
  const texts = useMemo(() => {
    const text = dataWidgetText(locale);
    return {
      rowCount: (count: number) => rowCountText(locale, count),
      total: text('total'),
      ascending: text('sortAscending'),
      descending: text('sortDescending'),
      subtotal: text('subtotal'),
      pageOf: (page: number, count: number) =>
        text('pageOf', {
          page: page.toLocaleString(locale),
          count: count.toLocaleString(locale),
        }),
      firstPage: text('firstPage'),
      previousPage: text('previousPage'),
      nextPage: text('nextPage'),
      lastPage: text('lastPage'),
      rowsPerPage: text('rowsPerPage'),
      pager: text('pager'),
    };
  }, [locale]);

  if (error)
    return <WidgetError locale={locale} height={height} message={error} onRetry={reload} />;
  if (!data) {
    return (
      <LoadingSkeleton
        width={width}
        height={height}
        variant="table"
        label={dataWidgetText(locale)('loading')}
      />
    );
  }
  if (rows.length === 0 || columns.length === 0) {
    return <WidgetEmpty locale={locale} height={height} title={params.placeholder} />;
  }
  return (
    <DataTable
      // A new column set (another query) starts unsorted rather than sorted by a lost column.
      key={columns.map((column) => column.field).join('\u0000')}
      columns={columns}
      rows={rows}
      locale={locale}
      width={width}
      height={height}
      initialSort={options.sort}
      sortable={options.sortable}
      totals={totals}
      pageModel={options.pageModel}
      groupModel={options.groupModel}
      onRowClick={props.selection?.toggle ?? onDrilldown}
      isSelected={props.selection?.isSelected}
      multiselectable={props.selection?.multiple}
      texts={texts}
    />
  );
}
