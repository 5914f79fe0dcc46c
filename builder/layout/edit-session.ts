/**
 * Which dashboards are in edit mode right now, and what cloning a widget means there: the
 * toolbar's Clone makes a temporary copy on a viewed dashboard, but in edit mode it saves a
 * copy (like the edit strip's Duplicate). A plain registry rather than a store: nothing
 * renders from it, so viewers pay nothing for it.
 */
import type { Widget } from '../../schemas/generated/index.ts';

type CloneHandler = (widget: Widget) => void;

const handlers = new Map<string, CloneHandler>();

/** Edit mode of `dashboardId` saves clones with `handler`; returns the undo. */
export function registerEditClone(dashboardId: string, handler: CloneHandler): () => void {
  handlers.set(dashboardId, handler);
  return () => {
    if (handlers.get(dashboardId) === handler) handlers.delete(dashboardId);
  };
}

/** The clone handler of a dashboard in edit mode, if it is in edit mode. */
export function editCloneHandler(dashboardId: string): CloneHandler | undefined {
  return handlers.get(dashboardId);
}
