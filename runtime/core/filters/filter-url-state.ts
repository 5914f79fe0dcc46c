import type { FilterScalar, FilterSelections } from './types';
import { hasSelection } from './hierarchy';

/** The query-string parameter holding a dashboard's applied filters. */
export const FILTER_URL_PARAM = 'f';

/** The date part of a filter URL: the picker's period, range and comparison choice. */
export interface UrlDateSelection {
  period: string;
  firstdate: string;
  lastdate: string;
  compare?: boolean;
  rangeCompare?: 'prev' | 'all';
}

/** What a filter URL holds: the panel's selections by filter id and its date selection. */
export interface FilterUrlState {
  selections: FilterSelections;
  date?: UrlDateSelection;
}

const ID = /^\w+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PERIOD = /^[A-Za-z_]+$/;

function isScalar(value: unknown): value is FilterScalar {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** `period/firstdate/lastdate`, with `/prev` or `/all` appended when comparison is on. */
function encodeDate(date: UrlDateSelection): string {
  const parts = [date.period, date.firstdate, date.lastdate];
  if (date.compare) parts.push(date.rangeCompare ?? 'prev');
  return parts.join('/');
}

function decodeDate(text: unknown): UrlDateSelection | undefined {
  if (typeof text !== 'string') return undefined;
  const [period, firstdate, lastdate, compare, ...rest] = text.split('/');
  if (rest.length > 0 || !period || !PERIOD.test(period)) return undefined;
  if (!firstdate || !lastdate || !ISO_DATE.test(firstdate) || !ISO_DATE.test(lastdate)) {
    return undefined;
  }
  if (firstdate > lastdate) return undefined;
  if (compare === undefined) return { period, firstdate, lastdate, compare: false };
  if (compare !== 'prev' && compare !== 'all') return undefined;
  return { period, firstdate, lastdate, compare: true, rangeCompare: compare };
}

/**
 * The `f` parameter of a filter state: compact JSON of the selected filters by id (filters
 * without a selection are left out) with the date as `"date":"mtd/2026-11-01/2026-11-20"`
 * (`/prev` or `/all` appended when comparing). Undefined when nothing is selected, so an
 * unfiltered dashboard keeps a clean URL.
 */
export function encodeFilterUrlState(state: FilterUrlState): string | undefined {
  const out: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(state.selections)) {
    if (id === 'date' || !ID.test(id) || !hasSelection(value)) continue;
    out[id] = Array.isArray(value) ? value.filter(isScalar) : value;
  }
  if (state.date) out.date = encodeDate(state.date);
  return Object.keys(out).length > 0 ? JSON.stringify(out) : undefined;
}

/**
 * Reads an `f` parameter back. Anything malformed is dropped rather than trusted: keys that
 * are not identifiers, values that are not scalars or lists of scalars, a date that is not
 * `period/yyyy-MM-dd/yyyy-MM-dd[/prev|/all]` with first ≤ last. Undefined for no parameter
 * or text that is not a JSON object.
 */
export function decodeFilterUrlState(text: string | null | undefined): FilterUrlState | undefined {
  if (!text) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const selections: FilterSelections = {};
  let date: UrlDateSelection | undefined;
  for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (id === 'date') {
      date = decodeDate(value);
    } else if (ID.test(id) && isScalar(value)) {
      selections[id] = value;
    } else if (ID.test(id) && Array.isArray(value) && value.every(isScalar)) {
      selections[id] = value;
    }
  }
  return date ? { selections, date } : { selections };
}
