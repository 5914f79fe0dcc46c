import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { DownloadWidget } from './DownloadWidget.tsx';

/** The query's rows as CSV, XLSX and JSON, and files of the tenant data folder. */
const download: WidgetTypeDefinition = {
  type: 'download',
  classbase: ['download'],
  specNames: ['download'],
  label: 'Download',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      download: paramsRef('/properties/download'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['download', 'placeholder'],
    download: {
      'ui:order': ['formats', 'raw', 'folder'],
      folder: { 'ui:placeholder': 'A folder of data/, e.g. reports' },
    },
  },
  defaults: { download: { formats: ['csv', 'xlsx', 'json'] } },
  Component: DownloadWidget,
};

export default download;
