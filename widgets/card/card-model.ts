import { formatValue } from '../../runtime/core/format/index.ts';
import { localizeText } from '../../runtime/core/format/localized-text.ts';
import type { CardItem, ValueFormat, WidgetParams } from '../../schemas/generated/index.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { findDateColumn, numericSeries, rowsByDate } from './card-series.ts';
import {
  applyFactor,
  cardDelta,
  goalProgress,
  SLIDER_DEFAULT_GOAL,
  toNumber,
  type CardDelta,
  type GoalProgress,
} from './card-values.ts';

/** simple: a value; trend: a value over a date column, with a sparkline; comparison: vs compare_field. */
export type CardVariant = 'simple' | 'trend' | 'comparison';

/** Everything one KPI card shows, computed from its config and the query rows. */
export interface CardModel {
  card: CardItem;
  /** The card's label in the reader's language. */
  title: string;
  /** The help text under the value in the reader's language, if any. */
  description?: string;
  variant: CardVariant;
  /** The numeric value shown (after the factor), undefined for text or missing values. */
  value: number | undefined;
  /** The value formatted; '—' when missing. */
  display: string;
  /** The comparison value: compare_field of the same row, or the comparison period's. */
  previous?: { value: number; display: string };
  /** Where `previous` comes from: the row's compare_field, or the date filter's comparison period. */
  previousSource?: 'field' | 'period';
  /** The comparison period's range (yyyy-MM-dd) when `previousSource` is 'period'. */
  comparisonRange?: { start: string; end: string };
  delta?: CardDelta & { display: string };
  goal?: { value: number; display: string; progress: GoalProgress; ratioDisplay: string };
  /** The value over time, oldest first (trend cards). */
  series?: number[];
  /** Trend cards: the date of the value shown (its date column's cell). */
  asOf?: unknown;
  /** The row the value comes from (handed to drilldowns). */
  row: DataRow | undefined;
}

/** What the cards are computed from. */
export interface CardContext {
  rows: readonly DataRow[];
  columns: readonly string[];
  /** Format per column (the widget's format_definition); a card's own format wins. */
  formats?: Readonly<Record<string, string | undefined>>;
  locale?: string;
  /** Factor slider position, in percent. */
  factor?: number;
  /** The factor slider's goal: used by cards without one of their own. */
  sliderGoal?: number;
  /**
   * The comparison period's rows (date filter comparison on): each card's previous value is
   * its field in these rows, instead of its compare_field.
   */
  comparison?: {
    rows: readonly DataRow[];
    columns: readonly string[];
    range: { start: string; end: string };
  };
}

/** Cards derived when a widget has none configured (the preview panel's card view). */
export const MAX_DERIVED_CARDS = 4;

const COMPARE_SUFFIXES = ['_prev', '_previous', '_compare', '_ly'];

/** 'digital_revenue' → 'Digital revenue'. */
export function humanizeColumn(column: string): string {
  const words = column.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A format for a derived card's column: percent for share-like names holding fractions,
 * integer for whole numbers, two decimals otherwise.
 */
export function guessFormat(column: string, value: number): ValueFormat {
  if (/(pct|percent|share|ratio|rate)$/i.test(column) && Math.abs(value) <= 1.5)
    return 'percentOne';
  return Number.isInteger(value) ? 'integer' : 'number';
}

/**
 * One card per numeric column of the first row (at most four), each compared with its
 * `<column>_prev` column when the query has one: what a widget without `card.cards` shows,
 * e.g. a chart switched to cards in the preview panel. Columns without a format in
 * `formats` get a guessed one.
 */
export function deriveCards(
  columns: readonly string[],
  rows: readonly DataRow[],
  formats: Readonly<Record<string, string | undefined>> = {},
): CardItem[] {
  const first = rows[0];
  if (!first) return [];
  const isCompare = (c: string) =>
    COMPARE_SUFFIXES.some((s) => c.endsWith(s) && columns.includes(c.slice(0, -s.length)));
  return columns
    .flatMap((field) => {
      const value = toNumber(first[field]);
      if (value === undefined || isCompare(field)) return [];
      const compare = COMPARE_SUFFIXES.map((s) => field + s).find((c) => columns.includes(c));
      return [
        {
          field,
          title: humanizeColumn(field),
          ...(formats[field] === undefined && { format: guessFormat(field, value) }),
          ...(compare && { compare_field: compare }),
        },
      ];
    })
    .slice(0, MAX_DERIVED_CARDS);
}

/** The cards a widget shows: its `card.cards`, or cards derived from the rows. */
export function widgetCards(
  params: WidgetParams,
  columns: readonly string[],
  rows: readonly DataRow[],
  formats: Readonly<Record<string, string | undefined>> = {},
): CardItem[] {
  const configured = params.card?.cards ?? [];
  return configured.length > 0 ? configured : deriveCards(columns, rows, formats);
}

/** The row a card reads: the latest date's when the rows run over a date column, else the first. */
function valueRow(data: {
  rows: readonly DataRow[];
  columns: readonly string[];
}): DataRow | undefined {
  const dateColumn = data.rows.length > 1 ? findDateColumn(data.columns, data.rows) : undefined;
  const ordered = dateColumn ? rowsByDate(data.rows, dateColumn) : data.rows;
  return dateColumn ? ordered[ordered.length - 1] : ordered[0];
}

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * Computes one card. Without a date column the value is the first row's (the usual one-row
 * KPI query); with one and several rows the card is a trend: the value is the latest date's
 * and the sparkline follows the dates.
 */
export function buildCardModel(card: CardItem, context: CardContext): CardModel {
  const { rows, columns, formats = {}, locale, factor = 0 } = context;
  const format = card.format ?? formats[card.field];
  const dateColumn = rows.length > 1 ? findDateColumn(columns, rows) : undefined;
  const ordered = dateColumn ? rowsByDate(rows, dateColumn) : rows;
  const row = dateColumn ? ordered[ordered.length - 1] : ordered[0];
  const raw = row?.[card.field];
  const base = toNumber(raw);
  const value = base === undefined ? undefined : applyFactor(base, factor);
  // A text cell (a 'top brand' card) shows as text whatever the number format says.
  const display = isMissing(raw)
    ? '—'
    : value === undefined
      ? formatValue(raw, undefined)
      : formatValue(value, format, locale);

  const series = dateColumn ? numericSeries(ordered, card.field) : undefined;
  const compared = context.comparison ? valueRow(context.comparison) : undefined;
  const previousValue = context.comparison
    ? toNumber(compared?.[card.field])
    : card.compare_field
      ? toNumber(row?.[card.compare_field])
      : undefined;
  const previousSource = context.comparison ? 'period' : 'field';
  const delta = cardDelta(value, previousValue);
  const goalValue = card.goal ?? context.sliderGoal;
  const progress = goalProgress(value, goalValue);

  return {
    card,
    title: card.title !== undefined ? localizeText(card.title, locale) : humanizeColumn(card.field),
    ...(card.description !== undefined && {
      description: localizeText(card.description, locale),
    }),
    variant:
      card.compare_field || context.comparison
        ? 'comparison'
        : series && series.length > 1
          ? 'trend'
          : 'simple',
    value,
    display,
    ...(previousValue !== undefined && {
      previous: { value: previousValue, display: formatValue(previousValue, format, locale) },
      previousSource,
    }),
    ...(context.comparison && { comparisonRange: context.comparison.range }),
    ...(delta && {
      delta: {
        ...delta,
        display:
          delta.ratio === undefined ? '' : formatValue(Math.abs(delta.ratio), 'percentOne', locale),
      },
    }),
    ...(progress &&
      goalValue !== undefined && {
        goal: {
          value: goalValue,
          display: formatValue(goalValue, format, locale),
          progress,
          ratioDisplay: formatValue(progress.ratio, 'percentInteger', locale),
        },
      }),
    ...(series && series.length > 1 && { series }),
    ...(dateColumn && { asOf: row?.[dateColumn] }),
    row,
  };
}

/** The slider settings of a widget, with the spec's default goal (widget-layer §9). */
export function sliderSettings(params: WidgetParams): { factor: number; goal: number } | undefined {
  if (!params.slider) return undefined;
  return { factor: params.slider.factor ?? 0, goal: params.slider.goal ?? SLIDER_DEFAULT_GOAL };
}
