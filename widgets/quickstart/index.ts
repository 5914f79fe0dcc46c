import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { QuickstartWidget } from './QuickstartWidget.tsx';

/** An onboarding checklist whose progress the server keeps per user (params.quickstart). */
const quickstart: WidgetTypeDefinition = {
  type: 'quickstart',
  classbase: ['quickstart'],
  specNames: ['quickstart'],
  label: 'Quickstart checklist',
  needsData: false,
  paramsSchema: {
    type: 'object',
    properties: { quickstart: paramsRef('/properties/quickstart') },
  },
  uiSchema: {
    quickstart: {
      items: { items: { 'ui:order': ['id', 'title', 'description', 'link'] } },
    },
  },
  defaults: { quickstart: { items: [{ id: 'open-dashboard', title: 'Open a dashboard' }] } },
  Component: QuickstartWidget,
};

export default quickstart;
