import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { WeatherWidget } from './WeatherWidget.tsx';

/** One store's weather: its current day and 7-day outlook (params.weather). */
const weather: WidgetTypeDefinition = {
  type: 'weather',
  classbase: ['weather'],
  specNames: ['weather'],
  label: 'Weather',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      weather: paramsRef('/properties/weather'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['weather', 'placeholder'],
    weather: {
      'ui:order': [
        'unit',
        'days',
        'show_details',
        'date_field',
        'store_field',
        'place_field',
        'min_field',
        'max_field',
        'condition_field',
        'precip_field',
        'wind_field',
      ],
      date_field: { 'ui:widget': 'column' },
      store_field: { 'ui:widget': 'column' },
      place_field: { 'ui:widget': 'column' },
      min_field: { 'ui:widget': 'column' },
      max_field: { 'ui:widget': 'column' },
      condition_field: { 'ui:widget': 'column' },
      precip_field: { 'ui:widget': 'column' },
      wind_field: { 'ui:widget': 'column' },
    },
  },
  // The demo's column names are the fields' defaults; °C and a full week unless told.
  defaults: { weather: { unit: 'celsius', days: 7, show_details: true } },
  Component: WeatherWidget,
};

export default weather;
