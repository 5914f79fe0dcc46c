import {
  addDays,
  addMonths,
  addYears,
  endOfMonth,
  endOfYear,
  isIsoDate,
  startOfMonth,
  startOfWeek,
  startOfYear,
  type IsoDate,
} from './calendar-date';
import {
  contextWeekStart,
  DEFAULT_CUSTOM_MONTH_OFFSET,
  invalidReferenceError,
  referenceDate,
  type DateContext,
} from './date-context';
import {
  fiscalPeriodContaining,
  fiscalPeriodRange,
  shiftFiscalPeriod,
  type FiscalUnit,
} from '../fiscal/ranges';

/**
 * Every named date token. The spec's list (widget-layer §9, app-shell §5) plus fiscal half
 * and year tokens (`FDOFH`/`LDOFH`, `FDOFY`/`LDOFY`), which app-shell §5 names as "fiscal …
 * half and year first and last days" without spelling them.
 */
export const DATE_TOKENS = [
  'NOW',
  'CURRENT_DATE',
  'ENTRY_DATE',
  'YESTERDAY',
  'PREVIOUS_MONTH',
  'PREVIOUS_MONTH_CUSTOM',
  'FDOW',
  'LDOW',
  'FDOPW',
  'LDOPW',
  'FDOM',
  'LDOM',
  'FDOPM',
  'LDOPM',
  'FDOFM',
  'LDOFM',
  'FDOFFM',
  'LDOFFM',
  'FDOFMQ',
  'LDOFMQ',
  'FDOFH',
  'LDOFH',
  'FDOFY',
  'LDOFY',
  'FDOY',
  'LDOY',
  'FDOPY',
  'LDOPY',
] as const;

/** A named date token. */
export type DateToken = (typeof DATE_TOKENS)[number];

/** Where a resolved value came from. */
export type DateTokenSource = 'date' | 'token' | 'variable' | 'as-is';

/** Outcome of {@link resolveDateToken}; `value` on failure is the input, untouched. */
export type DateTokenResolution =
  | { readonly ok: true; readonly value: string; readonly source: DateTokenSource }
  | { readonly ok: false; readonly value: string; readonly error: string };

const ISO_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const tokenSet: ReadonlySet<string> = new Set(DATE_TOKENS);

/** True when `value` is one of {@link DATE_TOKENS}. */
export function isDateToken(value: unknown): value is DateToken {
  return typeof value === 'string' && tokenSet.has(value);
}

interface TokenInputs {
  readonly reference: IsoDate;
  readonly context: DateContext;
}

/** A fiscal token's date, or the spec's fallback when the calendar cannot answer. */
function fiscalEdge(
  inputs: TokenInputs,
  unit: FiscalUnit,
  edge: 'start' | 'end',
  previous = false,
): IsoDate {
  const { reference, context } = inputs;
  // Fallback (conditions-semantics "Date tokens"): first-day tokens give the calendar month
  // start, last-day tokens the reference (operational) date.
  const fallback = edge === 'start' ? startOfMonth(reference) : reference;
  try {
    const current = fiscalPeriodContaining(unit, reference, context.fiscal);
    if (!current) return fallback;
    const period = previous
      ? fiscalPeriodRange(shiftFiscalPeriod(current, -1), context.fiscal)
      : current;
    return period ? period[edge] : fallback;
  } catch {
    // An invalid fiscal config is one more "error" the fallback covers.
    return fallback;
  }
}

function customMonths(context: DateContext): number {
  const offset = context.customMonthOffset;
  return typeof offset === 'number' && Number.isInteger(offset)
    ? offset
    : DEFAULT_CUSTOM_MONTH_OFFSET;
}

const TOKEN_RESOLVERS: Readonly<Record<DateToken, (inputs: TokenInputs) => IsoDate>> = {
  NOW: ({ context, reference }) => (isIsoDate(context.today) ? context.today : reference),
  CURRENT_DATE: ({ reference }) => reference,
  ENTRY_DATE: ({ reference }) => reference,
  YESTERDAY: ({ reference }) => addDays(reference, -1),
  PREVIOUS_MONTH: ({ reference }) => addMonths(reference, -1),
  PREVIOUS_MONTH_CUSTOM: ({ reference, context }) => addMonths(reference, -customMonths(context)),
  FDOW: ({ reference, context }) => startOfWeek(reference, contextWeekStart(context)),
  // The week is capped at the reference date: its "last day" is the reference date itself.
  LDOW: ({ reference }) => reference,
  FDOPW: ({ reference, context }) => addDays(startOfWeek(reference, contextWeekStart(context)), -7),
  LDOPW: ({ reference, context }) => addDays(startOfWeek(reference, contextWeekStart(context)), -1),
  FDOM: ({ reference }) => startOfMonth(reference),
  LDOM: ({ reference }) => endOfMonth(reference),
  FDOPM: ({ reference }) => addMonths(startOfMonth(reference), -1),
  LDOPM: ({ reference }) => addDays(startOfMonth(reference), -1),
  FDOFM: (inputs) => fiscalEdge(inputs, 'month', 'start'),
  LDOFM: (inputs) => fiscalEdge(inputs, 'month', 'end'),
  FDOFFM: (inputs) => fiscalEdge(inputs, 'month', 'start', true),
  LDOFFM: (inputs) => fiscalEdge(inputs, 'month', 'end', true),
  FDOFMQ: (inputs) => fiscalEdge(inputs, 'quarter', 'start'),
  LDOFMQ: (inputs) => fiscalEdge(inputs, 'quarter', 'end'),
  FDOFH: (inputs) => fiscalEdge(inputs, 'half', 'start'),
  LDOFH: (inputs) => fiscalEdge(inputs, 'half', 'end'),
  FDOFY: (inputs) => fiscalEdge(inputs, 'year', 'start'),
  LDOFY: (inputs) => fiscalEdge(inputs, 'year', 'end'),
  FDOY: ({ reference }) => startOfYear(reference),
  LDOY: ({ reference }) => endOfYear(reference),
  FDOPY: ({ reference }) => startOfYear(addYears(reference, -1)),
  LDOPY: ({ reference }) => endOfYear(addYears(reference, -1)),
};

/**
 * Resolves a date condition value (app-shell §5, conditions-semantics "Date tokens"), in order:
 *
 * 1. `YYYY-MM-DD` literal: strictly validated. A real date is returned as is; one with the
 *    shape but no such day (`2024-02-30`, `2023-02-29`, `2024-13-01`) is an error
 *    (`ok: false`), never passed on, because a database would reject it or, worse, roll it
 *    over to another day.
 * 2. Named token (exact, upper case; surrounding spaces ignored), against the reference
 *    date = the operational date, else today. `NOW` is the real today. Week tokens use
 *    `weekStart`; `LDOW` is the reference date (the week is capped); `LDOM`/`LDOY` are the
 *    month's/year's last day. Fiscal tokens read the fiscal calendar and, when the reference
 *    date is outside it (or the config is invalid), first-day tokens fall back to the
 *    calendar month start and last-day tokens to the reference date. `FDOFFM`/`LDOFFM` are
 *    the previous fiscal month.
 * 3. A key of the operational variables: its value (not resolved again).
 * 4. Anything else: kept as is (`source: 'as-is'`).
 *
 * Fails only on an impossible literal, or when neither `today` nor `operationalDate` is a
 * valid date and the value is a token.
 */
export function resolveDateToken(value: string, context: DateContext): DateTokenResolution {
  const trimmed = value.trim();
  if (ISO_SHAPE.test(trimmed)) {
    return isIsoDate(trimmed)
      ? { ok: true, value: trimmed, source: 'date' }
      : { ok: false, value, error: `Invalid date '${trimmed}'` };
  }
  if (isDateToken(trimmed)) {
    const reference = referenceDate(context);
    if (reference === undefined) return { ok: false, value, error: invalidReferenceError(context) };
    return { ok: true, value: TOKEN_RESOLVERS[trimmed]({ reference, context }), source: 'token' };
  }
  const variables = context.operationalVariables;
  if (variables && Object.prototype.hasOwnProperty.call(variables, value)) {
    const variable = variables[value];
    if (typeof variable === 'string') return { ok: true, value: variable, source: 'variable' };
  }
  return { ok: true, value, source: 'as-is' };
}
