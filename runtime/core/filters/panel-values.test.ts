import { describe, expect, it } from 'vitest';
import { coerceFilterValue, filterConditionKey, type PanelFilterValue } from './panel-values';

describe('coerceFilterValue', () => {
  it.each<[string, unknown, string | null | undefined, PanelFilterValue]>([
    ['format string: number → text', 12, 'string', '12'],
    ['format string: list → texts', [1, '2', 3.5], 'string', ['1', '2', '3.5']],
    ['format string: keeps numeric-looking ids as text', '007', 'string', '007'],
    ['format number: text → number', '12.5', 'number', 12.5],
    ['format number: keeps decimals', 12.75, 'number', 12.75],
    ['format number: list → numbers', ['1', ' 2 ', '-3.5'], 'number', [1, 2, -3.5]],
    ['format number: non-numeric stays', 'abc', 'number', 'abc'],
    ['format number: non-numeric list items stay', ['1', 'x'], 'number', [1, 'x']],
    ['no format: list led by a number → numbers', ['1', '2', 3], undefined, [1, 2, 3]],
    ['no format: list led by a number keeps non-numeric items', ['1', 'x'], undefined, [1, 'x']],
    ['no format: list led by text stays', ['a', '2'], undefined, ['a', '2']],
    ['no format: list of decimals keeps decimals', ['1.5', '2'], undefined, [1.5, 2]],
    ['no format: single numeric text → integer', '12', undefined, 12],
    ['no format: single decimal text → integer', '12.5', undefined, 12],
    ['no format: single negative → integer', '-12.9', undefined, -12],
    ['no format: single number → integer', 12.9, undefined, 12],
    ['no format: text stays', 'Miami', undefined, 'Miami'],
    ['no format: text keeps its spaces', ' Miami ', undefined, ' Miami '],
    ['unknown format guesses like none', '12', 'date', 12],
    ['empty format guesses like none', ['3'], '', [3]],
    ['big integer text stays text', '12345678901234567890', undefined, '12345678901234567890'],
    [
      'big integer text stays text in lists',
      ['1', '12345678901234567890'],
      'number',
      [1, '12345678901234567890'],
    ],
    ['safe big integer becomes a number', '9007199254740991', undefined, 9007199254740991],
    ['true passes through', true, undefined, true],
    ['false passes through', false, 'number', false],
    ['boolean in format string', true, 'string', true],
    ['null → null', null, undefined, null],
    ['undefined → null', undefined, 'string', null],
    ['empty text → null', '', undefined, null],
    ['blank text → null', ' ', 'number', null],
    ['NaN → null', NaN, undefined, null],
    ['Infinity → null', Infinity, 'number', null],
    ['object → null', { value: 1 }, undefined, null],
    ['empty list → null', [], 'number', null],
    ['list of empties → null', ['', ' ', null, undefined], undefined, null],
    ['nested lists are flattened', [['1', ['2']], [], '3'], undefined, [1, 2, 3]],
    ['nested lists with format string', [[1], [[2]]], 'string', ['1', '2']],
    ['single-item list stays a list', ['5'], undefined, [5]],
    ['list drops NaN and objects', [NaN, { a: 1 }, '4'], 'number', [4]],
    ['list of booleans', [true, false], undefined, [true, false]],
  ])('%s', (_name, value, format, expected) => {
    expect(coerceFilterValue(value, format)).toEqual(expected);
  });
});

describe('filterConditionKey', () => {
  it.each([
    [{ id: 'store_id', operator: 'OR' }, [1, 2], 'store_id|'],
    [{ id: 'store_id', operator: 'or' }, [1], 'store_id|'],
    [{ id: 'store_id', operator: 'OR' }, 1, 'store_id'],
    [{ id: 'store_id', operator: 'AND' }, [1, 2], 'store_id'],
    [{ id: 'store_id' }, [1, 2], 'store_id'],
  ])('%j with %j → %s', (item, value, expected) => {
    expect(filterConditionKey(item, value)).toBe(expected);
  });
});
