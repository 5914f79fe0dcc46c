import { Button, Menu, Modal, ScrollArea, Table, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconFileAnalytics,
  IconFileTypeCsv,
  IconFileTypeHtml,
  IconReportAnalytics,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reports, Widget } from '../../../schemas/generated/index.ts';
import {
  edaSummary,
  formatStat,
  formatTopValues,
  htmlReport,
  profilingCsv,
} from '../../core/report/report-builders.ts';
import type { WidgetData } from '../../widget-sdk/types.ts';
import { notify } from '../shell/notify.ts';
import { fileNameOf } from './file-name.ts';
import { useDeferredOpen } from './useDeferredOpen.ts';
import { WIDGET_NS } from './texts.ts';
import { downloadText } from './widget-actions.ts';
import { useLocalize } from '../i18n/use-localize.ts';

/** Report types of widget-layer §9, in menu order. */
export const REPORT_TYPES = ['profiling', 'html', 'eda'] as const;
type ReportType = (typeof REPORT_TYPES)[number];

const ICONS = {
  profiling: IconFileTypeCsv,
  html: IconFileTypeHtml,
  eda: IconFileAnalytics,
} as const;

/** Props of {@link ReportTools}. */
export interface ReportToolsProps {
  widget: Widget;
  reports: Reports;
  data: WidgetData | undefined;
  locale: string;
}

/**
 * The footer's report tools (super users, reports enabled, a query slug): profiling downloads
 * the rows as CSV with the widget's options (default delimiter '|', quoting 'all'), html opens
 * a printable report, eda shows per-column statistics.
 */
export function ReportTools({ widget, reports, data, locale }: ReportToolsProps) {
  const { t } = useTranslation(WIDGET_NS);
  const localize = useLocalize();
  const [eda, setEda] = useState(false);
  const { mounted, openFirst, targetRef } = useDeferredOpen();
  const types = REPORT_TYPES.filter((type) => (reports.types ?? REPORT_TYPES).includes(type));
  const formats = (widget.format_definition ?? {}) as Record<string, string | undefined>;

  const run = (type: ReportType) => {
    if (!data || data.rows.length === 0) {
      notify('warning', t('reports.noRows'));
      return;
    }
    if (type === 'profiling') {
      const csv = profilingCsv(data.rows, data.columns, reports.csv ?? {});
      downloadText(
        csv,
        fileNameOf(`${localize(widget.title)} profiling`, 'csv'),
        'text/csv;charset=utf-8',
      );
    } else if (type === 'html') {
      const html = htmlReport(localize(widget.title), data.rows, data.columns, formats, {
        locale,
        generatedAt: new Date().toLocaleString(locale),
      });
      const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
      // Not 'noopener': window.open would then return null even when the tab opened.
      const opened = window.open(url, '_blank');
      if (opened) opened.opener = null;
      // A blocked pop-up still gets the report, as a file.
      else downloadText(html, fileNameOf(`${localize(widget.title)} report`, 'html'), 'text/html');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else {
      setEda(true);
    }
  };

  // The Menu mounts on the first click (useDeferredOpen.ts): one per widget footer otherwise.
  const target = (
    <Button
      size="compact-xs"
      variant="subtle"
      color="gray"
      leftSection={<IconReportAnalytics size={14} />}
      rightSection={<IconChevronDown size={12} />}
      ref={targetRef}
      data-testid="report-tools"
      aria-label={t('reports.menu')}
      aria-haspopup="menu"
      onClick={mounted ? undefined : openFirst}
    >
      {t('reports.title')}
    </Button>
  );

  return (
    <>
      {mounted ? (
        <Menu position="top-end" shadow="md" withinPortal defaultOpened>
          <Menu.Target>{target}</Menu.Target>
          <Menu.Dropdown>
            {types.map((type) => {
              const Icon = ICONS[type];
              return (
                <Menu.Item
                  key={type}
                  leftSection={<Icon size={15} />}
                  data-report={type}
                  onClick={() => run(type)}
                >
                  {t(`reports.${type}`)}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      ) : (
        target
      )}
      {eda && data && (
        <EdaDialog
          title={localize(widget.title)}
          data={data}
          formats={formats}
          locale={locale}
          onClose={() => setEda(false)}
        />
      )}
    </>
  );
}

interface EdaDialogProps {
  title: string;
  data: WidgetData;
  formats: Record<string, string | undefined>;
  locale: string;
  onClose: () => void;
}

function EdaDialog({ title, data, formats, locale, onClose }: EdaDialogProps) {
  const { t } = useTranslation(WIDGET_NS);
  const summary = useMemo(() => edaSummary(data.rows, data.columns), [data]);
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('reports.edaTitle', { title })}
      attributes={{ content: { 'data-testid': 'eda-report' } }}
    >
      <Text size="sm" c="dimmed" mb="xs">
        {t('reports.rows', { count: summary.rows })}
      </Text>
      <ScrollArea>
        <Table striped withTableBorder fz="xs" miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.column')}</Table.Th>
              <Table.Th>{t('reports.type')}</Table.Th>
              <Table.Th ta="right">{t('reports.missing')}</Table.Th>
              <Table.Th ta="right">{t('reports.distinct')}</Table.Th>
              <Table.Th ta="right">{t('reports.min')}</Table.Th>
              <Table.Th ta="right">{t('reports.max')}</Table.Th>
              <Table.Th ta="right">{t('reports.mean')}</Table.Th>
              <Table.Th>{t('reports.top')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.columns.map((column) => (
              <Table.Tr key={column.column}>
                <Table.Td fw={500}>{column.column}</Table.Td>
                <Table.Td>{column.type}</Table.Td>
                <Table.Td ta="right">{column.nulls}</Table.Td>
                <Table.Td ta="right">{column.distinct}</Table.Td>
                <Table.Td ta="right">{formatStat(column, column.min, formats, locale)}</Table.Td>
                <Table.Td ta="right">{formatStat(column, column.max, formats, locale)}</Table.Td>
                <Table.Td ta="right">{formatStat(column, column.mean, formats, locale)}</Table.Td>
                <Table.Td>{formatTopValues(column, 3)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Modal>
  );
}
