import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { PlaceWidget } from './PlaceWidget.tsx';

/** One location on a bundled US map, from a one-row query or the params (params.place). */
const place: WidgetTypeDefinition = {
  type: 'place',
  classbase: ['place'],
  specNames: ['place'],
  label: 'Place',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      place: paramsRef('/properties/place'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['place', 'placeholder'],
    place: {
      'ui:order': [
        'name_field',
        'address_fields',
        'latitude_field',
        'longitude_field',
        'name',
        'address',
        'latitude',
        'longitude',
        'zoom',
        'color',
      ],
      name_field: { 'ui:widget': 'column' },
      address_fields: { items: { 'ui:widget': 'column' } },
      latitude_field: { 'ui:widget': 'column' },
      longitude_field: { 'ui:widget': 'column' },
      color: { 'ui:widget': 'colorSwatches' },
    },
    placeholder: { 'ui:placeholder': 'Shown when no row matches the filters' },
  },
  defaults: {
    place: {
      name_field: 'store_name',
      address_fields: ['city', 'state'],
      latitude_field: 'latitude',
      longitude_field: 'longitude',
      zoom: 6,
    },
  },
  Component: PlaceWidget,
};

export default place;
