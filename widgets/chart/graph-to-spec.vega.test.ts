/**
 * The generated specs drawn for real: compiled by vega-lite (no warnings) and run by a
 * headless vega view fed through the 'table' dataset, as the widget does.
 */
import { parse, View } from 'vega';
import { compile } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import type { Graph } from '../../schemas/generated/index.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { prepareChartRows } from './chart-rows.ts';
import {
  brandCategoryRows,
  brandPlatformRows,
  brandRows,
  dailyRevenueRows,
  kpiRows,
  platformDailyRows,
  regionRows,
  storeRows,
} from './demo-rows.ts';
import { chartSpec } from './graph-to-spec.ts';

const FORMATS = { revenue: 'money', margin: 'money', margin_pct: 'percent', units: 'integer' };

interface SceneNode {
  marktype?: string;
  role?: string;
  items?: SceneNode[];
}

/** Items drawn by marks of one type, across the scenegraph (a line or area has one per point). */
function countItems(node: SceneNode, marktype: string): number {
  const own = node.marktype === marktype && node.role === 'mark' ? (node.items?.length ?? 0) : 0;
  return own + (node.items ?? []).reduce((sum, child) => sum + countItems(child, marktype), 0);
}

async function draw(graph: Graph, rows: DataRow[]) {
  const chart = chartSpec({ graph, columns: [], rows, formats: FORMATS, clickable: true });
  if (!chart) throw new Error('no spec');
  const warnings: string[] = [];
  const logger = {
    level: () => logger,
    warn: (...message: unknown[]) => (warnings.push(message.join(' ')), logger),
    info: () => logger,
    debug: () => logger,
    error: (...message: unknown[]) => (warnings.push(message.join(' ')), logger),
  };
  const compiled = compile({ ...chart.spec, width: 480, height: 260 } as never, {
    logger: logger as never,
  }).spec;
  const view = new View(parse(compiled), { renderer: 'none' });
  await view.data('table', prepareChartRows(rows, chart).values).runAsync();
  const root = (view.scenegraph() as unknown as { root: SceneNode }).root;
  return { warnings, root, view };
}

describe('generated specs draw with vega', () => {
  it.each<[string, Graph, DataRow[], string, number]>([
    ['bar', { type: 'bar', xkey: 'region_name', ykey: 'revenue' }, regionRows, 'rect', 6],
    [
      'grouped bar',
      { type: 'bar', xkey: 'region_name', ykey: ['revenue', 'margin'] },
      regionRows,
      'rect',
      12,
    ],
    [
      'horizontal-bar',
      { type: 'horizontal-bar', xkey: 'region_name', ykey: 'revenue', yline: 'units' },
      regionRows,
      'rect',
      12,
    ],
    [
      'stacked-bar',
      {
        type: 'stacked-bar',
        xkey: 'sale_date',
        ykey: ['online_units', 'app_units', 'marketplace_units'],
      },
      platformDailyRows,
      'rect',
      90,
    ],
    [
      'stacked-bar by category',
      { type: 'stacked-bar', xkey: 'brand', ykey: 'revenue' },
      brandPlatformRows,
      'rect',
      20,
    ],
    [
      'bar with yline',
      { type: 'bar', xkey: 'sale_date', ykey: 'revenue', yline: 'margin_pct' },
      dailyRevenueRows,
      'rect',
      30,
    ],
    [
      'bar with target',
      { type: 'bar', xkey: 'sale_date', ykey: 'revenue', yline: '200000' },
      dailyRevenueRows,
      'rule',
      1,
    ],
    [
      'line',
      { type: 'line', xkey: 'sale_date', ykey: ['revenue', 'revenue_prev_year'] },
      dailyRevenueRows,
      'line',
      60,
    ],
    ['area', { type: 'area', xkey: 'sale_date', ykey: 'revenue' }, dailyRevenueRows, 'area', 30],
    ['point', { type: 'point', xkey: 'square_feet', ykey: 'revenue' }, storeRows, 'symbol', 60],
    ['donut', { type: 'donut', xkey: 'brand', ykey: 'revenue' }, brandRows, 'arc', 5],
    ['pie', { type: 'pie', xkey: 'brand', ykey: 'revenue' }, brandRows, 'arc', 5],
    ['gauge', { type: 'gauge', ykey: 'revenue', yline: 'revenue_target' }, kpiRows, 'arc', 2],
    [
      'heatmap',
      { type: 'heatmap', xkey: 'brand', ykey: 'margin_pct' },
      brandCategoryRows,
      'rect',
      30,
    ],
    [
      'multi-series',
      { type: 'multi-series', xkey: 'sale_date', ykey: ['online_units', 'app_units'] },
      platformDailyRows,
      'line',
      60,
    ],
  ])('%s compiles cleanly and draws its marks', async (_name, graph, rows, marktype, count) => {
    const { warnings, root } = await draw(graph, rows);
    expect(warnings).toEqual([]);
    expect(countItems(root, marktype)).toBe(count);
  });

  it('fills the gauge to the share of its target', async () => {
    const { view } = await draw(
      { type: 'gauge', ykey: 'revenue', yline: 'revenue_target' },
      kpiRows,
    );
    const [row] = view.data('data_0') as { __ratio: number; __value_label: string }[];
    expect(row?.__ratio).toBeCloseTo(5_412_880.4 / 7_000_000, 6);
  });
});
