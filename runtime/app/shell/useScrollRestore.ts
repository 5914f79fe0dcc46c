/**
 * The window's scroll across route changes (app-shell §1), by scroll-plan.ts: back, forward and
 * reload return to where the reader was, links start at the top, filters written to the
 * address leave the page where it is.
 *
 * Unlike React Router's <ScrollRestoration>, it never reads the position while the page is
 * hidden: the layout store keeps it from the scroll events as they happen, and pagehide only
 * writes it out (reading it there made the browser recompute a whole dashboard's styles on every
 * reload, ~17 ms before the next page could start). And a restore waits for the page to grow:
 * a dashboard's height comes with its widgets' rows, after the route has rendered.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { layoutStore } from '../stores/layout-store.ts';
import { keepPosition, parsePositions, scrollAction, type ScrollPositions } from './scroll-plan.ts';

/** sessionStorage key of the kept positions: per tab, like the history they belong to. */
export const SCROLL_STORAGE_KEY = 'nav.scroll';

/** How long a restore waits for the page to become tall enough. */
export const RESTORE_WAIT_MS = 5000;

/** What the reader does that ends a restore still waiting: their scroll wins. */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let kept: ScrollPositions | undefined;

function keptPositions(): ScrollPositions {
  if (kept === undefined) {
    try {
      kept = parsePositions(window.sessionStorage.getItem(SCROLL_STORAGE_KEY));
    } catch {
      kept = {};
    }
  }
  return kept;
}

function writePositions(): void {
  try {
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(keptPositions()));
  } catch {
    // Storage full or off: positions last as long as the page.
  }
}

/**
 * Scrolls to `y` once the page is tall enough: now, or as it grows (a ResizeObserver on the
 * body), for at most RESTORE_WAIT_MS and only until the reader scrolls. Returns a stop, or
 * null when the place was reached at once.
 */
function restoreScroll(y: number, onEnd: () => void): (() => void) | null {
  const reached = () => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) < 1;
  };
  if (reached()) return null;
  let stopped = false;
  const observer = new ResizeObserver(() => {
    if (reached()) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of READER_EVENTS) window.removeEventListener(type, stop, true);
    onEnd();
  }
  observer.observe(document.body);
  for (const type of READER_EVENTS) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  return stop;
}

/** The history entry shown and, while a restore waits for the page to grow, its place. */
interface ShownEntry {
  key: string;
  path: string;
  restoring?: number;
}

/**
 * Keeps the reader's place on `shown`: the window's offset as the layout store has it from the
 * scroll events (browser-state.ts), or the place a restore still waits for (its own scrolls,
 * clamped while the page grows, are not the reader's).
 */
function rememberPlace(shown: ShownEntry | null): void {
  if (shown) kept = keepPosition(keptPositions(), shown.key, shown.restoring ?? layoutStore.scroll);
}

/** Applies the scroll rules of scroll-plan.ts on every route change; mount once (RootFrame). */
export function useScrollRestore(): void {
  const location = useLocation();
  const navigation = useNavigationType();
  const entry = useRef<ShownEntry | null>(null);
  const stopRestore = useRef<(() => void) | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      rememberPlace(entry.current);
      writePositions();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      stopRestore.current?.();
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const previous = entry.current;
    rememberPlace(previous);
    stopRestore.current?.();
    stopRestore.current = null;
    const action = scrollAction({
      navigation,
      pathChanged: previous !== null && previous.path !== location.pathname,
      hash: location.hash,
      saved: keptPositions()[location.key],
    });
    const shown: ShownEntry = { key: location.key, path: location.pathname };
    entry.current = shown;
    if (action.kind === 'top') {
      scrollWindowTo(0);
    } else if (action.kind === 'anchor') {
      document.getElementById(action.id)?.scrollIntoView();
    } else if (action.kind === 'restore' && (action.y > 0 || layoutStore.scroll > 0)) {
      // (A place at the top with the window there, as on a reload: no scroll, no forced layout.
      // Only the top is sure: a page that shrank has clamped the window below its last offset.)
      const stop = restoreScroll(action.y, () => {
        shown.restoring = undefined;
        if (stopRestore.current === stop) stopRestore.current = null;
      });
      if (stop) {
        shown.restoring = action.y;
        stopRestore.current = stop;
      } else {
        layoutStore.scroll = action.y;
      }
    }
    // location.key alone: a new entry (or this one again after a reload) is a route change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}

/** Scrolls the window, and tells the layout store at once (its scroll events come a frame later). */
function scrollWindowTo(y: number): void {
  window.scrollTo(0, y);
  layoutStore.scroll = y;
}
