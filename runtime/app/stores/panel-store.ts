import { proxy } from 'valtio';

/**
 * The panel store (app-shell §3): which builder panel is open, the slug it edits, and the
 * saved-query slugs the slug field suggests.
 *
 * app-shell §3 also names `paste` and `monacoSuggestions` without giving them any behaviour.
 * They are left out: nothing in the product copies and pastes through a store (widgets are
 * cloned by the toolbar's clone action), and the SQL editor's completion words come from the
 * datasource schema it loads itself (server data stays in SWR, DESIGN.md), so a store field
 * would hold a second copy nobody reads.
 */
export interface PanelState {
  /** Open panel's name ('query-editor'), or undefined. */
  panel: string | undefined;
  /** Slug the open panel edits (undefined for a new query). */
  slug: string | undefined;
  /** Slugs of the current program's saved queries, as the slug field last listed them. */
  slugs: string[];
}

/** The panel store (valtio proxy). */
export const panelStore = proxy<PanelState>({
  panel: undefined,
  slug: undefined,
  slugs: [],
});
