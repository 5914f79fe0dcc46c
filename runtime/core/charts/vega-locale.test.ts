import { describe, expect, it } from 'vitest';
import { vegaLocale } from './vega-locale.ts';

describe('vegaLocale', () => {
  it.each([
    ['en', 'January', 'Sunday', 'Jan', ','],
    ['es', 'enero', 'domingo', 'ene', '.'],
    ['pt-BR', 'janeiro', 'domingo', 'jan', '.'],
    ['fr', 'January', 'Sunday', 'Jan', ','],
  ])(
    '%s: months, days and separators of the UI language',
    (locale, month, day, short, thousands) => {
      const { number, time } = vegaLocale(locale);
      expect(time.months[0]).toBe(month);
      expect(time.days[0]).toBe(day);
      expect(time.shortMonths[0]).toBe(short);
      expect(time.months).toHaveLength(12);
      expect(time.shortDays).toHaveLength(7);
      expect(number.thousands).toBe(thousands);
    },
  );
});
