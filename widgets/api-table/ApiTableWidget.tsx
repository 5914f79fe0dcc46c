import { useMemo } from 'react';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { TableWidget } from '../table/TableWidget.tsx';

/**
 * The api table: the rows of a saved query on an http datasource in the datatable's grid
 * (sorting, formats, row count, drilldowns), with the columns declared in params.apiTable
 * (field, label, format) in their order; fields the rows lack are skipped by the table.
 */
export function ApiTableWidget(props: WidgetComponentProps) {
  const declared = props.params.apiTable?.columns;
  const params = useMemo(
    () => ({
      ...props.params,
      pqgrid: {
        ...props.params.pqgrid,
        columns: declared?.map(({ field, label, format }) => ({ field, title: label, format })),
      },
    }),
    [props.params, declared],
  );
  return <TableWidget {...props} params={params} />;
}
