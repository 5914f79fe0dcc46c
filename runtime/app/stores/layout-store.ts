import { proxy } from 'valtio';

/** Which layout frames the current page. */
export type LayoutType = 'auth' | 'main' | 'share' | 'default';

/** The layout store (app-shell §3) plus the browser's online state (app-shell §1). */
export interface LayoutState {
  windowWidth: number;
  /** Vertical scroll offset of the window. */
  scroll: number;
  /** Sidebar open on small screens. */
  navbarOpened: boolean;
  /** Sidebar collapsed on large screens. */
  navbarCollapsed: boolean;
  layoutType: LayoutType;
  /** navigator.onLine, kept current by the online/offline events. */
  online: boolean;
}

/** The layout store (valtio proxy). */
export const layoutStore = proxy<LayoutState>({
  windowWidth: typeof window === 'undefined' ? 1280 : window.innerWidth,
  scroll: 0,
  navbarOpened: false,
  navbarCollapsed: false,
  layoutType: 'default',
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
});
