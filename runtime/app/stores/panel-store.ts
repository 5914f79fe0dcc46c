import { proxy } from 'valtio';

/**
 * The panel store (app-shell §3): which side panel is open (builder, query editor), what was
 * copied for pasting, and the saved-query slugs known to editors.
 */
export interface PanelState {
  /** Open panel's name, or undefined. */
  panel: string | undefined;
  /** A copied widget or value, pasted by editors. */
  paste: unknown;
  /** Slug the open panel edits. */
  slug: string | undefined;
  slugs: string[];
  /** Completion words for code editors. */
  monacoSuggestions: string[];
}

/** The panel store (valtio proxy). */
export const panelStore = proxy<PanelState>({
  panel: undefined,
  paste: undefined,
  slug: undefined,
  slugs: [],
  monacoSuggestions: [],
});
