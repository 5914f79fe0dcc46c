import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { ApiTableWidget } from './ApiTableWidget.tsx';

/**
 * api table: rows of a JSON API (a saved query on an http datasource, server/datasources/http)
 * with declared columns. The request, its allow-list and its secrets live on the server; the
 * widget only names the saved query, like any data widget.
 */
const apiTable: WidgetTypeDefinition = {
  type: 'apiTable',
  classbase: ['apiTable'],
  specNames: ['api table'],
  label: 'API table',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      apiTable: { ...paramsRef('/properties/apiTable'), title: 'Columns' },
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['apiTable', 'placeholder'],
    apiTable: { columns: { items: { field: { 'ui:widget': 'column' } } } },
  },
  defaults: { apiTable: { columns: [{ field: 'name' }] } },
  Component: ApiTableWidget,
};

export default apiTable;
