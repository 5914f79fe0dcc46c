/**
 * The preview panel (widget-layer §2): three icons show a data widget's rows as a chart, KPI
 * cards or a grid table. The widget keeps its own params for its own type; for the other
 * views sensible params are derived from its columns.
 */
import { isNumeric } from '../../core/index.ts';
import type {
  CardItem,
  ValueFormat,
  Widget,
  WidgetParams,
} from '../../../schemas/generated/index.ts';
import type { DataRow } from '../../widget-sdk/types.ts';

/** The three preview views and the classbase each renders with. */
export const PREVIEW_VIEWS = ['chart', 'card', 'grid'] as const;
export type PreviewView = (typeof PREVIEW_VIEWS)[number];

/** Widget types (registry type names) the preview panel is offered on. */
export const PREVIEW_TYPES: ReadonlySet<string> = new Set(['chart', 'card', 'table']);

/** The preview view a widget type is shown in by default. */
export function viewOfType(type: string | undefined): PreviewView | undefined {
  if (type === 'chart') return 'chart';
  if (type === 'card') return 'card';
  if (type === 'table') return 'grid';
  return undefined;
}

/** Most cards and chart series a derived preview shows. */
const MAX_MEASURES = 4;

/** Columns whose first non-empty value is numeric (numeric strings count: BIGINT). */
export function numericColumns(rows: readonly DataRow[], columns: readonly string[]): string[] {
  return columns.filter((column) => {
    const sample = rows.find((row) => row[column] !== null && row[column] !== undefined)?.[column];
    return sample !== undefined && typeof sample !== 'boolean' && isNumeric(sample);
  });
}

function titleOf(column: string): string {
  const words = column.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The params a widget is previewed with in `view`: its own params when the view is its own
 * type, otherwise params derived from the columns (a bar chart of the numeric columns by the
 * first other column; a card per numeric column; a grid of every column).
 */
export function previewParams(
  widget: Pick<Widget, 'params' | 'format_definition'>,
  ownView: PreviewView | undefined,
  view: PreviewView,
  rows: readonly DataRow[],
  columns: readonly string[],
): WidgetParams {
  const params = widget.params ?? {};
  if (view === ownView) return params;
  const measures = numericColumns(rows, columns);
  const formats = widget.format_definition ?? {};
  const formatOf = (column: string): ValueFormat | undefined => formats[column];
  const dimension = columns.find((c) => !measures.includes(c)) ?? columns[0];
  const shown = measures.filter((c) => c !== dimension).slice(0, MAX_MEASURES);
  const common: WidgetParams = { ...params, graph: undefined, card: undefined, pqgrid: undefined };
  switch (view) {
    case 'chart':
      return {
        ...common,
        graph: {
          type: 'bar',
          xkey: dimension,
          ykey: shown,
          series: shown.map((field) => ({ field, title: titleOf(field), format: formatOf(field) })),
        },
      };
    case 'card':
      return {
        ...common,
        card: {
          cards: shown.map((field): CardItem => ({
            title: titleOf(field),
            field,
            format: formatOf(field),
          })),
        },
      };
    case 'grid':
      return {
        ...common,
        pqgrid: { columns: columns.map((field) => ({ field, title: titleOf(field) })) },
      };
  }
}
