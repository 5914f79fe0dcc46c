import { describe, expect, it } from 'vitest';
import {
  filterInputConditions,
  filterInputValue,
  initialFilterInputValues,
  type FilterInputDef,
} from './filter-inputs';

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
