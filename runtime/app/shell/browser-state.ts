/**
 * Keeps the layout store current with the browser: online/offline (app-shell §1), window
 * width and scroll offset. Returns the function that stops listening.
 */
import { layoutStore } from '../stores/layout-store.ts';

/** Starts listening to the window; call once at start-up. */
export function trackBrowserState(target: Window = window): () => void {
  let frame = 0;
  const online = () => (layoutStore.online = true);
  const offline = () => (layoutStore.online = false);
  const measure = () => {
    // One store write per frame: scroll and resize fire far more often than paints.
    if (frame) return;
    frame = target.requestAnimationFrame(() => {
      frame = 0;
      layoutStore.windowWidth = target.innerWidth;
      layoutStore.scroll = target.scrollY;
    });
  };
  layoutStore.online = target.navigator.onLine;
  layoutStore.windowWidth = target.innerWidth;
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  target.addEventListener('resize', measure, { passive: true });
  target.addEventListener('scroll', measure, { passive: true });
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
    target.removeEventListener('resize', measure);
    target.removeEventListener('scroll', measure);
    if (frame) target.cancelAnimationFrame(frame);
  };
}
