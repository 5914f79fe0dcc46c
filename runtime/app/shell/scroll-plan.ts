/**
 * What a route change does to the window's scroll (app-shell §1: "scroll position restored or
 * reset to the top on navigation"), and the positions kept for it. Pure: the hook in
 * scroll-restore.ts applies it.
 */

/** How the router reached the location: a link (PUSH), a replacement, or back/forward/reload. */
export type ScrollNavigation = 'PUSH' | 'REPLACE' | 'POP';

/** What to do with the scroll after a route change. */
export type ScrollAction =
  | { kind: 'restore'; y: number }
  | { kind: 'anchor'; id: string }
  | { kind: 'top' }
  | { kind: 'keep' };

/** A route change as far as the scroll cares. */
export interface ScrollChange {
  navigation: ScrollNavigation;
  /** The path differs from the previous location's (false on the first render). */
  pathChanged: boolean;
  /** location.hash, with its '#'. */
  hash: string;
  /** The position kept for this history entry, if any. */
  saved: number | undefined;
}

/**
 * - back, forward and reload return to the entry's kept position (else leave the scroll be);
 * - a link to an anchor scrolls to it, any other link starts at the top;
 * - a replacement on the same page (filters written to the address) keeps the position;
 *   one that moves to another page (login → home) starts at the top.
 */
export function scrollAction({ navigation, pathChanged, hash, saved }: ScrollChange): ScrollAction {
  if (navigation === 'POP')
    return saved === undefined ? { kind: 'keep' } : { kind: 'restore', y: saved };
  if (navigation === 'REPLACE' && !pathChanged) return { kind: 'keep' };
  const id = anchorId(hash);
  return id ? { kind: 'anchor', id } : { kind: 'top' };
}

/** The element id a hash names ('' when none, or when it does not decode). */
export function anchorId(hash: string): string {
  if (hash.length <= 1) return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/** How many history entries keep a position: the oldest are dropped first. */
export const SCROLL_POSITIONS_LIMIT = 100;

/** Kept positions by history entry key, oldest first. */
export type ScrollPositions = Record<string, number>;

/** `positions` with `key` at `y`, moved to the newest place; at most `limit` entries. */
export function keepPosition(
  positions: ScrollPositions,
  key: string,
  y: number,
  limit = SCROLL_POSITIONS_LIMIT,
): ScrollPositions {
  const entries = Object.entries(positions).filter(([known]) => known !== key);
  entries.push([key, Math.max(0, Math.round(y))]);
  return Object.fromEntries(entries.slice(Math.max(0, entries.length - limit)));
}

/** Positions read back from storage: anything else than key → finite number is dropped. */
export function parsePositions(text: string | null): ScrollPositions {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === 'number' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}
