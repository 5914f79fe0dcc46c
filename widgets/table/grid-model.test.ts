import { describe, expect, it } from 'vitest';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import {
  groupRows,
  pageSlice,
  readGroupModel,
  readPageModel,
  type GridItem,
} from './grid-model.ts';

describe('readPageModel', () => {
  it.each<[string, unknown, unknown]>([
    ['not an object', 'x', undefined],
    ['no type', { rPP: 10 }, undefined],
    ['local with rPP', { type: 'local', rPP: 10 }, { rPP: 10, rPPOptions: [10, 20, 50, 100] }],
    [
      'rPP missing from options is added',
      { type: 'local', rPP: 25, rPPOptions: [10, 50] },
      { rPP: 25, rPPOptions: [10, 25, 50] },
    ],
    [
      'no rPP: first option',
      { type: 'local', rPPOptions: [5, 15] },
      { rPP: 5, rPPOptions: [5, 15] },
    ],
    ['bad rPP: default 20', { type: 'local', rPP: -3 }, { rPP: 20, rPPOptions: [10, 20, 50, 100] }],
    [
      'remote served locally',
      { type: 'remote', rPP: '30' },
      { rPP: 30, rPPOptions: [10, 20, 30, 50, 100] },
    ],
  ])('%s', (_, input, expected) => {
    expect(readPageModel(input)).toEqual(expected);
  });
});

describe('readGroupModel', () => {
  it.each<[string, unknown, unknown]>([
    ['off', { on: false, dataIndx: ['a'] }, undefined],
    ['no columns', { on: true, dataIndx: [] }, undefined],
    [
      'one column as text',
      { on: true, dataIndx: 'a' },
      { dataIndx: ['a'], collapsed: [], summary: true },
    ],
    [
      'collapsed and summary off',
      { on: true, dataIndx: ['a', 'b'], collapsed: [true, 'no'], summary: false },
      { dataIndx: ['a', 'b'], collapsed: [true, false], summary: false },
    ],
  ])('%s', (_, input, expected) => {
    expect(readGroupModel(input)).toEqual(expected);
  });
});

const ROWS: DataRow[] = [
  { region: 'West', store: 'W1', revenue: 10 },
  { region: 'East', store: 'E1', revenue: 5 },
  { region: 'West', store: 'W2', revenue: 7 },
  { region: null, store: 'N1', revenue: 1 },
  { region: 'East', store: 'E2', revenue: '3' },
];

/** A compact picture of the items: 'G:label(count)', '-G' collapsed, 'r:store', 'S:sum'. */
function picture(items: GridItem[]): string[] {
  return items.map((item) =>
    item.kind === 'group'
      ? `${item.collapsed ? '-' : ''}G${item.level}:${String(item.value)}(${item.count})`
      : item.kind === 'row'
        ? `r:${String(item.row.store)}`
        : `S:${item.totals.revenue}`,
  );
}

describe('groupRows', () => {
  const model = { dataIndx: ['region'], collapsed: [], summary: true };
  it.each<[string, Parameters<typeof groupRows>[1], string[], string[], string[]]>([
    [
      'groups in key order, empty last, rows keep their order',
      model,
      [],
      [],
      ['G0:East(2)', 'r:E1', 'r:E2', 'G0:West(2)', 'r:W1', 'r:W2', 'G0:null(1)', 'r:N1'],
    ],
    [
      'subtotals with totals',
      model,
      [],
      ['revenue'],
      [
        'G0:East(2)',
        'r:E1',
        'r:E2',
        'S:8',
        'G0:West(2)',
        'r:W1',
        'r:W2',
        'S:17',
        'G0:null(1)',
        'r:N1',
        'S:1',
      ],
    ],
    [
      'no subtotals when summary is off',
      { ...model, summary: false },
      [],
      ['revenue'],
      ['G0:East(2)', 'r:E1', 'r:E2', 'G0:West(2)', 'r:W1', 'r:W2', 'G0:null(1)', 'r:N1'],
    ],
    [
      'a toggled group collapses',
      model,
      ['\u0000East'],
      [],
      ['-G0:East(2)', 'G0:West(2)', 'r:W1', 'r:W2', 'G0:null(1)', 'r:N1'],
    ],
    [
      'collapsed by default, a toggled group expands',
      { ...model, collapsed: [true] },
      ['\u0000West'],
      [],
      ['-G0:East(2)', 'G0:West(2)', 'r:W1', 'r:W2', '-G0:null(1)'],
    ],
    [
      'two levels',
      { dataIndx: ['region', 'store'], collapsed: [], summary: false },
      [],
      [],
      [
        'G0:East(2)',
        'G1:E1(1)',
        'r:E1',
        'G1:E2(1)',
        'r:E2',
        'G0:West(2)',
        'G1:W1(1)',
        'r:W1',
        'G1:W2(1)',
        'r:W2',
        'G0:null(1)',
        'G1:N1(1)',
        'r:N1',
      ],
    ],
  ])('%s', (_, groupModel, toggled, totals, expected) => {
    expect(picture(groupRows(ROWS, groupModel, { toggled: new Set(toggled) }, totals))).toEqual(
      expected,
    );
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 23 }, (_, index) => index);
  it.each<[number, number, number[], number, number]>([
    [1, 10, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 1, 3],
    [3, 10, [20, 21, 22], 3, 3],
    [9, 10, [20, 21, 22], 3, 3],
    [0, 10, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 1, 3],
    [2, 20, [20, 21, 22], 2, 2],
  ])('page %i of %i per page', (page, rPP, expected, current, pageCount) => {
    const slice = pageSlice(items, page, rPP);
    expect(slice.items).toEqual(expected);
    expect(slice.page).toBe(current);
    expect(slice.pageCount).toBe(pageCount);
  });
  it('no items: one empty page', () => {
    expect(pageSlice([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1, first: 0 });
  });
});
