import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { ReportWidget } from './ReportWidget.tsx';

export { ReportWidget } from './ReportWidget.tsx';
export {
  reportFileName,
  reportOptions,
  type ReportOptions,
  type ReportType,
} from './report-options.ts';
export { downloadText } from './download.ts';

/** Reports over the query rows: EDA summary, HTML report and profiling CSV. */
const report: WidgetTypeDefinition = {
  type: 'report',
  classbase: ['reportWidget', 'report'],
  specNames: ['report'],
  label: 'Data report',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      reports: paramsRef('/properties/reports'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: { reports: { types: { 'ui:widget': 'checkboxes' } } },
  defaults: {
    reports: {
      enabled: true,
      types: ['profiling', 'html', 'eda'],
      csv: { delimiter: '|', quoting: 'all' },
    },
  },
  Component: ReportWidget,
};

export default report;
