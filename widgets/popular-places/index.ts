import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { PopularPlacesWidget } from './PopularPlacesWidget.tsx';

/** Top-N locations sized by a measure on a bundled US map (params.popularPlaces). */
const popularPlaces: WidgetTypeDefinition = {
  type: 'popularPlaces',
  classbase: ['popularPlaces'],
  specNames: ['popular places'],
  label: 'Popular places',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      popularPlaces: paramsRef('/properties/popularPlaces'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['popularPlaces', 'placeholder'],
    popularPlaces: {
      'ui:order': [
        'name_field',
        'value_field',
        'value_title',
        'latitude_field',
        'longitude_field',
        'top',
        'format',
        'color',
      ],
      name_field: { 'ui:widget': 'column' },
      value_field: { 'ui:widget': 'column' },
      latitude_field: { 'ui:widget': 'column' },
      longitude_field: { 'ui:widget': 'column' },
      color: { 'ui:widget': 'colorSwatches' },
    },
  },
  defaults: {
    popularPlaces: {
      name_field: 'store_name',
      value_field: 'visits',
      latitude_field: 'latitude',
      longitude_field: 'longitude',
      top: 10,
    },
  },
  Component: PopularPlacesWidget,
};

export default popularPlaces;
