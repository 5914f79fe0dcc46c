import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { FormBuilderWidget } from './FormBuilderWidget.tsx';

/**
 * The form builder (issue 28): its fields are a declared table's columns (one schema for the
 * browser and the server), and a submission writes one row to the tenant's write store.
 */
const formBuilder: WidgetTypeDefinition = {
  type: 'formBuilder',
  classbase: ['formBuilder'],
  specNames: ['form builder'],
  label: 'Form builder',
  needsData: false,
  paramsSchema: {
    type: 'object',
    properties: { form: paramsRef('/properties/form') },
  },
  uiSchema: {
    form: {
      table: { 'ui:placeholder': 'store_visits' },
      ui_schema: { 'ui:widget': 'textarea' },
    },
  },
  defaults: { form: { table: 'store_visits' } },
  Component: FormBuilderWidget,
};

export default formBuilder;
