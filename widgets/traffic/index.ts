import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { TrafficWidget } from './TrafficWidget.tsx';

/** Visits by location and hour on a bundled US map, with an hour strip (params.traffic). */
const traffic: WidgetTypeDefinition = {
  type: 'traffic',
  classbase: ['traffic'],
  specNames: ['traffic'],
  label: 'Traffic',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      traffic: paramsRef('/properties/traffic'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['traffic', 'placeholder'],
    traffic: {
      'ui:order': [
        'name_field',
        'latitude_field',
        'longitude_field',
        'hour_field',
        'value_field',
        'value_title',
        'hour',
        'format',
        'color',
      ],
      name_field: { 'ui:widget': 'column' },
      latitude_field: { 'ui:widget': 'column' },
      longitude_field: { 'ui:widget': 'column' },
      hour_field: { 'ui:widget': 'column' },
      value_field: { 'ui:widget': 'column' },
      color: { 'ui:widget': 'colorSwatches' },
    },
  },
  defaults: {
    traffic: {
      name_field: 'store_name',
      latitude_field: 'latitude',
      longitude_field: 'longitude',
      hour_field: 'hour',
      value_field: 'visits',
    },
  },
  Component: TrafficWidget,
};

export default traffic;
