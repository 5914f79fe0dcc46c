/** Narrowest a card gets before the row wraps. */
export const MIN_CARD_WIDTH = 180;
/**
 * Narrowest a card gets in a body too short for a second row: its value's font shrinks to fit
 * (card.module.css) and its lines wrap, where a second row would be cut or scroll.
 */
export const TIGHT_CARD_WIDTH = 150;
/** Shortest a card gets before the grid scrolls instead of squeezing. */
export const MIN_CARD_HEIGHT = 104;
/** Gap between cards, in pixels. */
export const CARD_GAP = 10;
/** Height of the factor slider bar. */
export const SLIDER_BAR_HEIGHT = 48;

/** How `count` cards sit in a `width` × `height` body. */
export interface CardGrid {
  columns: number;
  rows: number;
  /** Height of each card (at least MIN_CARD_HEIGHT; the grid scrolls past the body). */
  cardHeight: number;
}

/**
 * Lays cards out in as few rows as the width allows (a responsive row that wraps), with the
 * cards spread evenly over the rows, sharing the height between the rows.
 */
export function cardGrid(count: number, width: number, height: number): CardGrid {
  const n = Math.max(1, count);
  let fit = Math.floor((width + CARD_GAP) / (MIN_CARD_WIDTH + CARD_GAP));
  // A body too short for the rows takes narrower cards, in fewer rows.
  if (height < Math.ceil(n / Math.max(1, Math.min(n, fit))) * MIN_CARD_HEIGHT) {
    fit = Math.max(fit, Math.floor((width + CARD_GAP) / (TIGHT_CARD_WIDTH + CARD_GAP)));
  }
  const rows = Math.ceil(n / Math.max(1, Math.min(n, fit)));
  // Balanced rows: four cards that fit three across go two by two, not three and one.
  const columns = Math.ceil(n / rows);
  const cardHeight = Math.max(MIN_CARD_HEIGHT, Math.floor((height - (rows - 1) * CARD_GAP) / rows));
  return { columns, rows, cardHeight };
}

/** Whether a card of this height has room for its description line (besides the goal bar). */
export function hasRoomForDescription(cardHeight: number, hasGoal: boolean): boolean {
  return cardHeight >= (hasGoal ? 150 : 132);
}
