import { describe, expect, it } from 'vitest';
import type { FiscalUnit } from './ranges';
import { restateFiscalRange } from './restate';

// Default calendar (4-4-5 from 2018-02-04), FY2026: P3 2026-03-22..04-25, P5 2026-05-24..06-20,
// P10 2026-10-25..11-21. A calendar from 2018-04-01 (fiscal year in April), FY2026:
// P3 2026-05-17..06-20, P4 06-21..07-18, P8 2026-10-18..11-14, P9 2026-11-15..12-19.
const APRIL = { range: { initial: '2018-04-01', end: '2030-12-31' } };

describe('restateFiscalRange (a widget calendar of its own)', () => {
  it.each<[string, FiscalUnit, string, string, string, string]>([
    [
      'whole months: the widget months holding them',
      'month',
      '2026-03-22',
      '2026-06-20',
      '2026-03-22',
      '2026-06-20',
    ],
    [
      'month to date stays to date',
      'month',
      '2026-10-25',
      '2026-11-10',
      '2026-10-18',
      '2026-11-10',
    ],
    [
      'P5 whole: the widget month ending with it',
      'month',
      '2026-05-24',
      '2026-06-20',
      '2026-05-17',
      '2026-06-20',
    ],
    [
      'a whole month across two widget months',
      'month',
      '2026-10-25',
      '2026-11-21',
      '2026-10-18',
      '2026-12-19',
    ],
  ])('%s', (_name, unit, start, end, toStart, toEnd) => {
    expect(restateFiscalRange(unit, { start, end }, null, APRIL)).toEqual({
      start: toStart,
      end: toEnd,
    });
  });

  it('is the identity on the same calendar', () => {
    const range = { start: '2026-03-22', end: '2026-06-20' };
    expect(restateFiscalRange('month', range, null, null)).toEqual(range);
    expect(
      restateFiscalRange('quarter', { start: '2026-04-26', end: '2026-05-02' }, null, null),
    ).toEqual({ start: '2026-04-26', end: '2026-05-02' });
  });

  it('is undefined outside a calendar', () => {
    expect(
      restateFiscalRange('month', { start: '2017-01-01', end: '2017-02-01' }, null, APRIL),
    ).toBeUndefined();
  });
});
