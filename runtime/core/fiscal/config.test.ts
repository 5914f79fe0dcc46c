import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FISCAL_CONFIG,
  FiscalConfigError,
  resolveFiscalConfig,
  type FiscalConfigInput,
} from './config';

describe('resolveFiscalConfig', () => {
  it('gives the spec defaults', () => {
    expect(DEFAULT_FISCAL_CONFIG).toEqual({
      initial: '2018-02-04',
      end: '2030-12-31',
      weeks: [4, 4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 5],
      weeks53: [],
      firstYear: 2018,
      firstMonth: 2,
    });
    expect(resolveFiscalConfig()).toBe(DEFAULT_FISCAL_CONFIG);
    expect(resolveFiscalConfig(null)).toBe(DEFAULT_FISCAL_CONFIG);
    expect(resolveFiscalConfig({})).toEqual(DEFAULT_FISCAL_CONFIG);
    expect(Object.isFrozen(DEFAULT_FISCAL_CONFIG)).toBe(true);
  });

  it('reads the spec param shape fiscalMonth {range, weeks}', () => {
    const config = resolveFiscalConfig({
      range: { initial: '2018-04-01', end: '2022-12-31' },
      weeks: '5,4,4, 5,4,4, 5,4,4, 5,4,4',
    });
    expect(config).toEqual({
      initial: '2018-04-01',
      end: '2022-12-31',
      weeks: [5, 4, 4, 5, 4, 4, 5, 4, 4, 5, 4, 4],
      weeks53: [],
      firstYear: 2018,
      firstMonth: 4,
    });
  });

  it('lets top-level initial and end win over range', () => {
    const config = resolveFiscalConfig({
      initial: '2019-02-03',
      end: '2025-12-31',
      range: { initial: '2018-04-01', end: '2022-12-31' },
    });
    expect([config.initial, config.end, config.firstYear]).toEqual([
      '2019-02-03',
      '2025-12-31',
      2019,
    ]);
  });

  it.each([
    // The middle of fiscal month 1 names it: a year starting in late January is a February year.
    ['2023-01-29', 2023, 2],
    ['2018-02-04', 2018, 2],
    ['2018-04-01', 2018, 4],
    ['2017-12-31', 2017, 1],
  ])(
    'derives labels from initial %s: FY%i, month 1 = calendar month %i',
    (initial, year, month) => {
      const config = resolveFiscalConfig({ initial });
      expect([config.firstYear, config.firstMonth]).toEqual([year, month]);
    },
  );

  it('keeps explicit labels and sorts 53-week years', () => {
    const config = resolveFiscalConfig({
      firstYear: 2019,
      firstMonth: 4,
      weeks53: [2029, 2023, 2023],
    });
    expect([config.firstYear, config.firstMonth, config.weeks53]).toEqual([2019, 4, [2023, 2029]]);
  });

  it.each<[string, FiscalConfigInput, string]>([
    [
      'an impossible initial',
      { initial: '2018-02-30' },
      "Invalid fiscal initial date '2018-02-30'",
    ],
    ['an invalid end', { end: '2030-13-01' }, "Invalid fiscal end date '2030-13-01'"],
    [
      'end before initial',
      { end: '2017-12-31' },
      'Fiscal end date 2017-12-31 is before initial date 2018-02-04',
    ],
    [
      '11 months',
      { weeks: [4, 4, 5, 4, 4, 5, 4, 4, 5, 4, 4] },
      'Fiscal weeks must be 12 positive integers',
    ],
    [
      'a zero-week month',
      { weeks: [4, 4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 0] },
      'Fiscal weeks must be 12 positive integers',
    ],
    [
      'an empty weeks item',
      { weeks: '4,4,5,4,4,5,4,4,5,4,4,' },
      'Fiscal weeks must be 12 positive integers',
    ],
    ['a fractional 53-week year', { weeks53: [2023.5] }, 'Fiscal weeks53 must list integer years'],
    ['firstMonth 13', { firstMonth: 13 }, 'Fiscal firstMonth must be 1-12, got 13'],
    [
      'a fractional firstYear',
      { firstYear: 2018.5 },
      'Fiscal firstYear must be an integer, got 2018.5',
    ],
  ])('rejects %s', (_name, input, message) => {
    expect(() => resolveFiscalConfig(input)).toThrow(FiscalConfigError);
    expect(() => resolveFiscalConfig(input)).toThrow(message);
  });
});
