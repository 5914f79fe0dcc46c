import type { Graph } from '../../schemas/generated/index.ts';
import { localizeText } from '../../runtime/core/format/localized-text.ts';
import { humanizeColumn } from '../table/humanize.ts';
import { CHART_PALETTE, cssColor } from './chart-theme.ts';

/** One measure drawn by a chart: its column, legend title, colour and value format. */
export interface Series {
  field: string;
  title: string;
  color: string;
  format: string | undefined;
}

/** Where a chart's series get their look from, besides `graph.series`. */
export interface SeriesSources {
  /** The widget's format_definition (column → format name). */
  formats: Readonly<Record<string, string | undefined>>;
  /** params.colors: series colours in order. */
  colors: readonly string[];
  /** attributes.color, used when the chart draws a single series. */
  accent: string | undefined;
  /** The reader's language, for series titles given per language. */
  locale?: string;
}

/** A key that may hold one column or several. */
export function toList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((item) => item.trim().length > 0);
}

/**
 * The look of each drawn column. A column's colour comes from its `graph.series` entry, else
 * params.colors in drawing order, else (for a lone series) attributes.color, else the palette;
 * its format from the series entry, else format_definition. `offset` is the drawing position
 * of the first field, so target lines drawn after the bars take the next colours.
 */
export function resolveSeries(
  fields: readonly string[],
  graph: Graph,
  sources: SeriesSources,
  offset = 0,
): Series[] {
  const accent = fields.length === 1 && offset === 0 ? cssColor(sources.accent) : undefined;
  return fields.map((field, position) => {
    const index = offset + position;
    const configured = graph.series?.find((series) => series.field === field);
    return {
      field,
      title: configured?.title
        ? localizeText(configured.title, sources.locale)
        : humanizeColumn(field),
      color:
        configured?.color ??
        sources.colors[index] ??
        accent ??
        CHART_PALETTE[index % CHART_PALETTE.length] ??
        '#3c4f7a',
      format: configured?.format ?? sources.formats[field],
    };
  });
}
