import { describe, expect, it } from 'vitest';
import { fillText, maxItemsText, SELECT_PAGE_SIZE, SELECT_TEXTS } from './select-texts';

describe('select texts', () => {
  it('holds the spec texts verbatim', () => {
    expect(SELECT_TEXTS).toEqual({
      placeholder: 'Select an option...',
      search: 'Search',
      noResults: 'No results.',
      noOptions: 'No options available.',
      maxItems: 'A maximum of {max} items can be selected.',
      tagInUse: 'That tag is already in use.',
    });
    expect(SELECT_PAGE_SIZE).toBe(25);
  });

  it.each([
    [3, 'A maximum of 3 items can be selected.'],
    [25, 'A maximum of 25 items can be selected.'],
    [0, 'A maximum of 0 items can be selected.'],
  ])('maxItemsText(%d)', (max, expected) => {
    expect(maxItemsText(max)).toBe(expected);
  });

  it.each([
    ['{a} and {b}', { a: 1, b: 'x' }, '1 and x'],
    ['{a}{a}', { a: 'y' }, 'yy'],
    ['keeps {unknown}', { a: 1 }, 'keeps {unknown}'],
    ['{toString}', {}, '{toString}'],
    ['no placeholders', { a: 1 }, 'no placeholders'],
  ])('fillText(%j)', (text, values, expected) => {
    expect(fillText(text, values)).toBe(expected);
  });
});
