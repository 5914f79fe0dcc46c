/**
 * The dashboard chunk (the module, share and widget pages, the grid and the widgets): loaded
 * by the route prefetch as soon as the address is known, and rendered from here by the
 * router's pages once it is (shell/LoadableComponent.tsx).
 */
import { loadableChunk } from '../shell/loadable-chunk.ts';

export const dashboardCode = loadableChunk(() => import('./index.ts'));
