import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import table from '../table/index.ts';
import { SelectTableWidget } from './SelectTableWidget.tsx';

/**
 * Select table: the table (columns, formats, sorting: params.pqgrid, as the table type) whose
 * row selection publishes a dashboard filter (params.selectTable), cross-filtering the
 * dashboard's other widgets.
 */
const selectTable: WidgetTypeDefinition = {
  type: 'selectTable',
  classbase: ['selectTable'],
  specNames: ['select table'],
  label: 'Select table',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      selectTable: paramsRef('/properties/selectTable'),
      pqgrid: (table.paramsSchema.properties as Record<string, unknown>).pqgrid,
    },
  },
  uiSchema: {
    'ui:order': ['selectTable', 'pqgrid'],
    selectTable: {
      'ui:order': ['field', 'multiple', 'label'],
      field: { 'ui:widget': 'column' },
    },
    pqgrid: table.uiSchema.pqgrid,
  },
  // The author picks the column in the form (until then the first column publishes).
  defaults: { pqgrid: {} },
  Component: SelectTableWidget,
  publishedFilter: (params) => params.selectTable?.field || undefined,
};

export default selectTable;
