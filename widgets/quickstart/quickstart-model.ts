/** Quickstart checklist logic: its server key, the ticked set after a toggle, the progress. */
import type { Widget } from '../../schemas/generated/index.ts';

/** The key the server keeps this checklist's progress under: the widget's uid. */
export function checklistKey(widget: Pick<Widget, 'uid' | 'dashboard_id' | 'widget_id'>): string {
  return widget.uid ?? `${widget.dashboard_id ?? 'dashboard'}/${widget.widget_id ?? 'quickstart'}`;
}

/** The ticked ids after ticking (or unticking) `id`, in checklist order; unknown ids dropped. */
export function toggled(
  itemIds: readonly string[],
  done: readonly string[],
  id: string,
  on: boolean,
): string[] {
  const next = new Set(done);
  if (on) next.add(id);
  else next.delete(id);
  return itemIds.filter((item) => next.has(item));
}

/** How many of the items are ticked, and the percentage. */
export function progressOf(
  itemIds: readonly string[],
  done: readonly string[],
): { done: number; total: number; percent: number } {
  const ticked = itemIds.filter((id) => done.includes(id)).length;
  const total = itemIds.length;
  return { done: ticked, total, percent: total === 0 ? 0 : Math.round((ticked / total) * 100) };
}
