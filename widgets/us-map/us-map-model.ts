/**
 * The pure parts the US maps share (popular places, place, traffic): reading numbers and
 * coordinates from query cells, the base projection scale that fits the lower 48 states in a
 * widget, how far the wheel may zoom, and the measure's name. No vega here: the widgets import
 * it eagerly.
 */
import type { LocalizedText } from '../../schemas/generated/localized-text.ts';
import { localizeText } from '../../runtime/widget-sdk/format.ts';
import { humanizeColumn } from '../table/humanize.ts';

/** A finite number from a cell (DuckDB sends big numbers as strings), else undefined. */
export function numberOf(cell: unknown): number | undefined {
  if (cell === null || cell === undefined || cell === '') return undefined;
  const value = typeof cell === 'number' ? cell : Number(cell);
  return Number.isFinite(value) ? value : undefined;
}

/** Latitude and longitude from two cells, when both are numbers on the globe. */
export function coordinatesOf(
  latitudeCell: unknown,
  longitudeCell: unknown,
): { latitude: number; longitude: number } | undefined {
  const latitude = numberOf(latitudeCell);
  const longitude = numberOf(longitudeCell);
  if (latitude === undefined || longitude === undefined) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude };
}

/**
 * albersUsa's scale that fits the lower 48 states in width × height: d3's default (1070 for a
 * 960 × 500 frame) scaled by the tighter of the two sides.
 */
export function baseScale(width: number, height: number): number {
  return Math.max(1, 1070 * Math.min(width / 960, height / 560));
}

/** How far the wheel may zoom, as multiples of the base scale. */
export const ZOOM_LIMITS = { min: 0.6, max: 24 } as const;

/** Smallest and largest circle, in square pixels (vega's symbol size is an area). */
export const CIRCLE_AREA = { min: 40, max: 1600 } as const;

/**
 * A circle's area for `value` when the largest place has `max`: proportional to the value
 * (a place with twice the value has twice the ink), never below the smallest legible circle.
 */
export function circleArea(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return CIRCLE_AREA.min;
  return Math.max(CIRCLE_AREA.min, (CIRCLE_AREA.max * Math.min(value, max)) / max);
}

/** The measure's name: the params' value_title in the viewer's language, else the column's. */
export function valueTitleOf(
  settings: { value_title?: LocalizedText; value_field: string },
  locale: string,
): string {
  const title = localizeText(settings.value_title, locale);
  return title !== '' ? title : humanizeColumn(settings.value_field);
}
