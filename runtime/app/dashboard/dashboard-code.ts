/**
 * The dashboard chunk (the module, share and widget pages, the grid and the widgets): loaded
 * by the route prefetch as soon as the address is known, and rendered from here by the
 * router's pages once it is (shell/LoadablePage.tsx).
 */
import { pageCode } from '../shell/page-code.ts';

export const dashboardCode = pageCode(() => import('./index.ts'));
