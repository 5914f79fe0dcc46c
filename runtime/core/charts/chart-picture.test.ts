import { describe, expect, it } from 'vitest';
import { pictureName, svgDataUrl, svgSize } from './chart-picture.ts';

describe('svgSize', () => {
  it.each([
    [
      '<svg xmlns="x" class="marks" width="380" height="272" viewBox="0 0 380 272"><rect width="9" height="9"/></svg>',
      { width: 380, height: 272 },
    ],
    ['<svg width="120.5" height="80"></svg>', { width: 120.5, height: 80 }],
    ['<svg viewBox="0 0 10 10"><rect width="9" height="9"/></svg>', undefined],
    ['<svg width="0" height="10"></svg>', undefined],
    ['<div width="10" height="10"></div>', undefined],
  ])('%s → %j', (svg, size) => {
    expect(svgSize(svg)).toEqual(size);
  });
});

describe('svgDataUrl', () => {
  it('escapes the SVG into a data: address that reads back as it', () => {
    const svg = '<svg width="1" height="1"><text>10% & #1</text></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(url).not.toContain('#');
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg);
  });
});

describe('pictureName', () => {
  it.each([
    [{ description: 'Revenue by region', title: 'Revenue' }, 'Widget', 'Revenue by region'],
    [{ title: 'Revenue' }, 'Widget', 'Revenue'],
    [{ title: { text: ['Revenue', 'by month'] } }, 'Widget', 'Revenue by month'],
    [{ title: { text: '' } }, 'Sales', 'Sales'],
    [{}, '  ', 'Chart'],
  ])('%j, widget %j → %j', (spec, widget, name) => {
    expect(pictureName(spec, widget, 'Chart')).toBe(name);
  });
});
