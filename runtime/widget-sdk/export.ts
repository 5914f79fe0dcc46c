/**
 * File exports a widget may offer (the download widget): the same rounding to column formats
 * and CSV text as the toolbar's 'Export to CSV' / '(raw values)', and the browser download.
 */
export {
  columnFormats,
  csvFileText,
  exportRows,
  roundedRows,
} from '../app/widget-container/csv-export.ts';
export { downloadBlob } from '../app/widget-container/widget-actions.ts';
export { fileNameOf } from '../app/widget-container/file-name.ts';
