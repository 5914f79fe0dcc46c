/**
 * The window's scroll across route changes (app-shell §1), by scroll-plan.ts: back, forward and
 * reload return to where the reader was, links start at the top, filters written to the
 * address leave the page where it is.
 *
 * Unlike React Router's <ScrollRestoration>, it never reads the position while the page is
 * hidden: the position comes from the scroll events as they happen, and pagehide only writes
 * it out (reading it there made the browser recompute a whole dashboard's styles on every
 * reload, ~17 ms before the next page could start). And a restore waits for the page to grow:
 * a dashboard's height comes with its widgets' rows, after the route has rendered.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
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

/** Applies the scroll rules of scroll-plan.ts on every route change; mount once (RootFrame). */
export function useScrollRestore(): void {
  const location = useLocation();
  const navigation = useNavigationType();
  // The entry shown, the last position its scroll events reported, the restore under way.
  const entry = useRef<{ key: string; path: string; y?: number } | null>(null);
  const restoring = useRef<(() => void) | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      // A restore's own scrolls (clamped while the page grows) are not the reader's place.
      if (entry.current && !restoring.current) entry.current.y = window.scrollY;
    };
    const onPageHide = () => {
      const shown = entry.current;
      if (shown?.y !== undefined) kept = keepPosition(keptPositions(), shown.key, shown.y);
      writePositions();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      restoring.current?.();
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const previous = entry.current;
    if (previous?.y !== undefined) kept = keepPosition(keptPositions(), previous.key, previous.y);
    restoring.current?.();
    restoring.current = null;
    const action = scrollAction({
      navigation,
      pathChanged: previous !== null && previous.path !== location.pathname,
      hash: location.hash,
      saved: keptPositions()[location.key],
    });
    const shown: { key: string; path: string; y?: number } = {
      key: location.key,
      path: location.pathname,
    };
    entry.current = shown;
    if (action.kind === 'top') {
      window.scrollTo(0, 0);
      shown.y = 0;
    } else if (action.kind === 'anchor') {
      document.getElementById(action.id)?.scrollIntoView();
    } else if (action.kind === 'keep') {
      // Nothing moved: the place the previous entry had is this one's until the next scroll.
      shown.y = previous?.y;
    } else if (action.kind === 'restore') {
      shown.y = action.y;
      const stop = restoreScroll(action.y, () => {
        if (restoring.current === stop) restoring.current = null;
      });
      restoring.current = stop;
    }
    // location.key alone: a new entry (or this one again after a reload) is a route change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
