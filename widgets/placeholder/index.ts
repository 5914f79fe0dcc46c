import type { WidgetTypeDefinition } from '../types.ts';
import { paramsRef } from './params-ref.ts';
import { PlaceholderWidget } from './PlaceholderWidget.tsx';

export { PlaceholderWidget, type PlaceholderWidgetProps } from './PlaceholderWidget.tsx';
export {
  WidgetEmpty,
  WidgetError,
  WidgetLoading,
  WidgetMeasuring,
  type WidgetEmptyProps,
  type WidgetErrorProps,
  type WidgetStateProps,
} from './WidgetState.tsx';

/** The placeholder type: an empty-state card, also the fallback for unknown classbases. */
const placeholder: WidgetTypeDefinition = {
  type: 'placeholder',
  classbase: ['placeholder'],
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
