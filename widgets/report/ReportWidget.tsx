import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconFileCode, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatValue, localizeText } from '../../runtime/core/format/index.ts';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../runtime/widget-sdk/WidgetState.tsx';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { profilingCsv } from '../../runtime/core/report/csv.ts';
import { downloadText } from './download.ts';
import { EdaTable } from './EdaTable.tsx';
import { edaSummary } from '../../runtime/core/report/eda-summary.ts';
import { htmlReport } from '../../runtime/core/report/html-report.ts';
import { reportFileName, reportOptions } from './report-options.ts';
import { reportText } from './report-messages.ts';

const NO_FORMATS: Readonly<Record<string, string>> = {};

/**
 * Reports over the widget's query rows (`params.reports`): the EDA summary table by default,
 * a preview of the printable HTML report, and downloads of the profiling CSV and the HTML
 * report.
 */
export function ReportWidget({
  widget,
  params,
  data,
  loading,
  error,
  height,
  locale,
  reload,
}: WidgetComponentProps) {
  const text = reportText(locale);
  const options = reportOptions(params.reports);
  const [view, setView] = useState<'eda' | 'html'>();
  const active = view && options.views.includes(view) ? view : options.views[0]!;
  const formats = widget.format_definition ?? NO_FORMATS;
  const showHtml = active === 'html';
  const title = widget.title;
  const rows = data?.rows;
  const columns = data?.columns;

  const summary = useMemo(
    () => (rows && columns ? edaSummary(rows, columns) : undefined),
    [rows, columns],
  );
  const preview = useMemo(
    () =>
      showHtml && rows && columns
        ? htmlReport(localizeText(title, locale), rows, columns, formats, { locale })
        : '',
    [showHtml, rows, columns, title, formats, locale],
  );

  if (!data) {
    if (error)
      return <WidgetError locale={locale} height={height} message={error} onRetry={reload} />;
    if (loading) return <WidgetLoading locale={locale} height={height} />;
  }
  if (!rows || !columns || !summary || rows.length === 0) {
    return <WidgetEmpty locale={locale} height={height} title={params.placeholder} />;
  }

  const base = widget.query_slug?.slug ?? widget.widget_id;
  const downloadCsv = () =>
    downloadText(
      reportFileName(base, 'profiling'),
      profilingCsv(rows, columns, options.csv),
      'text/csv;charset=utf-8',
    );
  const downloadHtml = () =>
    downloadText(
      reportFileName(base, 'html'),
      htmlReport(localizeText(widget.title, locale), rows, columns, formats, {
        locale,
        generatedAt: new Date().toLocaleString(locale),
      }),
      'text/html;charset=utf-8',
    );

  return (
    <div
      data-testid="report-widget"
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        opacity: loading ? 0.7 : 1,
      }}
    >
      <Group justify="space-between" px="sm" py={6} gap="xs" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          {options.views.length > 1 && (
            <SegmentedControl
              size="xs"
              value={active}
              onChange={(value) => setView(value as 'eda' | 'html')}
              data={options.views.map((v) => ({ value: v, label: text(v) }))}
              aria-label={text('views')}
            />
          )}
          <Text size="xs" c="dimmed" data-testid="report-size">
            {text('size', {
              rows: formatValue(rows.length, 'integer', locale),
              columns: formatValue(columns.length, 'integer', locale),
            })}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          {options.downloads.includes('profiling') && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconFileSpreadsheet size={14} />}
              onClick={downloadCsv}
              data-testid="report-download-profiling"
            >
              {text('downloadProfiling')}
            </Button>
          )}
          {options.downloads.includes('html') && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconFileCode size={14} />}
              onClick={downloadHtml}
              data-testid="report-download-html"
            >
              {text('downloadHtml')}
            </Button>
          )}
        </Group>
      </Group>
      <div
        style={{
          flex: 1,
          minHeight: 0,
          borderTop: '1px solid var(--mantine-color-default-border)',
        }}
      >
        {active === 'eda' ? (
          <EdaTable summary={summary} formats={formats} locale={locale} text={text} />
        ) : (
          <iframe
            // No scripts, no same origin: the report is static HTML and stays inert.
            sandbox=""
            srcDoc={preview}
            title={`${widget.title} – ${text('html')}`}
            data-testid="report-html-preview"
            style={{
              display: 'block',
              width: '100%',
              height: '100%',
              border: 0,
              background: '#fff',
            }}
          />
        )}
      </div>
    </div>
  );
}
