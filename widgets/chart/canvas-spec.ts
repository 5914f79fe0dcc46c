/**
 * The canvas trimming of a Vega spec (runtime/core/charts/canvas-spec.ts, shared with the
 * server, which prepares charts) and the hover half of it: the tooltip computed for the item
 * the pointer enters.
 */
import type { Item, View } from 'vega';
import { TOOLTIP_SET } from '../../runtime/core/charts/canvas-spec.ts';

export { forCanvas, TOOLTIP_SET } from '../../runtime/core/charts/canvas-spec.ts';

/**
 * The dataflow calls vega's own hover sets make (view.hover), which vega's typings leave out:
 * a changeset that re-encodes one item with a named set, pulsed into the collector feeding the
 * item's mark.
 */
interface EncodeFlow {
  changeset: () => { encode: (item: Item, set: string) => unknown };
  pulse: (source: unknown, changeset: unknown) => { run: () => unknown };
}

/**
 * Computes the tooltip of `item` (the one the pointer has just entered): its mark's
 * {@link TOOLTIP_SET}, for that item alone. vega fires 'pointerover' before the 'pointermove'
 * on which it shows `item.tooltip`, and this run of the dataflow is synchronous, so the tooltip
 * is there in time. Computed on every entry, so rows updated in place never show an old one.
 */
export function computeTooltip(view: View, item: Item | null | undefined): void {
  const source = (item?.mark as { source?: unknown } | undefined)?.source;
  if (!item || !source) return;
  const flow = view as unknown as EncodeFlow;
  flow.pulse(source, flow.changeset().encode(item, TOOLTIP_SET)).run();
}
