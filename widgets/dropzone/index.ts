import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { DropzoneWidget } from './DropzoneWidget.tsx';

/** The dropzone (issue 28): files dropped here are checked, previewed and written to a table. */
const dropzone: WidgetTypeDefinition = {
  type: 'dropzone',
  classbase: ['dropzone'],
  specNames: ['dropzone'],
  label: 'Dropzone',
  needsData: false,
  paramsSchema: {
    type: 'object',
    properties: { dropzone: paramsRef('/properties/dropzone') },
  },
  uiSchema: { dropzone: { table: { 'ui:placeholder': 'price_list' } } },
  defaults: { dropzone: { table: 'price_list' } },
  Component: DropzoneWidget,
};

export default dropzone;
