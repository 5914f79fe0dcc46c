/**
 * Values of the SQL's own `{name}` placeholders and of LIMIT / OFFSET, checked against
 * their declared type before they are bound. Every failure names the parameter.
 */
import { isIsoDate, resolveDateToken, type DateContext } from '../../runtime/core/index.ts';
import type { BoundValue } from './bound-params.ts';
import { quoteForMessage } from './column-catalog.ts';
import type { ParameterType } from './dialects.ts';
import { QueryInputError } from './query-errors.ts';

const INTEGER_TEXT = /^[+-]?\d+$/;
const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * `value` as a `type` parameter: string (numbers and booleans as text), number / integer
 * (a safe integer; integer text accepted), float (a finite number; numeric text accepted),
 * date (strict YYYY-MM-DD, or a date token / operational variable resolved against
 * `dates`). null binds NULL.
 */
export function coerceParameter(
  name: string,
  type: ParameterType,
  value: unknown,
  dates: DateContext,
): BoundValue {
  if (value === null) return null;
  const fail = (expected: string) =>
    new QueryInputError(
      `Parameter "${name}" must be ${expected}, got ${quoteForMessage(shown(value))}`,
    );
  switch (type) {
    case 'string':
      if (typeof value === 'string') {
        if (value.includes('\u0000')) throw fail('text without NUL characters');
        return value;
      }
      if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
        return String(value);
      }
      throw fail('text');
    case 'number':
    case 'integer': {
      const number =
        typeof value === 'string' && INTEGER_TEXT.test(value.trim()) ? Number(value) : value;
      if (typeof number === 'number' && Number.isSafeInteger(number)) return number;
      throw fail('an integer');
    }
    case 'float': {
      const number =
        typeof value === 'string' && NUMBER_TEXT.test(value.trim()) ? Number(value) : value;
      if (typeof number === 'number' && Number.isFinite(number)) return number;
      throw fail('a number');
    }
    case 'date': {
      if (typeof value === 'string') {
        const resolved = resolveDateToken(value, dates);
        if (resolved.ok && isIsoDate(resolved.value)) return resolved.value;
      }
      throw fail('a date (YYYY-MM-DD or a date token)');
    }
  }
}

/** A date option (firstdate, lastdate, filterdate) after token resolution, as bound. */
export function dateOption(name: string, value: unknown): string {
  if (value === undefined || value === null || value === '') {
    throw new QueryInputError(`Missing value for {${name}}`);
  }
  if (typeof value === 'string' && isIsoDate(value)) return value;
  throw new QueryInputError(
    `Invalid ${name} ${quoteForMessage(shown(value))}: expected a date (YYYY-MM-DD) or a date token`,
  );
}

/**
 * `querylimit` capped at `rowLimit` (undefined when unset), and `_offset` (only with a
 * limit). Both must be integers (integer text accepted): 1 or more, and 0 or more.
 */
export function readLimit(
  querylimit: unknown,
  offset: unknown,
  rowLimit: number,
): { limit?: number; offset?: number } {
  if (querylimit === undefined || querylimit === null || querylimit === '') return {};
  const limit = integerOption('querylimit', querylimit, 1);
  if (offset === undefined || offset === null || offset === '') {
    return { limit: Math.min(limit, rowLimit) };
  }
  return { limit: Math.min(limit, rowLimit), offset: integerOption('_offset', offset, 0) };
}

function integerOption(name: string, value: unknown, minimum: number): number {
  const number =
    typeof value === 'string' && INTEGER_TEXT.test(value.trim()) ? Number(value) : value;
  if (typeof number === 'number' && Number.isSafeInteger(number) && number >= minimum)
    return number;
  throw new QueryInputError(
    `Invalid ${name} ${quoteForMessage(shown(value))}: expected an integer of ${minimum} or more`,
  );
}

function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
