import { Alert, Group, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { roundForExport } from '../../runtime/core/index.ts';
import { QUERY_EDITOR_NS } from './texts.ts';

/** What the last preview gave. */
export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'rows'; rows: Record<string, unknown>[] }
  /** The server's message (an error alert) or none (the 'Unable to load the data' warning). */
  | { status: 'error'; message?: string };

/** Rows shown at most; the server already caps a preview at its row limit. */
const SHOWN_ROWS = 200;

/**
 * A cell as text. Numbers are rounded as the CSV export rounds a column without a format (2
 * decimals for a fraction): a sum of doubles would read 18230.889999999996, and a copy from
 * this table would carry that noise into a spreadsheet.
 */
function cell(raw: unknown): string {
  const value = roundForExport(raw);
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The results preview (widget-layer §2, §8): a table of the rows; a failure shows the server's
 * message in an error alert, otherwise a warning 'Unable to load the data'.
 */
export function ResultsPreview({ state }: { state: PreviewState }) {
  const { t } = useTranslation(QUERY_EDITOR_NS);
  if (state.status === 'idle') {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {t('noResults')}
      </Text>
    );
  }
  if (state.status === 'loading') {
    return (
      <Group p="sm">
        <Loader size="sm" />
        <Text size="sm">{t('loading')}</Text>
      </Group>
    );
  }
  if (state.status === 'error') {
    return state.message ? (
      <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="preview-error">
        {state.message}
      </Alert>
    ) : (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="preview-warning">
        {t('unableToLoad')}
      </Alert>
    );
  }
  const { rows } = state;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm" data-testid="preview-empty">
        {t('noRows')}
      </Text>
    );
  }
  const columns = Object.keys(rows[0] ?? {});
  return (
    <div
      data-testid="preview-results"
      style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Text size="xs" c="dimmed" mb={4} data-testid="preview-count">
        {t('rows', { count: rows.length })}
      </Text>
      {/* Fills the pane and scrolls both ways; the header stays on top while rows scroll. */}
      <ScrollArea type="auto" style={{ flex: 1, minHeight: 0 }} data-testid="preview-scroll">
        <Table
          striped
          highlightOnHover
          withTableBorder
          withColumnBorders
          fz="xs"
          stickyHeader
          verticalSpacing={3}
          horizontalSpacing="xs"
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, SHOWN_ROWS).map((row, index) => (
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td key={column} style={{ whiteSpace: 'nowrap' }}>
                    {cell(row[column])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </div>
  );
}
