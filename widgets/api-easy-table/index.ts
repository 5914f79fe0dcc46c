import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { ApiEasyTableWidget } from './ApiEasyTableWidget.tsx';

/**
 * api easy table: rows of a JSON API (a saved query on an http datasource) with the columns
 * inferred from the rows: nothing to declare.
 */
const apiEasyTable: WidgetTypeDefinition = {
  type: 'apiEasyTable',
  classbase: ['apiEasyTable'],
  specNames: ['api easy table'],
  label: 'API easy table',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {},
  defaults: {},
  Component: ApiEasyTableWidget,
};

export default apiEasyTable;
