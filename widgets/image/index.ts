import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { ImageWidget } from './ImageWidget.tsx';

export { ImageWidget } from './ImageWidget.tsx';

/** A picture (the widget's `url`), scaled to fit. */
const image: WidgetTypeDefinition = {
  type: 'image',
  classbase: ['image', 'imageWidget'],
  specNames: ['image'],
  label: 'Image',
  needsData: false,
  // The picture is the widget's url, a widget field rather than a param.
  paramsSchema: { type: 'object', properties: {} },
  uiSchema: {},
  defaults: { borderNone: true },
  Component: ImageWidget,
};

export default image;
