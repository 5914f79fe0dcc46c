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
  // The builder's visual form editor (fields, order, texts per language; or the same params
  // as JSON), beside the live preview of the form.
  uiSchema: { form: { 'ui:field': 'formEditor' } },
  defaults: { form: { table: 'store_visits' } },
  Component: FormBuilderWidget,
};

export default formBuilder;
