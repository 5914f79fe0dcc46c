import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name.ts';

describe('fileNameOf', () => {
  it.each([
    ['Sales by Category', 'csv', 'sales-by-category.csv'],
    ['Gross Margin %', 'png', 'gross-margin.png'],
    ['Año fiscal', 'csv', 'ano-fiscal.csv'],
    ['  Top 10 / Stores  ', 'csv', 'top-10-stores.csv'],
    ['', 'csv', 'widget.csv'],
    [undefined, 'png', 'widget.png'],
  ])('%s → %s', (title, extension, name) => {
    expect(fileNameOf(title, extension)).toBe(name);
  });
});
