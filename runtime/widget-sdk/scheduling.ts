/**
 * Scheduling helpers for heavy widgets: yield to the browser between chunks of work so input
 * stays responsive, bound a wait, and load a widget's code on demand (one chunk per type).
 */
export { yieldToBrowser, type Yielder } from '../app/shell/yield-to-browser.ts';
export { waitAtMost } from '../app/shell/wait-at-most.ts';
export { loadableChunk, type LoadableChunk } from '../app/shell/loadable-chunk.ts';
export { loadableComponent } from '../app/shell/LoadableComponent.tsx';
export { whenPageSettled } from '../app/shell/page-settled.ts';
