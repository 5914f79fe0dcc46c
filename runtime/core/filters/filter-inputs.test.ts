import { describe, expect, it } from 'vitest';
import {
  filterInputConditions,
  filterInputValue,
  initialFilterInputValues,
  offersRowValues,
  sliderLabel,
  type FilterInputDef,
} from './filter-inputs';

describe('offersRowValues', () => {
  it.each<[string, FilterInputDef, boolean]>([
    ['a plain text box', { name: 'store_name~', type: 'text' }, false],
    ['a text box withSelect', { name: 'store_name~', type: 'text', withSelect: true }, true],
    ['a select', { name: 'state', type: 'select' }, true],
    ['a select withSelect', { name: 'state', type: 'select', withSelect: true }, true],
    ['withSelect false', { name: 'city', withSelect: false }, false],
    ['a slider', { name: 'top_n', type: 'slider' }, false],
  ])('%s → %s', (_label, input, expected) => {
    expect(offersRowValues(input)).toBe(expected);
  });
});

describe('sliderLabel', () => {
  it.each<[string | null | undefined, number, string, string]>([
    [undefined, 20, 'en', '20'],
    [null, 0.25, 'en', '0.25'],
    ['percentInteger', 0.25, 'en', '25%'],
    ['moneyInteger', 1500, 'en', '$ 1,500'],
    ['numberOne', 7.25, 'en', '7.3'],
    ['number', 1234.5, 'es', '1.234,50'],
    ['integer', 10, 'en', '10'],
    ['not a format', 10, 'en', '10'],
  ])('formatTooltip %s, %s in %s → %s', (formatTooltip, value, locale, expected) => {
    expect(sliderLabel({ name: 'x', type: 'slider', formatTooltip }, value, locale)).toBe(expected);
  });
});

describe('filterInputValue', () => {
  it.each<[string | undefined, unknown, unknown]>([
    ['number', '12', 12],
    ['number', ' 2.5 ', 2.5],
    ['number', 'abc', undefined],
    ['slider', 20, 20],
    ['checkbox', true, true],
    ['checkbox', 'false', false],
    ['text', ' Miami ', 'Miami'],
    [undefined, 'Miami', 'Miami'],
    ['date', '2024-01-31', '2024-01-31'],
    ['select', ['FL', ' GA ', ''], ['FL', 'GA']],
    ['select', [], undefined],
    ['number', ['1', 'x', '3'], [1, 3]],
    ['text', '', undefined],
    ['text', '  ', undefined],
    ['text', null, undefined],
    ['text', { a: 1 }, undefined],
  ])('%s %j → %j', (type, value, expected) => {
    expect(filterInputValue({ name: 'x', type }, value)).toEqual(expected);
  });
});

describe('filterInputConditions', () => {
  const inputs: FilterInputDef[] = [
    { name: 'top_n', type: 'slider', value: 10 },
    { name: 'store_name~', type: 'text' },
    { name: 'state', type: 'select', config: { multiple: true } },
  ];

  it('starts from the inputs’ values', () => {
    expect(initialFilterInputValues(inputs)).toEqual({ top_n: 10 });
    expect(filterInputConditions(inputs, initialFilterInputValues(inputs))).toEqual({
      top_n: 10,
    });
  });

  it('sends every usable value under its name and nothing for blank ones', () => {
    expect(
      filterInputConditions(inputs, { top_n: '25', 'store_name~': 'Mia', state: [], other: 1 }),
    ).toEqual({ top_n: 25, 'store_name~': 'Mia' });
  });

  it('sends nothing without inputs', () => {
    expect(filterInputConditions(undefined, { a: 1 })).toEqual({});
  });
});
