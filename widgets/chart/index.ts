import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { ChartWidget } from './ChartWidget.tsx';

/**
 * Chart widget (vega-lite). Legacy classbases: chart, vegaWidget, EchartsWidget.
 * `params.graph` either maps a legacy graph `{type, xkey, ykey, yline, series}` to a spec
 * (see graph-to-spec.ts) or carries a full vega-lite spec in `graph.spec`; such a spec reads
 * the widget's rows from the named dataset `table`: `"data": {"name": "table"}`.
 */
const chart: WidgetTypeDefinition = {
  type: 'chart',
  classbase: ['chart', 'vegaWidget', 'EchartsWidget'],
  specNames: ['charts (bar)', 'charts (donut)', 'charts (multi-series)'],
  label: 'Chart (Vega-Lite)',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      graph: paramsRef('/definitions/graph'),
      colors: paramsRef('/properties/colors'),
      comparisonPeriod: paramsRef('/properties/comparisonPeriod'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    graph: {
      'ui:title': 'Chart',
      'ui:order': [
        'type',
        'xkey',
        'xtitle',
        'ykey',
        'yline',
        'series',
        'spec',
        'theme',
        'column_types',
        'max_rows',
      ],
      type: { 'ui:title': 'Chart type' },
      xkey: { 'ui:widget': 'column', 'ui:title': 'X axis (category)' },
      xtitle: { 'ui:title': 'X axis title' },
      ykey: { 'ui:field': 'columnList', 'ui:title': 'Y axis (measures)' },
      yline: { 'ui:field': 'columnList', 'ui:title': 'Line on a second axis' },
      series: {
        'ui:title': 'Series',
        items: {
          field: { 'ui:widget': 'column', 'ui:title': 'Measure' },
          title: { 'ui:title': 'Legend label' },
          color: { 'ui:widget': 'colorSwatches', 'ui:title': 'Colour' },
        },
      },
      // A whole vega-lite spec is edited as JSON (Advanced mode - Params), not as a form.
      spec: { 'ui:widget': 'hidden' },
      // 'vega-lite' draws a pasted example as on the vega-lite site (schema description).
      theme: { 'ui:title': 'Look of a full spec (dashboard theme or vega-lite defaults)' },
      column_types: { 'ui:title': 'Column types (temporal, ordinal, quantitative, nominal)' },
      max_rows: { 'ui:title': 'Most rows drawn' },
    },
    colors: { 'ui:title': 'Series colours', items: { 'ui:widget': 'colorSwatches' } },
  },
  defaults: { graph: { type: 'bar' } },
  Component: ChartWidget,
};

export default chart;
