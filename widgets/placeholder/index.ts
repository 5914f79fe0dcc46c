import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import { PlaceholderWidget } from './PlaceholderWidget.tsx';

export { PlaceholderWidget, type PlaceholderWidgetProps } from './PlaceholderWidget.tsx';

/** The placeholder type: an empty-state card, also the fallback for unknown classbases. */
const placeholder: WidgetTypeDefinition = {
  type: 'placeholder',
  classbase: ['placeholder'],
  specNames: ['placeholder'],
  label: 'Placeholder',
  needsData: false,
  paramsSchema: {
    type: 'object',
    properties: {
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    placeholder: { 'ui:placeholder': 'This widget has no content yet' },
  },
  defaults: {},
  Component: PlaceholderWidget,
};

export default placeholder;
