/**
 * Page analytics (app-shell §1: "page analytics recorded on each route change"): each route
 * change is kept in memory (the last {@link PAGE_VIEW_LIMIT}, for support tools and tests
 * through `window.__navigatorPageViews`) and sent to the client logger at debug level, which
 * reaches the server only when debug logging is on (see client-logger.ts).
 */
import { useEffect } from 'react';
import { clientLog } from './client-logger.ts';
import { idleTask } from './idle-task.ts';

/** One recorded page view. */
export interface PageView {
  path: string;
  /** Epoch milliseconds. */
  at: number;
}

/** How many page views stay in memory. */
export const PAGE_VIEW_LIMIT = 50;

/** At most this long after a route change, its view is logged even on a busy page. */
export const PAGE_VIEW_LOG_TIMEOUT_MS = 2000;

const views: PageView[] = [];

/**
 * Records a page view, keeping the last {@link PAGE_VIEW_LIMIT}; the same path twice in a
 * row is one view (a re-render is no route change). Returns the view, or undefined when it
 * was not a change.
 */
export function recordPageView(path: string, at: number = Date.now()): PageView | undefined {
  if (views.at(-1)?.path === path) return undefined;
  const view = { path, at };
  views.push(view);
  if (views.length > PAGE_VIEW_LIMIT) views.splice(0, views.length - PAGE_VIEW_LIMIT);
  return view;
}

/** The recorded page views, oldest first (a copy). */
export function pageViews(): PageView[] {
  return [...views];
}

declare global {
  interface Window {
    __navigatorPageViews?: () => PageView[];
  }
}

/**
 * Records `path` each time it changes. The view is kept at once and logged when the page is
 * idle: the route's first render commits in the same task, and a console entry there cost a
 * few milliseconds of a dashboard's load (more with developer tools open).
 */
export function usePageAnalytics(path: string): void {
  useEffect(() => {
    const view = recordPageView(path);
    window.__navigatorPageViews = pageViews;
    if (view) {
      idleTask(
        () => clientLog('page_view', 'debug', JSON.stringify(view)),
        PAGE_VIEW_LOG_TIMEOUT_MS,
      );
    }
  }, [path]);
}
