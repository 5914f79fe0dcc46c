/** A chart series as `params.graph.series` holds it (titles already in the reader's language). */
export interface SeriesEntry<Format extends string = string> {
  field: string;
  title?: string;
  color?: string;
  format?: Format;
}

/**
 * Mixes a hex colour with white: a comparison series keeps its measure's hue, lighter, so the
 * pair reads as one measure in two periods and stays apart from the other measures' colours.
 * Colours that are not hex (names, rgb()) give undefined: the palette picks one instead.
 */
export function lighterColor(color: string | undefined, amount = 0.5): string | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color?.trim() ?? '')?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channels = [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
  return `#${channels
    .map((value) => Math.round(value + (255 - value) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The series of a chart with a comparison period (widget params comparisonPeriod): each
 * measure that has a comparison column (`added`: measure → column) gets a series for it right
 * after the configured ones, titled by `title` from the measure's own title (or `fallback`
 * of its column name), with the measure's format and a lighter shade of its colour.
 */
export function comparisonSeries<Format extends string>(
  configured: readonly SeriesEntry<Format>[],
  measures: readonly string[],
  added: Readonly<Record<string, string>>,
  title: (measureTitle: string) => string,
  fallback: (column: string) => string,
): SeriesEntry<Format>[] {
  const extra = measures.flatMap((measure): SeriesEntry<Format>[] => {
    const column = added[measure];
    if (!column) return [];
    const own = configured.find((series) => series.field === measure);
    const entry: SeriesEntry<Format> = {
      field: column,
      title: title(own?.title || fallback(measure)),
    };
    const format = own?.format;
    if (format) entry.format = format;
    const color = lighterColor(own?.color);
    if (color) entry.color = color;
    return [entry];
  });
  return [...configured, ...extra];
}
