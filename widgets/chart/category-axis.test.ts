import { parse, View } from 'vega';
import { compile } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import type { Graph } from '../../schemas/generated/index.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { categoryAxis, MAX_CATEGORIES } from './category-axis.ts';
import { dateGrain } from './chart-fields.ts';
import { prepareChartRows } from './chart-rows.ts';
import { CHART_PALETTE } from './chart-theme.ts';
import { closeColorPairs } from './color-distance.ts';
import { chartSpec } from './graph-to-spec.ts';

const labels = (count: number, prefix = 'District') =>
  Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`);

describe('categoryAxis', () => {
  it.each([
    // labels, cell width × height, kind, expected
    [labels(4, 'R'), 600, 300, 'column', { angle: 0, horizontal: false }],
    [labels(12, 'Region'), 700, 300, 'column', { angle: -45, horizontal: false }],
    [labels(12, 'Region'), 340, 300, 'column', { angle: -45, horizontal: false }],
    [labels(20, 'Region'), 340, 300, 'column', { angle: -90, horizontal: false }],
    [labels(23, 'FY2026 P'), 300, 400, 'column', { horizontal: true }],
    [labels(12, 'Region'), 200, 260, 'column', { horizontal: true }],
    [labels(40), 700, 360, 'column', { topN: MAX_CATEGORIES - 1 }],
    [labels(40), 400, 300, 'column', { angle: -90, topN: 23 }],
    [labels(10), 500, 300, 'bars', { horizontal: true, angle: 0 }],
    [labels(40), 500, 300, 'bars', { horizontal: true, topN: 18 }],
  ])('%# in %d × %d (%s)', (names, width, height, kind, expected) => {
    const layout = categoryAxis(
      names,
      { width, height },
      {
        horizontal: kind === 'bars',
        canTurn: kind === 'column',
      },
    );
    expect(layout).toMatchObject(expected);
    expect(layout.limit).toBeGreaterThan(0);
  });
});

describe('dateGrain', () => {
  const days = (step: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      day: new Date(Date.UTC(2026, 0, 1 + i * step)).toISOString().slice(0, 10),
    }));
  it.each([
    [days(1, 14), 'day'],
    [days(7, 6), 'week'],
    [days(30, 6), 'month'],
    [days(7, 2), 'day'],
  ])('%#: %s', (rows, grain) => {
    expect(dateGrain(rows, 'day')).toBe(grain);
  });
});

describe('the palette', () => {
  it('has 12 colours no two of which a reader confuses (ΔE00 ≥ 15)', () => {
    expect(CHART_PALETTE.length).toBeGreaterThanOrEqual(12);
    const colors = CHART_PALETTE.map((color) => ({ label: color, color }));
    expect(closeColorPairs(colors, 15)).toEqual([]);
  });
});

/** Draws a generated spec with vega at `width` × `height` and reads its category axis. */
async function drawn(graph: Graph, rows: DataRow[], width: number, height: number) {
  const chart = chartSpec({
    graph,
    columns: [],
    rows,
    formats: { revenue: 'money', margin_pct: 'percent' },
    room: { width, height },
    otherLabel: 'Other',
  });
  if (!chart) throw new Error('no spec');
  const compiled = compile({ ...chart.spec, width, height } as never).spec;
  const view = new View(parse(compiled), { renderer: 'none' });
  await view.data('table', prepareChartRows(rows, chart).values).runAsync();
  return { view, spec: chart.spec };
}

describe('category charts in a small cell', () => {
  const districts: DataRow[] = labels(40).map((name, i) => ({
    district_name: name,
    revenue: 1000 + i * 37,
    margin_pct: 0.2,
  }));

  it('shows the top districts and one "Other" holding the rest', async () => {
    const graph: Graph = {
      type: 'bar',
      xkey: 'district_name',
      ykey: 'revenue',
      yline: 'margin_pct',
    };
    const { view } = await drawn(graph, districts, 600, 300);
    const domain = (view.scale('x') ?? view.scale('y')) as unknown as { domain(): string[] };
    const names = domain.domain();
    expect(names.length).toBeLessThanOrEqual(MAX_CATEGORIES);
    expect(names.at(-1)).toBe('Other');
    // The largest district comes first; nothing is lost from the total.
    expect(names[0]).toBe('District 40');
    const rows = view.data('data_0') as { district_name: string; revenue: number }[];
    const total = rows.reduce((sum, row) => sum + row.revenue, 0);
    expect(total).toBeCloseTo(
      districts.reduce((sum, row) => sum + Number(row.revenue), 0),
      6,
    );
  });

  it('labels every one of 12 regions in a narrow cell', async () => {
    const regions = labels(12, 'Region').map((name, i) => ({
      region: name,
      revenue: 100 * (i + 1),
    }));
    const { spec } = await drawn(
      { type: 'bar', xkey: 'region', ykey: 'revenue' },
      regions,
      320,
      300,
    );
    const text = JSON.stringify(spec);
    expect(text).toContain('"labelOverlap":false');
  });

  it('gives a value axis one number form from its largest value', async () => {
    const { spec } = await drawn(
      { type: 'bar', xkey: 'district_name', ykey: 'revenue' },
      districts.slice(0, 5),
      600,
      300,
    );
    expect(JSON.stringify(spec)).toContain("domain('y')");
  });
});
