import { describe, expect, it } from 'vitest';
import { fieldIdSuffixes } from './focus-field.ts';

describe('fieldIdSuffixes', () => {
  it.each<[string, string[]]>([
    ['title.en', ['_title_en', '_title']],
    ['.title', ['_title']],
    ['attributes.color', ['_attributes_color', '_attributes']],
    ['', []],
  ])('%j → %j', (path, expected) => {
    expect(fieldIdSuffixes(path)).toEqual(expected);
  });
});
