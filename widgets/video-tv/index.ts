import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { VideoTvWidget } from './VideoTvWidget.tsx';

/** A looping video playlist for wall screens (params.videoTv, or the query's rows). */
const videoTv: WidgetTypeDefinition = {
  type: 'videoTv',
  classbase: ['videoTv'],
  specNames: ['video TV'],
  label: 'Video TV',
  // Runs the query only when the widget has one: the playlist may live in the params.
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      videoTv: paramsRef('/properties/videoTv'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['videoTv', 'placeholder'],
    videoTv: {
      'ui:order': ['items', 'show_title', 'url_field', 'title_field', 'duration_field'],
      url_field: { 'ui:widget': 'column' },
      title_field: { 'ui:widget': 'column' },
      duration_field: { 'ui:widget': 'column' },
    },
  },
  defaults: { videoTv: { items: [], show_title: true } },
  Component: VideoTvWidget,
};

export default videoTv;
