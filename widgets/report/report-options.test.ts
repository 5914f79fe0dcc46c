import { describe, expect, it } from 'vitest';
import { reportFileName, reportOptions, type ReportOptions } from './report-options.ts';

describe('reportOptions', () => {
  it.each<[Parameters<typeof reportOptions>[0], ReportOptions]>([
    [
      undefined,
      {
        views: ['eda', 'html'],
        downloads: ['profiling', 'html'],
        csv: { delimiter: undefined, quoting: undefined },
      },
    ],
    [
      { enabled: true, types: ['profiling', 'eda'], csv: { delimiter: ';', quoting: 'minimal' } },
      { views: ['eda'], downloads: ['profiling'], csv: { delimiter: ';', quoting: 'minimal' } },
    ],
    [
      { types: ['html'] },
      { views: ['html'], downloads: ['html'], csv: { delimiter: undefined, quoting: undefined } },
    ],
    [
      { types: ['profiling'] },
      {
        views: ['eda'],
        downloads: ['profiling'],
        csv: { delimiter: undefined, quoting: undefined },
      },
    ],
    [
      { types: [] },
      {
        views: ['eda', 'html'],
        downloads: ['profiling', 'html'],
        csv: { delimiter: undefined, quoting: undefined },
      },
    ],
  ])('%j', (reports, expected) => {
    expect(reportOptions(reports)).toEqual(expected);
  });
});

describe('reportFileName', () => {
  it.each<[string | undefined, 'profiling' | 'html', string]>([
    ['retail_margin_by_category', 'profiling', 'retail_margin_by_category-profiling.csv'],
    ['retail_margin_by_category', 'html', 'retail_margin_by_category-report.html'],
    ['Margin / Data Report', 'html', 'Margin_Data_Report-report.html'],
    ['../../etc', 'profiling', 'etc-profiling.csv'],
    [undefined, 'profiling', 'report-profiling.csv'],
    ['', 'html', 'report-report.html'],
  ])('%j %s → %s', (base, kind, expected) => {
    expect(reportFileName(base, kind)).toBe(expected);
  });
});
