/**
 * A chart's first picture: the SVG the server draws of it (server/charts/chart-pictures.ts),
 * shown as an image until the live vega view replaces it (widgets/chart/chart-picture.ts).
 * An SVG in an `<img>` runs no script and loads nothing, whatever it holds.
 */

/** Rows a picture draws at most: a chart of more draws live at once (its SVG would be large). */
export const PICTURE_MAX_ROWS = 2000;

/** `svg` as an image address (the page's policy allows data: images). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The size vega wrote on the SVG's root (the live view's size); undefined when it has none. */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) return undefined;
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value))
    return value
      .filter((line) => typeof line === 'string')
      .join(' ')
      .trim();
  if (typeof value === 'object' && value !== null) return text((value as { text?: unknown }).text);
  return '';
}

/**
 * The picture's accessible name: the spec's description (what vega names the live view by),
 * else its title, else the widget's title, else `fallback`.
 */
export function pictureName(
  spec: Record<string, unknown>,
  widgetTitle: string,
  fallback: string,
): string {
  return text(spec.description) || text(spec.title) || widgetTitle.trim() || fallback;
}
