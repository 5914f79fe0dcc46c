import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { photosForm } from '../photo-feed/photos-definition.ts';
import { PhotoGalleryWidget } from './PhotoGalleryWidget.tsx';

/** The query's pictures as a grid with a keyboard lightbox (params.photos). */
const photoGallery: WidgetTypeDefinition = {
  type: 'photoGallery',
  classbase: ['photoGallery'],
  specNames: ['photo gallery'],
  label: 'Photo gallery',
  needsData: true,
  ...photosForm(false),
  // Without params.photos the first column holds the picture addresses.
  defaults: {},
  Component: PhotoGalleryWidget,
};

export default photoGallery;
