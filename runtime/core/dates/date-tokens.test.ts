import { describe, expect, it } from 'vitest';
import { DATE_TOKENS, isDateToken, resolveDateToken, type DateToken } from './date-tokens';
import type { DateContext } from './date-context';

const TODAY = '2024-05-20';

/** Expected value of every token for one reference date (weeks from Sunday, default fiscal calendar). */
const EXPECTED: Record<string, Record<DateToken, string>> = {
  // A Sunday: the week starts on the reference date itself.
  '2024-03-10': {
    NOW: TODAY,
    CURRENT_DATE: '2024-03-10',
    ENTRY_DATE: '2024-03-10',
    YESTERDAY: '2024-03-09',
    PREVIOUS_MONTH: '2024-02-10',
    PREVIOUS_MONTH_CUSTOM: '2023-07-10',
    FDOW: '2024-03-10',
    LDOW: '2024-03-10',
    FDOPW: '2024-03-03',
    LDOPW: '2024-03-09',
    FDOM: '2024-03-01',
    LDOM: '2024-03-31',
    FDOPM: '2024-02-01',
    LDOPM: '2024-02-29',
    FDOFM: '2024-02-25',
    LDOFM: '2024-03-23',
    FDOFFM: '2024-01-28',
    LDOFFM: '2024-02-24',
    FDOFMQ: '2024-01-28',
    LDOFMQ: '2024-04-27',
    FDOFH: '2024-01-28',
    LDOFH: '2024-07-27',
    FDOFY: '2024-01-28',
    LDOFY: '2025-01-25',
    FDOY: '2024-01-01',
    LDOY: '2024-12-31',
    FDOPY: '2023-01-01',
    LDOPY: '2023-12-31',
  },
  // A Saturday: the last day of its week.
  '2024-03-16': {
    NOW: TODAY,
    CURRENT_DATE: '2024-03-16',
    ENTRY_DATE: '2024-03-16',
    YESTERDAY: '2024-03-15',
    PREVIOUS_MONTH: '2024-02-16',
    PREVIOUS_MONTH_CUSTOM: '2023-07-16',
    FDOW: '2024-03-10',
    LDOW: '2024-03-16',
    FDOPW: '2024-03-03',
    LDOPW: '2024-03-09',
    FDOM: '2024-03-01',
    LDOM: '2024-03-31',
    FDOPM: '2024-02-01',
    LDOPM: '2024-02-29',
    FDOFM: '2024-02-25',
    LDOFM: '2024-03-23',
    FDOFFM: '2024-01-28',
    LDOFFM: '2024-02-24',
    FDOFMQ: '2024-01-28',
    LDOFMQ: '2024-04-27',
    FDOFH: '2024-01-28',
    LDOFH: '2024-07-27',
    FDOFY: '2024-01-28',
    LDOFY: '2025-01-25',
    FDOY: '2024-01-01',
    LDOY: '2024-12-31',
    FDOPY: '2023-01-01',
    LDOPY: '2023-12-31',
  },
  // A leap day.
  '2024-02-29': {
    NOW: TODAY,
    CURRENT_DATE: '2024-02-29',
    ENTRY_DATE: '2024-02-29',
    YESTERDAY: '2024-02-28',
    PREVIOUS_MONTH: '2024-01-29',
    PREVIOUS_MONTH_CUSTOM: '2023-06-29',
    FDOW: '2024-02-25',
    LDOW: '2024-02-29',
    FDOPW: '2024-02-18',
    LDOPW: '2024-02-24',
    FDOM: '2024-02-01',
    LDOM: '2024-02-29',
    FDOPM: '2024-01-01',
    LDOPM: '2024-01-31',
    FDOFM: '2024-02-25',
    LDOFM: '2024-03-23',
    FDOFFM: '2024-01-28',
    LDOFFM: '2024-02-24',
    FDOFMQ: '2024-01-28',
    LDOFMQ: '2024-04-27',
    FDOFH: '2024-01-28',
    LDOFH: '2024-07-27',
    FDOFY: '2024-01-28',
    LDOFY: '2025-01-25',
    FDOY: '2024-01-01',
    LDOY: '2024-12-31',
    FDOPY: '2023-01-01',
    LDOPY: '2023-12-31',
  },
  // A calendar new year that falls in fiscal month 12 of the previous fiscal year.
  '2025-01-01': {
    NOW: TODAY,
    CURRENT_DATE: '2025-01-01',
    ENTRY_DATE: '2025-01-01',
    YESTERDAY: '2024-12-31',
    PREVIOUS_MONTH: '2024-12-01',
    PREVIOUS_MONTH_CUSTOM: '2024-05-01',
    FDOW: '2024-12-29',
    LDOW: '2025-01-01',
    FDOPW: '2024-12-22',
    LDOPW: '2024-12-28',
    FDOM: '2025-01-01',
    LDOM: '2025-01-31',
    FDOPM: '2024-12-01',
    LDOPM: '2024-12-31',
    FDOFM: '2024-12-22',
    LDOFM: '2025-01-25',
    FDOFFM: '2024-11-24',
    LDOFFM: '2024-12-21',
    FDOFMQ: '2024-10-27',
    LDOFMQ: '2025-01-25',
    FDOFH: '2024-07-28',
    LDOFH: '2025-01-25',
    FDOFY: '2024-01-28',
    LDOFY: '2025-01-25',
    FDOY: '2025-01-01',
    LDOY: '2025-12-31',
    FDOPY: '2024-01-01',
    LDOPY: '2024-12-31',
  },
};

describe('DATE_TOKENS', () => {
  it('has every spec token', () => {
    const spec =
      'NOW CURRENT_DATE ENTRY_DATE YESTERDAY PREVIOUS_MONTH PREVIOUS_MONTH_CUSTOM FDOW LDOW FDOPW LDOPW FDOM LDOM FDOPM LDOPM FDOFM LDOFM FDOFFM LDOFFM FDOFMQ LDOFMQ FDOY LDOY FDOPY LDOPY';
    expect(DATE_TOKENS).toEqual(expect.arrayContaining(spec.split(' ')));
    for (const expected of Object.values(EXPECTED))
      expect(Object.keys(expected).sort()).toEqual([...DATE_TOKENS].sort());
  });

  it('recognises tokens exactly', () => {
    expect(isDateToken('FDOM')).toBe(true);
    expect(isDateToken('fdom')).toBe(false);
    expect(isDateToken(42)).toBe(false);
  });
});

describe('resolveDateToken: every token', () => {
  const rows = Object.entries(EXPECTED).flatMap(([reference, values]) =>
    Object.entries(values).map(([token, expected]) => [token, reference, expected] as const),
  );

  it.each(rows)('%s on %s = %s', (token, operationalDate, expected) => {
    expect(resolveDateToken(token, { today: TODAY, operationalDate })).toEqual({
      ok: true,
      value: expected,
      source: 'token',
    });
  });
});

describe('resolveDateToken: context', () => {
  const resolve = (value: string, context: Partial<DateContext> = {}) => {
    const result = resolveDateToken(value, { today: TODAY, ...context });
    return result.ok ? result.value : result.error;
  };

  it.each([
    // Without a (valid) operational date the reference is today.
    ['CURRENT_DATE', {}, TODAY],
    ['CURRENT_DATE', { operationalDate: null }, TODAY],
    ['CURRENT_DATE', { operationalDate: '' }, TODAY],
    ['CURRENT_DATE', { operationalDate: '2024-02-30' }, TODAY],
    ['FDOW', {}, '2024-05-19'],
    ['NOW', { operationalDate: '2024-03-10' }, TODAY],
    // Month-end aware month arithmetic.
    ['PREVIOUS_MONTH', { operationalDate: '2024-03-31' }, '2024-02-29'],
    ['PREVIOUS_MONTH', { operationalDate: '2023-03-31' }, '2023-02-28'],
    ['PREVIOUS_MONTH_CUSTOM', { operationalDate: '2024-10-31' }, '2024-02-29'],
    [
      'PREVIOUS_MONTH_CUSTOM',
      { operationalDate: '2024-05-31', customMonthOffset: 3 },
      '2024-02-29',
    ],
    [
      'PREVIOUS_MONTH_CUSTOM',
      { operationalDate: '2024-05-31', customMonthOffset: 0 },
      '2024-05-31',
    ],
    ['LDOPM', { operationalDate: '2024-03-31' }, '2024-02-29'],
    ['FDOPY', { operationalDate: '2024-02-29' }, '2023-01-01'],
    // Weeks from Monday (a Sunday belongs to the week that began the Monday before).
    ['FDOW', { operationalDate: '2024-03-10', weekStart: 1 }, '2024-03-04'],
    ['FDOPW', { operationalDate: '2024-03-10', weekStart: 1 }, '2024-02-26'],
    ['LDOPW', { operationalDate: '2024-03-10', weekStart: 1 }, '2024-03-03'],
    ['FDOW', { operationalDate: '2024-03-16', weekStart: 1 }, '2024-03-11'],
    ['LDOPW', { operationalDate: '2024-03-16', weekStart: 1 }, '2024-03-10'],
    ['LDOW', { operationalDate: '2024-03-16', weekStart: 1 }, '2024-03-16'],
    // A 53-week year: FY2023 month 12 runs to 2024-02-03.
    ['FDOFM', { operationalDate: '2024-02-01', fiscal: { weeks53: [2023] } }, '2023-12-24'],
    ['LDOFM', { operationalDate: '2024-02-01', fiscal: { weeks53: [2023] } }, '2024-02-03'],
    ['LDOFY', { operationalDate: '2024-02-01', fiscal: { weeks53: [2023] } }, '2024-02-03'],
    ['FDOFFM', { operationalDate: '2024-02-04', fiscal: { weeks53: [2023] } }, '2023-12-24'],
    ['FDOFM', { operationalDate: '2024-02-01' }, '2024-01-28'],
    // The April calendar of app-shell §9.
    [
      'FDOFY',
      { operationalDate: '2019-02-01', fiscal: { range: { initial: '2018-04-01' } } },
      '2018-04-01',
    ],
    [
      'FDOFM',
      { operationalDate: '2019-02-01', fiscal: { range: { initial: '2018-04-01' } } },
      '2019-01-27',
    ],
  ] as const)('%s with %j = %s', (token, context, expected) => {
    expect(resolve(token, context)).toBe(expected);
  });

  it.each([
    // Outside the fiscal calendar: first days fall back to the calendar month start, last
    // days to the reference date.
    ['FDOFM', '2017-06-15', '2017-06-01'],
    ['LDOFM', '2017-06-15', '2017-06-15'],
    ['FDOFMQ', '2017-06-15', '2017-06-01'],
    ['LDOFMQ', '2017-06-15', '2017-06-15'],
    ['FDOFY', '2031-06-15', '2031-06-01'],
    ['LDOFH', '2031-06-15', '2031-06-15'],
    // The first fiscal month has no previous one.
    ['FDOFFM', '2018-02-10', '2018-02-01'],
    ['LDOFFM', '2018-02-10', '2018-02-10'],
    ['FDOFFM', '2018-03-04', '2018-02-04'],
  ])('%s on %s falls back to %s', (token, operationalDate, expected) => {
    expect(resolve(token, { operationalDate })).toBe(expected);
  });

  it('falls back on an invalid fiscal config too', () => {
    const fiscal = { weeks: [4, 4, 5] };
    expect(resolve('FDOFM', { operationalDate: '2024-03-10', fiscal })).toBe('2024-03-01');
    expect(resolve('LDOFM', { operationalDate: '2024-03-10', fiscal })).toBe('2024-03-10');
  });
});

describe('resolveDateToken: literals, variables and other values', () => {
  const context: DateContext = {
    today: TODAY,
    operationalDate: '2024-03-10',
    operationalVariables: { campaign_start: '2024-04-01', FDOM: '1999-01-01', region: 'north' },
  };

  it.each([
    ['2024-02-29', { ok: true, value: '2024-02-29', source: 'date' }],
    ['2016-10-01', { ok: true, value: '2016-10-01', source: 'date' }],
    [' 2024-01-05 ', { ok: true, value: '2024-01-05', source: 'date' }],
    ['2024-02-30', { ok: false, value: '2024-02-30', error: "Invalid date '2024-02-30'" }],
    ['2023-02-29', { ok: false, value: '2023-02-29', error: "Invalid date '2023-02-29'" }],
    ['2024-13-01', { ok: false, value: '2024-13-01', error: "Invalid date '2024-13-01'" }],
    // Tokens win over a variable of the same name.
    ['FDOM', { ok: true, value: '2024-03-01', source: 'token' }],
    [' LDOW ', { ok: true, value: '2024-03-10', source: 'token' }],
    ['campaign_start', { ok: true, value: '2024-04-01', source: 'variable' }],
    ['region', { ok: true, value: 'north', source: 'variable' }],
    ['fdom', { ok: true, value: 'fdom', source: 'as-is' }],
    ['2024-2-1', { ok: true, value: '2024-2-1', source: 'as-is' }],
    ['toString', { ok: true, value: 'toString', source: 'as-is' }],
    ['', { ok: true, value: '', source: 'as-is' }],
  ])('%j → %j', (value, expected) => {
    expect(resolveDateToken(value, context)).toEqual(expected);
  });

  it('reports tokens it cannot resolve without a valid today', () => {
    expect(resolveDateToken('FDOM', { today: 'soon' })).toEqual({
      ok: false,
      value: 'FDOM',
      error: "Invalid reference date: today 'soon'",
    });
    expect(resolveDateToken('2024-01-01', { today: 'soon' })).toMatchObject({
      ok: true,
      value: '2024-01-01',
    });
    expect(
      resolveDateToken('FDOM', { today: 'soon', operationalDate: '2024-03-10' }),
    ).toMatchObject({
      ok: true,
      value: '2024-03-01',
    });
  });
});
