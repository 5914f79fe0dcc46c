import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { GaugeWidget } from './GaugeWidget.tsx';

/** A measure against min/max, a target and coloured bands (params.gauge). */
const gauge: WidgetTypeDefinition = {
  type: 'gauge',
  classbase: ['gauge'],
  specNames: ['charts (gauge)'],
  label: 'Gauge',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      gauge: paramsRef('/properties/gauge'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['gauge', 'placeholder'],
    gauge: {
      'ui:order': [
        'value_field',
        'format',
        'min',
        'max',
        'max_field',
        'target',
        'target_field',
        'relative',
        'bands',
      ],
      value_field: { 'ui:widget': 'column' },
      max_field: { 'ui:widget': 'column' },
      target_field: { 'ui:widget': 'column' },
      bands: { items: { color: { 'ui:widget': 'colorSwatches' } } },
    },
  },
  // Without params.gauge the first column is the value: the author picks columns in the form.
  defaults: {},
  Component: GaugeWidget,
};

export default gauge;
