import { useMemo } from 'react';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { TableWidget } from '../table/TableWidget.tsx';
import { inferEasyTable } from './easy-columns.ts';

/**
 * The api easy table: the rows of a saved query on an http datasource with nothing to set up.
 * Columns are every field of the rows, titled and formatted from their values
 * (easy-columns.ts: numbers, numeric text, dates), in the datatable's grid.
 */
export function ApiEasyTableWidget(props: WidgetComponentProps) {
  const { data } = props;
  const easy = useMemo(() => (data ? inferEasyTable(data.columns, data.rows) : undefined), [data]);
  const params = useMemo(
    () => ({
      ...props.params,
      pqgrid: {
        ...props.params.pqgrid,
        columns: easy?.columns.map(({ field, title, format }) => ({ field, title, format })),
      },
    }),
    [props.params, easy],
  );
  const shown = useMemo(
    () => (easy ? { rows: easy.rows, columns: easy.columns.map((column) => column.field) } : data),
    [easy, data],
  );
  return <TableWidget {...props} data={shown} params={params} />;
}
