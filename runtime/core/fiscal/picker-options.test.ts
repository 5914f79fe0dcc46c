import { describe, expect, it } from 'vitest';
import {
  fiscalPeriodOptions,
  isFiscalPeriodSelectable,
  selectableFiscalPeriods,
} from './picker-options';

describe('fiscal picker options', () => {
  it.each([
    ['month', 156],
    ['quarter', 52],
    ['half', 26],
    ['year', 13],
  ] as const)('lists every %s of the default calendar', (unit, count) => {
    expect(fiscalPeriodOptions(unit, '2024-05-15')).toHaveLength(count);
  });

  it.each([
    // A period is selectable only if it starts on or before the operational date.
    ['month', '2024-04-27', { year: 2024, index: 3 }],
    ['month', '2024-04-28', { year: 2024, index: 4 }],
    ['quarter', '2024-04-27', { year: 2024, index: 1 }],
    ['quarter', '2024-04-28', { year: 2024, index: 2 }],
    ['half', '2024-07-27', { year: 2024, index: 1 }],
    ['half', '2024-07-28', { year: 2024, index: 2 }],
    ['year', '2025-01-25', { year: 2024, index: 1 }],
    ['year', '2025-01-26', { year: 2025, index: 1 }],
  ] as const)('%s options on %s end with %j', (unit, operationalDate, last) => {
    const selectable = selectableFiscalPeriods(unit, operationalDate);
    expect(selectable.at(-1)).toMatchObject(last);
    const options = fiscalPeriodOptions(unit, operationalDate);
    expect(options[selectable.length]?.selectable).toBe(false);
    expect(options.slice(0, selectable.length).every((option) => option.selectable)).toBe(true);
  });

  it('names halves and orders options oldest first', () => {
    const halves = fiscalPeriodOptions('half', '2018-12-01');
    expect(halves.slice(0, 3)).toEqual([
      {
        unit: 'half',
        year: 2018,
        index: 1,
        start: '2018-02-04',
        end: '2018-08-04',
        selectable: true,
        halfName: 'First Half',
      },
      {
        unit: 'half',
        year: 2018,
        index: 2,
        start: '2018-08-05',
        end: '2019-02-02',
        selectable: true,
        halfName: 'Second Half',
      },
      {
        unit: 'half',
        year: 2019,
        index: 1,
        start: '2019-02-03',
        end: '2019-08-03',
        selectable: false,
        halfName: 'First Half',
      },
    ]);
  });

  it('selects nothing before the calendar or with an invalid operational date', () => {
    expect(selectableFiscalPeriods('month', '2018-02-03')).toEqual([]);
    expect(selectableFiscalPeriods('month', '2024-02-30')).toEqual([]);
    expect(isFiscalPeriodSelectable({ start: '2024-05-15' }, '2024-05-15')).toBe(true);
    expect(isFiscalPeriodSelectable({ start: '2024-05-16' }, '2024-05-15')).toBe(false);
  });
});
