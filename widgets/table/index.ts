import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { TableWidget } from './TableWidget.tsx';

const formatName = paramsRef('/definitions/valueFormat');

/**
 * Table widget. Legacy classbases: grid, table, pqtableWidget. Reads the subset of
 * `params.pqgrid` described in pqgrid-options.ts; the schema below documents it for the
 * builder while pqgrid itself stays free-form.
 */
const table: WidgetTypeDefinition = {
  type: 'table',
  classbase: ['grid', 'table', 'pqtableWidget'],
  specNames: ['datatable'],
  label: 'Table',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      pqgrid: {
        allOf: [paramsRef('/properties/pqgrid')],
        title: 'Table options',
        description:
          'Columns shown (order, titles, widths, formats), frozen columns, totals, the initial sort, paging (pageModel) and grouping (groupModel).',
        type: 'object',
        properties: {
          columns: {
            title: 'Columns',
            description: 'Columns shown, in order (default: every column of the query).',
            type: 'array',
            items: {
              type: 'object',
              required: ['field'],
              properties: {
                field: { type: 'string', title: 'Column' },
                title: { type: 'string', title: 'Title' },
                hidden: { type: 'boolean', title: 'Hidden' },
                width: { type: 'number', title: 'Width (px)', minimum: 40 },
                align: { type: 'string', title: 'Align', enum: ['left', 'center', 'right'] },
                format: { ...formatName, title: 'Format (overrides format_definition)' },
              },
            },
          },
          hiddenColumns: {
            title: 'Hidden columns',
            type: 'array',
            items: { type: 'string' },
          },
          freezeCols: {
            title: 'Frozen columns',
            description: 'Leading columns that stay visible while scrolling sideways.',
            type: 'integer',
            minimum: 0,
          },
          totals: {
            title: 'Totals',
            description: 'Columns summed in a totals row.',
            type: 'array',
            items: { type: 'string' },
          },
          sort: {
            title: 'Initial sort',
            type: 'object',
            properties: {
              field: { type: 'string', title: 'Column' },
              direction: { type: 'string', enum: ['asc', 'desc'], title: 'Direction' },
            },
          },
          sortable: { title: 'Click a header to sort', type: 'boolean', default: true },
          pageModel: {
            title: 'Paging',
            description:
              'One page at a time with a pager (type local); sorting applies to every row, then paging.',
            type: 'object',
            properties: {
              type: { type: 'string', enum: ['local'], title: 'Paging' },
              rPP: { type: 'integer', minimum: 1, title: 'Rows per page' },
              rPPOptions: {
                type: 'array',
                title: 'Rows-per-page choices',
                items: { type: 'integer', minimum: 1 },
              },
            },
          },
          groupModel: {
            title: 'Grouping',
            description:
              'Rows under collapsible group headers with row counts; with totals, per-group subtotals.',
            type: 'object',
            properties: {
              on: { type: 'boolean', title: 'Group rows' },
              dataIndx: {
                type: 'array',
                title: 'Group by columns',
                items: { type: 'string' },
              },
              collapsed: {
                type: 'array',
                title: 'Collapsed at first (per level)',
                items: { type: 'boolean' },
              },
              summary: { type: 'boolean', title: 'Subtotals', default: true },
            },
          },
        },
      },
      comparisonPeriod: paramsRef('/properties/comparisonPeriod'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    pqgrid: {
      'ui:order': [
        'columns',
        'hiddenColumns',
        'freezeCols',
        'totals',
        'sort',
        'sortable',
        'pageModel',
        'groupModel',
        '*',
      ],
      columns: { items: { field: { 'ui:widget': 'column' } } },
      hiddenColumns: { items: { 'ui:widget': 'column' } },
      totals: { items: { 'ui:widget': 'column' } },
      sort: { field: { 'ui:widget': 'column' } },
      groupModel: { dataIndx: { items: { 'ui:widget': 'column' } } },
    },
  },
  defaults: { pqgrid: {} },
  Component: TableWidget,
};

export default table;
