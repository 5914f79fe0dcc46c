import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { ServerTableWidget } from './ServerTableWidget.tsx';

/**
 * The server-side query table: pages, sorts and filters its saved query on the server (bound
 * SQL over the slug as a subquery, with a total count), so it stays fast on millions of rows.
 * It fetches its own pages: the container does not run the whole query.
 */
const serverTable: WidgetTypeDefinition = {
  type: 'serverTable',
  classbase: ['serverTable'],
  specNames: ['server-side query table'],
  label: 'Server-side query table',
  needsData: false,
  paramsSchema: {
    type: 'object',
    properties: {
      pageSize: paramsRef('/properties/pageSize'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: { pageSize: { 'ui:widget': 'updown' } },
  defaults: { pageSize: 25 },
  Component: ServerTableWidget,
};
export default serverTable;
