/**
 * The pure report builders of the report widget and the widget footer's report tools
 * (widget-layer §9: profiling CSV with delimiter '|' and quoting 'all', html, eda).
 */
export {
  profilingCsv,
  toCsv,
  PROFILING_CSV_DEFAULTS,
  type CsvOptions,
  type CsvQuoting,
} from './csv.ts';
export {
  edaSummary,
  summarizeColumn,
  EDA_TOP_VALUES,
  type EdaSummary,
  type EdaColumnSummary,
  type EdaColumnType,
  type EdaTopValue,
} from './eda-summary.ts';
export { allDistinct, formatStat, formatTopValues, type ColumnFormats } from './eda-format.ts';
export { htmlReport, HTML_REPORT_MAX_ROWS, type HtmlReportOptions } from './html-report.ts';
export { escapeHtml } from '../text/html-escape.ts';
