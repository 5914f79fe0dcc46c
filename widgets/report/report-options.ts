import type { Reports } from '../../schemas/generated/index.ts';
import type { CsvOptions } from '../../runtime/core/report/csv.ts';

/** A report type of `params.reports.types`. */
export type ReportType = 'profiling' | 'html' | 'eda';

/** What the report widget offers for a widget's `params.reports`. */
export interface ReportOptions {
  /** Views shown in the body, the first one initially: the EDA summary and/or the HTML preview. */
  views: Array<'eda' | 'html'>;
  /** Download buttons. */
  downloads: Array<'profiling' | 'html'>;
  csv: CsvOptions;
}

const ALL_TYPES: readonly ReportType[] = ['profiling', 'html', 'eda'];

/**
 * Reads `params.reports`: every type when none are listed; the EDA summary is the default
 * view, and is shown even when only the profiling CSV is offered so the body is never blank.
 */
export function reportOptions(reports: Reports | undefined): ReportOptions {
  const types = reports?.types?.length ? reports.types : ALL_TYPES;
  const views = (['eda', 'html'] as const).filter((t) => types.includes(t));
  return {
    views: views.length > 0 ? views : ['eda'],
    downloads: (['profiling', 'html'] as const).filter((t) => types.includes(t)),
    csv: { delimiter: reports?.csv?.delimiter, quoting: reports?.csv?.quoting },
  };
}

/** A file name for a report download: `retail_margin_by_category-profiling.csv`. */
export function reportFileName(base: string | undefined, kind: 'profiling' | 'html'): string {
  const stem = (base ?? '').replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'report';
  return kind === 'profiling' ? `${stem}-profiling.csv` : `${stem}-report.html`;
}
