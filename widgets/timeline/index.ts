import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { TimelineWidget } from './TimelineWidget.tsx';

/** Dated events of a query, grouped by day, with an icon per type (params.timeline). */
const timeline: WidgetTypeDefinition = {
  type: 'timeline',
  classbase: ['timeline'],
  specNames: ['timeline'],
  label: 'Timeline',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      timeline: paramsRef('/properties/timeline'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['timeline', 'placeholder'],
    timeline: {
      'ui:order': ['date_field', 'title_field', 'type_field', 'detail_field', 'icons'],
      date_field: { 'ui:widget': 'column' },
      title_field: { 'ui:widget': 'column' },
      type_field: { 'ui:widget': 'column' },
      detail_field: { 'ui:widget': 'column' },
    },
  },
  // Without params.timeline the first two columns are the date and title.
  defaults: {},
  Component: TimelineWidget,
};

export default timeline;
