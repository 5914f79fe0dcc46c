import { describe, expect, it } from 'vitest';
import { numericColumns, previewParams, viewOfType } from './preview-params.ts';

const rows = [
  { region_name: 'West', region_id: '3', revenue: 1200.5, active: true, note: null },
  { region_name: 'East', region_id: '4', revenue: 800, active: false, note: 'x' },
];
const columns = ['region_name', 'region_id', 'revenue', 'active', 'note'];
const widget = {
  params: {
    graph: { type: 'line' as const, xkey: 'region_name', ykey: 'revenue' },
    transparent: true,
  },
  format_definition: { revenue: 'money' as const },
};

describe('numericColumns', () => {
  it('numbers and numeric strings, not booleans or text', () => {
    expect(numericColumns(rows, columns)).toEqual(['region_id', 'revenue']);
  });
});

describe('viewOfType', () => {
  it.each([
    ['chart', 'chart'],
    ['card', 'card'],
    ['table', 'grid'],
    ['markdown', undefined],
    [undefined, undefined],
  ])('%s → %s', (type, view) => {
    expect(viewOfType(type)).toBe(view);
  });
});

describe('previewParams', () => {
  it('its own view keeps its own params', () => {
    expect(previewParams(widget, 'chart', 'chart', rows, columns)).toBe(widget.params);
  });

  it('as cards: one per measure, with the column formats', () => {
    const params = previewParams(widget, 'chart', 'card', rows, columns);
    expect(params.card?.cards).toEqual([
      { title: 'Region id', field: 'region_id', format: undefined },
      { title: 'Revenue', field: 'revenue', format: 'money' },
    ]);
    expect(params.graph).toBeUndefined();
    expect(params.transparent).toBe(true);
  });

  it('as a chart: bars of the measures by the first other column', () => {
    const params = previewParams({ params: {} }, 'grid', 'chart', rows, columns);
    expect(params.graph).toMatchObject({
      type: 'bar',
      xkey: 'region_name',
      ykey: ['region_id', 'revenue'],
    });
  });

  it('as a grid: every column', () => {
    const params = previewParams(widget, 'chart', 'grid', rows, columns);
    expect(params.pqgrid).toEqual({
      columns: columns.map((field) => expect.objectContaining({ field })),
    });
  });
});
