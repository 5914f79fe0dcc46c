/**
 * A Vega spec trimmed to what the canvas renderer uses. vega-lite gives every mark item two
 * texts computed for every row at every draw: an ARIA `description` (and its
 * `ariaRoleDescription`), which only the SVG renderer writes into the page, and the `tooltip`,
 * which is read only when the pointer is over the item. Both format every value of the row
 * (numbers, dates): on the demo dashboard about a tenth of what vega does to draw its charts.
 * So the descriptions go, and each tooltip moves into an encode set of its own that the chart
 * runs for one item when the pointer enters it (widgets/chart/vega-draw.ts), right before vega looks for the
 * item's tooltip. What the tooltip shows is unchanged. The Voronoi cells that let a line's
 * nearest point show on hover are computed from the first pointer move on (lazy-voronoi.ts).
 * Pure: the server prepares charts with it too (chart-prepare.ts).
 */
/** A vega-lite or Vega JSON fragment. Built as plain JSON: vega-lite's own types are unions too deep to build against. */
export type SpecObject = Record<string, unknown>;

/** Whether `value` is a spec object (not null, not an array). */
export function isSpecObject(value: unknown): value is SpecObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The lazy Voronoi transform's type in a Vega spec (registered by the chart widget). */
export const LAZY_VORONOI = 'lazyvoronoi';

/**
 * The signal that turns the cells on: true from the first pointer move over the chart, or the
 * first press (a tap on a touch screen moves no pointer before it).
 */
export const POINTER_SIGNAL = 'navigator_pointer_seen';

/** The signal's definition, added to a spec that has lazy cells. */
export const POINTER_SIGNAL_SPEC = {
  name: POINTER_SIGNAL,
  value: false,
  on: [{ events: 'pointermove, pointerdown', update: 'true' }],
};

/** The encode set holding a mark's tooltip, run for one item at a time on hover. */
export const TOOLTIP_SET = 'navigatorTooltip';

/** Encoding channels the canvas renderer never reads. */
const UNDRAWN_CHANNELS = ['description', 'ariaRoleDescription'] as const;

/** The encode sets vega runs on every draw (enter once per item, then update). */
const DRAW_SETS = ['enter', 'update'] as const;

/**
 * `encode` without the undrawn channels and with its tooltip (update's over enter's) in
 * {@link TOOLTIP_SET}; a set of that name written by the spec's author is theirs, and then the
 * tooltip stays where it is.
 */
function canvasEncode(encode: SpecObject): SpecObject {
  const defer = !(TOOLTIP_SET in encode);
  const result: SpecObject = { ...encode };
  let tooltip: unknown;
  for (const name of DRAW_SETS) {
    const set = encode[name];
    if (!isSpecObject(set)) continue;
    const kept: SpecObject = { ...set };
    for (const channel of UNDRAWN_CHANNELS) delete kept[channel];
    if (defer && 'tooltip' in kept) {
      tooltip = kept.tooltip;
      delete kept.tooltip;
    }
    result[name] = kept;
  }
  if (tooltip !== undefined) result[TOOLTIP_SET] = { tooltip };
  return result;
}

/** `transform` with vega's voronoi made lazy; `lazy.found` notes that one was. */
function canvasTransforms(transform: unknown[], lazy: { found: boolean }): unknown[] {
  return transform.map((step) => {
    if (!isSpecObject(step) || step.type !== 'voronoi') return step;
    lazy.found = true;
    return { ...step, type: LAZY_VORONOI, enabled: { signal: POINTER_SIGNAL } };
  });
}

/** `marks` (and the marks of their groups) as {@link forCanvas} trims them. */
function canvasMarks(marks: unknown, lazy: { found: boolean }): unknown {
  if (!Array.isArray(marks)) return marks;
  return marks.map((mark: unknown) => {
    if (!isSpecObject(mark)) return mark;
    const trimmed: SpecObject = { ...mark };
    if (isSpecObject(mark.encode)) trimmed.encode = canvasEncode(mark.encode);
    if (Array.isArray(mark.transform)) trimmed.transform = canvasTransforms(mark.transform, lazy);
    if (mark.marks !== undefined) trimmed.marks = canvasMarks(mark.marks, lazy);
    return trimmed;
  });
}

/** The Vega spec `spec` as the canvas renderer needs it (a new object; `spec` is not changed). */
export function forCanvas<T extends SpecObject>(spec: T): T {
  if (spec.marks === undefined) return spec;
  const lazy = { found: false };
  const trimmed: SpecObject = { ...spec, marks: canvasMarks(spec.marks, lazy) };
  if (lazy.found) {
    const signals = Array.isArray(spec.signals) ? spec.signals : [];
    trimmed.signals = [...signals, POINTER_SIGNAL_SPEC];
  }
  return trimmed as T;
}
