import { addDays } from './calendar-date';
import {
  invalidReferenceError,
  referenceDate,
  type DateContext,
  type DateRangeResult,
} from './date-context';
import { PERIOD_ERROR, periodRange } from './periods';

/** Date-picker shortcuts (app-shell §9), verbatim. */
export const PERIOD_SHORTCUTS = ['today', 'yesterday', 'weekAgo', 'range'] as const;

/** A date-picker shortcut. */
export type PeriodShortcut = (typeof PERIOD_SHORTCUTS)[number];

const shortcutSet: ReadonlySet<string> = new Set(PERIOD_SHORTCUTS);

/** True when `value` is one of {@link PERIOD_SHORTCUTS}. */
export function isPeriodShortcut(value: unknown): value is PeriodShortcut {
  return typeof value === 'string' && shortcutSet.has(value);
}

/**
 * A shortcut's range, relative to the reference date (the picker's maximum, so "today" is
 * never a day without data): today → the reference date; yesterday → the day before;
 * weekAgo → the date 7 days before; range → the 7 days ending on the reference date.
 * Clamped to 2016-10-01 like every range; unknown → 'Error Period Datepicker'.
 */
export function shortcutRange(shortcut: string, context: DateContext): DateRangeResult {
  if (!isPeriodShortcut(shortcut)) return { ok: false, error: PERIOD_ERROR };
  const reference = referenceDate(context);
  if (reference === undefined) return { ok: false, error: invalidReferenceError(context) };
  const offsets: Readonly<Record<PeriodShortcut, readonly [number, number]>> = {
    today: [0, 0],
    yesterday: [-1, -1],
    weekAgo: [-7, -7],
    range: [-6, 0],
  };
  const [from, to] = offsets[shortcut];
  return periodRange(
    'custom',
    { start: addDays(reference, from), end: addDays(reference, to) },
    context,
  );
}
