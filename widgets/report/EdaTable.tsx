import { Badge, Table, Text } from '@mantine/core';
import { formatValue } from '../../runtime/core/format/index.ts';
import type { WidgetText } from '../../runtime/widget-sdk/widget-text.ts';
import {
  allDistinct,
  formatStat,
  formatTopValues,
  type ColumnFormats,
} from '../../runtime/core/report/eda-format.ts';
import type { EdaColumnType, EdaSummary } from '../../runtime/core/report/eda-summary.ts';
import type { reportText } from './report-messages.ts';

type ReportTextKey = Parameters<ReturnType<typeof reportText>>[0];

/** Props of {@link EdaTable}. */
export interface EdaTableProps {
  summary: EdaSummary;
  formats: ColumnFormats;
  locale: string;
  text: WidgetText<ReportTextKey>;
}

const TYPE_COLORS: Readonly<Record<EdaColumnType, string>> = {
  number: 'blue',
  date: 'grape',
  boolean: 'teal',
  string: 'gray',
  empty: 'red',
};

/** The EDA summary: one row per column of the query with its statistics. */
export function EdaTable({ summary, formats, locale, text }: EdaTableProps) {
  const integer = (n: number) => formatValue(n, 'integer', locale);
  const percent = (n: number) => formatValue(n, 'percentInteger', locale);
  const numeric = {
    ta: 'right',
    style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  } as const;
  return (
    <Table.ScrollContainer minWidth={620} type="native" h="100%">
      <Table
        stickyHeader
        striped
        highlightOnHover
        fz="xs"
        verticalSpacing={6}
        data-testid="eda-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text('column')}</Table.Th>
            <Table.Th>{text('type')}</Table.Th>
            <Table.Th ta="right">{text('count')}</Table.Th>
            <Table.Th ta="right">{text('missing')}</Table.Th>
            <Table.Th ta="right">{text('distinct')}</Table.Th>
            <Table.Th ta="right">{text('min')}</Table.Th>
            <Table.Th ta="right">{text('max')}</Table.Th>
            <Table.Th ta="right">{text('mean')}</Table.Th>
            <Table.Th ta="right">{text('median')}</Table.Th>
            <Table.Th>{text('top')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.columns.map((column) => {
            const stat = (value: number | string | undefined) =>
              formatStat(column, value, formats, locale);
            return (
              <Table.Tr key={column.column}>
                <Table.Td fw={600}>{column.column}</Table.Td>
                <Table.Td style={{ minWidth: 84 }}>
                  <Badge
                    size="xs"
                    variant="light"
                    color={TYPE_COLORS[column.type]}
                    style={{ overflow: 'visible' }}
                  >
                    {text(`type_${column.type}`)}
                  </Badge>
                </Table.Td>
                <Table.Td {...numeric}>{integer(column.count)}</Table.Td>
                <Table.Td {...numeric}>
                  {integer(column.nulls)}
                  {column.nulls > 0 && summary.rows > 0 && (
                    <Text span c="dimmed" fz="xs">
                      {' '}
                      ({percent(column.nulls / summary.rows)})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td {...numeric}>{integer(column.distinct)}</Table.Td>
                <Table.Td {...numeric}>{stat(column.min)}</Table.Td>
                <Table.Td {...numeric}>{stat(column.max)}</Table.Td>
                <Table.Td {...numeric}>{stat(column.mean)}</Table.Td>
                <Table.Td {...numeric}>{stat(column.median)}</Table.Td>
                <Table.Td maw={280}>
                  {allDistinct(column) ? (
                    <Text fz="xs" c="dimmed" fs="italic">
                      {text('allDistinct')}
                    </Text>
                  ) : (
                    <Text
                      fz="xs"
                      truncate
                      title={formatTopValues(column, undefined, formats, locale)}
                    >
                      {formatTopValues(column, 3, formats, locale)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
