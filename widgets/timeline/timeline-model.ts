/**
 * The timeline's days: the query's dated events grouped by calendar day, newest day first and
 * newest event first within a day. Dates are read as written (a 'YYYY-MM-DD[ T]HH:MM' text or
 * a date value) so a day never shifts with the browser's time zone.
 */
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import type { WidgetParams } from '../../schemas/generated/index.ts';

export type TimelineParams = NonNullable<WidgetParams['timeline']>;

export interface TimelineEvent {
  /** 'YYYY-MM-DD HH:MM' (time '' for a bare date), for sorting. */
  at: string;
  time: string;
  title: string;
  type: string;
  detail: string;
  row: DataRow;
}

export interface TimelineDay {
  day: string;
  events: TimelineEvent[];
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/;

/** The day and time of a date value, or undefined when it holds none. */
export function dayAndTime(value: unknown): { day: string; time: string } | undefined {
  let text: string | undefined;
  if (value instanceof Date) text = Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  else if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number') text = new Date(value).toISOString();
  const match = text === undefined ? null : DATE_TIME.exec(text);
  return match ? { day: match[1]!, time: match[2] ?? '' } : undefined;
}

function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The rows as days of events; rows without a readable date are left out. */
export function timelineDays(rows: readonly DataRow[], params: TimelineParams): TimelineDay[] {
  const byDay = new Map<string, TimelineEvent[]>();
  for (const row of rows) {
    const when = dayAndTime(row[params.date_field]);
    if (!when) continue;
    const event: TimelineEvent = {
      at: `${when.day} ${when.time}`,
      time: when.time,
      title: textOf(row[params.title_field]),
      type: params.type_field ? textOf(row[params.type_field]) : '',
      detail: params.detail_field ? textOf(row[params.detail_field]) : '',
      row,
    };
    const list = byDay.get(when.day) ?? [];
    list.push(event);
    byDay.set(when.day, list);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([day, events]) => ({
      day,
      events: events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)),
    }));
}

/** A day's heading in the UI language: 'Saturday, Nov 14, 2026'. */
export function dayHeading(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
