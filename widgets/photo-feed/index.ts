import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { PhotoFeedWidget } from './PhotoFeedWidget.tsx';
import { photosForm } from './photos-definition.ts';

/** The query's pictures in order, loading more on scroll (params.photos). */
const photoFeed: WidgetTypeDefinition = {
  type: 'photoFeed',
  classbase: ['photoFeed'],
  specNames: ['photo feed'],
  label: 'Photo feed',
  needsData: true,
  ...photosForm(true),
  // Without params.photos the first column holds the picture addresses.
  defaults: {},
  Component: PhotoFeedWidget,
};

export default photoFeed;
