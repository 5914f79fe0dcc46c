import { describe, expect, it } from 'vitest';
import { parse, View, type Item, type Spec } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { computeTooltip, forCanvas, TOOLTIP_SET } from './canvas-spec.ts';
import {
  extentOutline,
  LAZY_VORONOI,
  POINTER_SIGNAL,
  POINTER_SIGNAL_SPEC,
} from '../../runtime/core/charts/lazy-voronoi.ts';
import type { SpecObject } from './graph-encodings.ts';
import { warmUpSpecs } from './vega-warmup.ts';

const TIP = { signal: 'datum.a' };
const DESCRIBED = {
  description: { signal: '"a: " + datum.a' },
  ariaRoleDescription: { value: 'bar' },
};

describe('forCanvas', () => {
  it.each<[string, SpecObject, SpecObject]>([
    [
      "an update set's tooltip moves to its own set; descriptions go",
      { type: 'rect', encode: { update: { x: { field: 'a' }, tooltip: TIP, ...DESCRIBED } } },
      { type: 'rect', encode: { update: { x: { field: 'a' } }, [TOOLTIP_SET]: { tooltip: TIP } } },
    ],
    [
      "an enter set's tooltip moves too",
      { type: 'rect', encode: { enter: { tooltip: TIP }, update: { y: { value: 1 } } } },
      {
        type: 'rect',
        encode: { enter: {}, update: { y: { value: 1 } }, [TOOLTIP_SET]: { tooltip: TIP } },
      },
    ],
    [
      "with both, update's tooltip is the one kept (vega runs update after enter)",
      { type: 'rect', encode: { enter: { tooltip: { value: 'old' } }, update: { tooltip: TIP } } },
      { type: 'rect', encode: { enter: {}, update: {}, [TOOLTIP_SET]: { tooltip: TIP } } },
    ],
    [
      'a mark without tooltip keeps its sets, less the descriptions',
      {
        type: 'rule',
        encode: { update: { x: { value: 0 }, ...DESCRIBED }, hover: { opacity: { value: 1 } } },
      },
      { type: 'rule', encode: { update: { x: { value: 0 } }, hover: { opacity: { value: 1 } } } },
    ],
    [
      "an author's own set of that name keeps their tooltip where it was",
      {
        type: 'rect',
        encode: {
          update: { tooltip: TIP, ...DESCRIBED },
          [TOOLTIP_SET]: { fill: { value: 'red' } },
        },
      },
      {
        type: 'rect',
        encode: { update: { tooltip: TIP }, [TOOLTIP_SET]: { fill: { value: 'red' } } },
      },
    ],
    ['a mark without encode is left alone', { type: 'group' }, { type: 'group' }],
  ])('%s', (_name, mark, expected) => {
    expect(forCanvas({ marks: [mark] })).toEqual({ marks: [expected] });
  });

  it('trims the marks of groups (layers, facets) and leaves the rest of the spec', () => {
    const spec = {
      width: 100,
      axes: [{ orient: 'bottom', scale: 'x', encode: { labels: { update: DESCRIBED } } }],
      marks: [{ type: 'group', marks: [{ type: 'rect', encode: { update: { tooltip: TIP } } }] }],
    };
    const before = JSON.stringify(spec);
    expect(forCanvas(spec)).toEqual({
      ...spec,
      marks: [
        {
          type: 'group',
          marks: [{ type: 'rect', encode: { update: {}, [TOOLTIP_SET]: { tooltip: TIP } } }],
        },
      ],
    });
    // A new spec: the one given (kept by vega-lite's caller) is not changed.
    expect(JSON.stringify(spec)).toBe(before);
  });

  it("makes vega's voronoi lazy, driven by a pointer signal added to the spec's own", () => {
    const voronoi = { type: 'voronoi', x: { expr: 'datum.datum.x' }, y: { expr: 'datum.datum.y' } };
    const spec = {
      signals: [{ name: 'width', value: 10 }],
      marks: [
        { type: 'group', marks: [{ type: 'path', transform: [{ type: 'label' }, voronoi] }] },
      ],
    };
    expect(forCanvas(spec)).toEqual({
      signals: [{ name: 'width', value: 10 }, POINTER_SIGNAL_SPEC],
      marks: [
        {
          type: 'group',
          marks: [
            {
              type: 'path',
              transform: [
                { type: 'label' },
                { ...voronoi, type: LAZY_VORONOI, enabled: { signal: POINTER_SIGNAL } },
              ],
            },
          ],
        },
      ],
    });
    // Without cells to make lazy, no signal.
    expect(forCanvas({ marks: [{ type: 'rect', transform: [{ type: 'label' }] }] })).toEqual({
      marks: [{ type: 'rect', transform: [{ type: 'label' }] }],
    });
  });

  it('returns a spec without marks as it is', () => {
    const spec = { data: [{ name: 'table' }] };
    expect(forCanvas(spec)).toBe(spec);
  });
});

/** Every mark item of a view's scenegraph, in scene order. */
function sceneItems(view: View): Item[] {
  const items: Item[] = [];
  const visit = (mark: { marktype?: string; items?: unknown[] }) => {
    for (const item of (mark.items ?? []) as (Item & { items?: unknown[] })[]) {
      items.push(item);
      if (mark.marktype === 'group')
        for (const child of item.items ?? []) visit(child as typeof mark);
    }
  };
  visit((view.scenegraph() as unknown as { root: typeof Object }).root as never);
  return items;
}

async function viewOf(spec: Spec): Promise<View> {
  const view = new View(parse(spec), { renderer: 'none' });
  await view.runAsync();
  return view;
}

/** The paths of a view's Voronoi cells (vega-lite's marks marked isVoronoi), in scene order. */
function cellPaths(view: View): unknown[] {
  return sceneItems(view)
    .filter((item) => (item as { isVoronoi?: boolean }).isVoronoi === true)
    .map((item) => (item as { path?: unknown }).path ?? null);
}

/**
 * A trellis of three facets whose points show the nearest on hover (the gallery's
 * trellis_selections, smaller): a cell's bounds count in the facets' grid layout.
 */
const NEAREST_TRELLIS = {
  data: {
    values: ['I', 'II', 'III'].flatMap((series, s) =>
      [4, 8, 13].map((x, i) => ({ series, x: x + s, y: 3 + i * 2 + s })),
    ),
  },
  mark: 'circle',
  params: [
    { name: 'near', select: { type: 'point', fields: ['x'], on: 'pointerover', nearest: true } },
  ],
  encoding: {
    column: { field: 'series' },
    x: { field: 'x', type: 'quantitative' },
    y: { field: 'y', type: 'quantitative' },
  },
};

describe('lazy Voronoi cells', () => {
  const withCells = [...warmUpSpecs(), NEAREST_TRELLIS]
    .map((spec) => compile(spec as unknown as TopLevelSpec).spec as unknown as SpecObject)
    .filter((spec) => JSON.stringify(spec).includes('"voronoi"'));

  it('the demo charts include lines with cells, and a trellis has them', () => {
    expect(withCells.length).toBeGreaterThan(1);
  });

  it.each(withCells.map((spec, index) => [index, spec] as const))(
    'chart %i has no cells until the pointer moves over it, then the cells vega would make',
    async (_index, spec) => {
      const whole = await viewOf(spec as Spec);
      const lazy = await viewOf(forCanvas(spec) as Spec);
      const cells = cellPaths(whole);
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.every((path) => typeof path === 'string')).toBe(true);
      // No cell encloses an area (nothing painted or picked): only the first item of each
      // mark holds the outline of the extent, two moves.
      const before = cellPaths(lazy);
      expect(before.every((path) => path === null || /^M[^LZ]+M[^LZ]+$/.test(String(path)))).toBe(
        true,
      );
      expect(before.some((path) => path !== null)).toBe(true);
      // ...laid out as vega lays out its cells: the same bounds, so the same size.
      const { root } = whole.scenegraph() as unknown as { root: { bounds: unknown } };
      const lazyRoot = (lazy.scenegraph() as unknown as { root: { bounds: unknown } }).root;
      expect(lazyRoot.bounds).toEqual(root.bounds);
      expect(lazy.origin()).toEqual(whole.origin());
      await lazy.signal(POINTER_SIGNAL, true).runAsync();
      expect(cellPaths(lazy)).toEqual(cells);
      expect(lazyRoot.bounds).toEqual(root.bounds);
      whole.finalize();
      lazy.finalize();
    },
  );

  it.each<[string, Record<string, unknown>, string | null]>([
    ['size, as vega-lite gives it', { size: [300, 200] }, 'M0,0M300,200'],
    [
      'size before extent',
      {
        size: [30, 20],
        extent: [
          [-5, -5],
          [5, 5],
        ],
      },
      'M0,0M30,20',
    ],
    [
      'an extent',
      {
        extent: [
          [-5, -6],
          [7, 8],
        ],
      },
      'M-5,-6M7,8',
    ],
    ["vega's default extent", {}, 'M-100000,-100000M100000,100000'],
    ['no width: vega makes no cells', { size: [0, 200] }, null],
    ['no area at all', { size: [0, 0] }, null],
  ])("the extent's outline: %s", (_name, params, expected) => {
    expect(extentOutline(params)).toBe(expected);
  });
});

describe('computeTooltip', () => {
  it.each(warmUpSpecs().map((spec, index) => [index, spec] as const))(
    "gives each item of demo chart %i the tooltip vega-lite's spec gives it, on entry only",
    async (_index, spec) => {
      const vegaSpec = compile(spec as unknown as TopLevelSpec).spec as unknown as SpecObject;
      const whole = await viewOf(vegaSpec as Spec);
      const trimmed = await viewOf(forCanvas(vegaSpec) as Spec);
      const expected = sceneItems(whole);
      const items = sceneItems(trimmed);
      expect(items).toHaveLength(expected.length);
      expect(expected.some((item) => (item as { tooltip?: unknown }).tooltip !== undefined)).toBe(
        true,
      );
      const tipOf = (item: Item | undefined) =>
        (item as { tooltip?: unknown } | undefined)?.tooltip;
      // Drawn without descriptions, and without a tooltip until the pointer enters an item.
      for (const item of items) {
        expect((item as { description?: unknown }).description).toBeUndefined();
        expect(tipOf(item)).toBeUndefined();
      }
      for (const [index, item] of items.entries()) {
        computeTooltip(trimmed, item);
        expect(tipOf(item)).toEqual(tipOf(expected[index]));
      }
      whole.finalize();
      trimmed.finalize();
    },
  );

  it('does nothing for a pointer over no item', async () => {
    const view = await viewOf({ marks: [] } as Spec);
    expect(() => computeTooltip(view, null)).not.toThrow();
    view.finalize();
  });
});
