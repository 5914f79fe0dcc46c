/**
 * Saved-query rows on a temporal axis, drawn by a headless vega view as the widget feeds it:
 * integer years read as years (not milliseconds), `graph.column_types` declarations and
 * `graph.max_rows`.
 */
import { parse, View } from 'vega';
import { compile } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import type { Graph } from '../../schemas/generated/index.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { chartRowCap } from '../../runtime/core/index.ts';
import { prepareChartRows } from './chart-rows.ts';
import { chartSpec } from './graph-to-spec.ts';

interface SceneNode {
  role?: string;
  text?: unknown;
  items?: SceneNode[];
}

/** Texts of the axis labels, across the scenegraph. */
function axisLabels(node: SceneNode, into: string[] = []): string[] {
  if (node.role === 'axis-label') {
    for (const item of node.items ?? []) into.push(String(item.text));
  }
  for (const child of node.items ?? []) axisLabels(child, into);
  return into;
}

const YEARS: DataRow[] = Array.from({ length: 20 }, (_, index) => ({
  Year: 2001 + index,
  sales: String(100 + index * 7),
}));

const LINE = {
  mark: 'line',
  encoding: { x: { field: 'Year', type: 'temporal' }, y: { field: 'sales', type: 'quantitative' } },
};

async function labels(graph: Graph, rows: DataRow[]) {
  const chart = chartSpec({ graph, columns: [], rows });
  if (!chart) throw new Error('no spec');
  const compiled = compile({ ...chart.spec, width: 480, height: 260 } as never).spec;
  const view = new View(parse(compiled), { renderer: 'none' });
  const drawn = prepareChartRows(rows, chart, chartRowCap(graph.max_rows));
  await view.data('table', drawn.values).runAsync();
  const root = (view.scenegraph() as unknown as { root: SceneNode }).root;
  return { labels: axisLabels(root), drawn };
}

describe('saved-query columns on a chart', () => {
  it.each<[string, Graph, string[], RegExp]>([
    ['an integer Year on a temporal axis shows years', { spec: LINE }, ['2002', '2010'], /^\.\d/],
    [
      'integer text years too',
      { spec: LINE, column_types: { sales: 'quantitative' } },
      ['2004', '2016'],
      /^\.\d/,
    ],
    [
      'a declared temporal column fills an encoding with no type',
      {
        spec: { mark: 'line', encoding: { x: { field: 'Year' }, y: { field: 'sales' } } },
        column_types: { Year: 'temporal', sales: 'quantitative' },
      },
      ['2002', '2010'],
      /^\.\d/,
    ],
    [
      'a declared ordinal year is a category per year, never 2,001',
      {
        spec: { mark: 'bar', encoding: { x: { field: 'Year' }, y: { field: 'sales' } } },
        column_types: { Year: 'ordinal', sales: 'quantitative' },
      },
      ['2001', '2002', '2020'],
      /,/,
    ],
    [
      'a generated line chart with Year declared nominal',
      { type: 'line', xkey: 'Year', ykey: 'sales', column_types: { Year: 'nominal' } },
      ['2001', '2020'],
      /,/,
    ],
  ])('%s', async (_name, graph, expected, never) => {
    const rows = _name.startsWith('integer text')
      ? YEARS.map((row) => ({ ...row, Year: String(row.Year) }))
      : YEARS;
    const { labels: texts } = await labels(graph, rows);
    for (const text of expected) expect(texts).toContain(text);
    expect(texts.filter((text) => never.test(text))).toEqual([]);
  });

  it('milliseconds stay milliseconds: only 1000..9999 integers are years', async () => {
    const rows = YEARS.map((row, index) => ({
      ...row,
      Year: new Date(2001 + index, 0, 1).getTime(),
    }));
    const { labels: texts } = await labels({ spec: LINE }, rows);
    expect(texts).toContain('2002');
  });

  it.each<[number | undefined, number]>([
    [undefined, 20],
    [8, 8],
  ])('max_rows %s draws %s of the 20 rows', async (maxRows, shown) => {
    const { drawn } = await labels({ spec: LINE, max_rows: maxRows }, YEARS);
    expect(drawn.values).toHaveLength(shown);
    expect(drawn.total).toBe(20);
  });
});
