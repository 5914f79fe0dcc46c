import { paramsRef } from '../placeholder/params-ref.ts';
import type { WidgetTypeDefinition } from '../types.ts';
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
  label: 'Chart (Vega-Lite)',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      graph: paramsRef('/definitions/graph'),
      colors: paramsRef('/properties/colors'),
    },
  },
  uiSchema: {
    graph: {
      'ui:order': ['type', 'xkey', 'ykey', 'yline', 'series', 'spec'],
    },
    colors: { items: { 'ui:widget': 'color' } },
  },
  defaults: { graph: { type: 'bar' } },
  Component: ChartWidget,
};

export default chart;
