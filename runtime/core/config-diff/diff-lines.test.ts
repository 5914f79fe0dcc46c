import { describe, expect, it } from 'vitest';
import { diffLines, shownBox, shownValue, type DiffLine } from './diff-lines.ts';
import type { EntityDiff } from './semantic-diff.ts';

const changed = (details: EntityDiff['details']): EntityDiff => ({
  tenant: 'acme',
  kind: 'dashboard',
  id: 'sales-overview',
  change: 'changed',
  files: ['acme/dashboards/sales-overview.json'],
  details,
});

describe('shownValue', () => {
  const cases: [string, unknown, number | undefined, string | undefined][] = [
    ['absent', undefined, undefined, undefined],
    ['a string, quoted', 'Margin', undefined, '"Margin"'],
    ['a number', 12, undefined, '12'],
    ['null', null, undefined, 'null'],
    ['an object, compact', { en: 'A', es: 'B' }, undefined, '{"en":"A","es":"B"}'],
    ['cut at the limit', 'abcdefghij', 6, '"abcd…'],
    ['exactly the limit', 'abcd', 6, '"abcd"'],
  ];
  it.each(cases)('%s', (_, value, max, expected) => {
    expect(shownValue(value, max)).toBe(expected);
  });
});

describe('shownBox', () => {
  it.each([
    [{ x: 0, y: 4, w: 7, h: 6 }, 'x 0, y 4, 7×6'],
    [{ x: 3, y: 1 }, 'x 3, y 1, ?×?'],
  ])('%j', (box, expected) => {
    expect(shownBox(box)).toBe(expected);
  });
});

describe('diffLines', () => {
  const cases: [string, EntityDiff[], DiffLine[]][] = [
    ['nothing', [], []],
    [
      'a widget title changed',
      [changed([{ type: 'field', widget: 'kpi', path: 'title.en', from: 'A', to: 'B' }])],
      [{ kind: 'field', widget: 'kpi', path: 'title.en', from: '"A"', to: '"B"' }],
    ],
    [
      'a dashboard field added (no widget, nothing before)',
      [changed([{ type: 'field', path: 'description', to: 'New' }])],
      [{ kind: 'field', path: 'description', from: undefined, to: '"New"' }],
    ],
    [
      'widgets added, removed and moved, in order',
      [
        changed([
          { type: 'widget-added', widget: 'a' },
          { type: 'widget-removed', widget: 'b' },
          {
            type: 'widget-moved',
            widget: 'c',
            from: { x: 0, y: 0, w: 4, h: 2 },
            to: { x: 4, y: 0, w: 4, h: 2 },
          },
        ]),
      ],
      [
        { kind: 'widget-added', widget: 'a' },
        { kind: 'widget-removed', widget: 'b' },
        { kind: 'widget-moved', widget: 'c', from: 'x 0, y 0, 4×2', to: 'x 4, y 0, 4×2' },
      ],
    ],
    [
      'the dashboard created',
      [{ ...changed([]), change: 'added' }],
      [{ kind: 'entity', change: 'added', id: 'sales-overview' }],
    ],
    [
      'SQL changed',
      [changed([{ type: 'sql', from: 'SELECT 1', to: 'SELECT 2' }])],
      [{ kind: 'sql', from: '"SELECT 1"', to: '"SELECT 2"' }],
    ],
  ];
  it.each(cases)('%s', (_, diffs, expected) => {
    expect(diffLines(diffs)).toEqual(expected);
  });
});
