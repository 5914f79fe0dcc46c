/**
 * A text's width without a canvas to measure it, for the charts' first pictures drawn on the
 * server (server/charts/chart-pictures.ts): vega's own fallback guesses 0.8 em a character,
 * which lays a chart out with room for labels twice as wide as they are (a shorter plot than
 * the live view's). These are Helvetica's advance widths (its AFM, in thousandths of an em),
 * close to the sans-serif system fonts the live view measures with; bold text is ~7 % wider.
 */

// Printable ASCII from ' ' (32) to '~' (126).
const ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Width in thousandths of an em of a character outside ASCII: wide scripts take a full em. */
function otherWidth(code: number): number {
  return code >= 0x2e80 ? 1000 : 556;
}

/** Whether a font weight is bold (vega's `fontWeight`: 'bold', 600, '700'…). */
function isBold(weight: unknown): boolean {
  if (weight === 'bold' || weight === 'bolder') return true;
  const numeric = Number(weight);
  return Number.isFinite(numeric) && numeric >= 600;
}

/** The width in pixels of `text` at `fontSize` px. */
export function estimateTextWidth(text: string, fontSize: number, fontWeight?: unknown): number {
  let thousandths = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 32;
    thousandths += code >= 32 && code <= 126 ? ASCII[code - 32]! : otherWidth(code);
  }
  return (thousandths / 1000) * fontSize * (isBold(fontWeight) ? 1.07 : 1);
}

/**
 * vega's `textMetrics.width(item, line)` from the estimate: the item's font size (11 px when
 * it has none, as vega) and weight.
 */
export function textItemWidth(
  item: { fontSize?: unknown; fontWeight?: unknown },
  line: unknown,
): number {
  const size = item.fontSize == null ? 11 : Number(item.fontSize) || 0;
  const text = line == null ? '' : String(line).trim();
  return size <= 0 || !text ? 0 : estimateTextWidth(text, size, item.fontWeight);
}
