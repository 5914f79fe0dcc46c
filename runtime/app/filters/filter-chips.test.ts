import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterChips,
  rangeLabel,
  sameDate,
  withoutFilter,
  type FilterChipsInput,
} from './filter-chips.ts';
import type { PanelItem } from './filter-setup.ts';

const items: PanelItem[] = [
  { id: 'date', name: 'Date', type: 'date' },
  { id: 'territory_id', name: 'Territory', type: 'select', hierarchy: 1 },
  { id: 'region_id', name: 'Region', type: 'select', hierarchy: 2 },
  { id: 'store_id', name: 'Store', type: 'select', hierarchy: 3 },
  { id: 'product_filters', name: 'Filter by brand', type: 'checkbox', enabled: 'brand' },
  { id: 'brand', name: 'Brand', type: 'select', disabled: true },
  {
    id: 'all_platforms',
    name: { en: 'Combine platforms', es: 'Combinar plataformas' },
    type: 'checkbox',
  },
];

const mtd = { period: 'mtd', firstdate: '2026-11-01', lastdate: '2026-11-14' };
const custom = { period: 'custom', firstdate: '2026-10-05', lastdate: '2026-10-20' };

const base: FilterChipsInput = {
  items,
  selections: {},
  options: { region_id: [{ value: '3', label: 'Texas' }] },
  filteringFixed: undefined,
  date: mtd,
  defaultDate: mtd,
  locale: 'en',
  onText: 'On',
};

describe('rangeLabel', () => {
  it.each([
    ['en', '2026-10-05', '2026-10-20', 'Oct 5 – Oct 20, 2026'],
    ['en', '2025-12-29', '2026-01-04', 'Dec 29, 2025 – Jan 4, 2026'],
    ['en', '2026-10-05', '2026-10-05', 'Oct 5, 2026'],
    ['es', '2026-10-05', '2026-10-20', '5 oct – 20 oct 2026'],
  ])('%s %s %s', (locale, first, last, text) => {
    expect(rangeLabel(first, last, locale)).toBe(text);
  });
});

describe('filterChips', () => {
  it.each([
    ['a plain switch that is on', { all_platforms: true }, ['all_platforms:On']],
    ['a plain switch on as text', { all_platforms: 'true' }, ['all_platforms:On']],
    ['a plain switch that is off', { all_platforms: false }, []],
    ['a plain switch off as text', { all_platforms: 'false' }, []],
    ['a switch that only enables selects', { product_filters: true }, []],
  ])('%s', (_label, selections, expected) => {
    const chips = filterChips({ ...base, selections }).filter((chip) => chip.kind === 'filter');
    expect(chips.map((chip) => `${chip.id}:${chip.value}`)).toEqual(expected);
    expect(activeFilterCount(chips)).toBe(expected.length);
  });

  it.each([
    ['labels still loading', new Set(['region_id']), true],
    ['labels loaded', new Set<string>(), undefined],
  ])('a region chip with %s', (_label, loadingIds, loading) => {
    const chips = filterChips({ ...base, selections: { region_id: '3' }, loadingIds });
    expect(chips.find((chip) => chip.id === 'region_id')?.loading).toBe(loading);
  });

  it("labels a switch's chip in the locale and removes it by turning it off", () => {
    const selections = { all_platforms: true, region_id: '3' };
    const chips = filterChips({ ...base, selections, locale: 'es', onText: 'Activado' });
    expect(chips.find((chip) => chip.id === 'all_platforms')).toEqual({
      id: 'all_platforms',
      kind: 'filter',
      label: 'Combinar plataformas',
      value: 'Activado',
      removable: true,
    });
    expect(withoutFilter(items, selections, 'all_platforms')).toEqual({ region_id: '3' });
  });

  it('the default period alone: one chip with nothing to remove, no active filter', () => {
    const chips = filterChips(base);
    expect(chips).toEqual([
      {
        id: 'date',
        kind: 'period',
        label: 'Date',
        value: 'Nov 1 – Nov 14, 2026',
        removable: false,
      },
    ]);
    expect(activeFilterCount(chips)).toBe(0);
  });

  it('a region and a date range: two removable chips, count 2', () => {
    const chips = filterChips({ ...base, selections: { region_id: '3' }, date: custom });
    expect(chips.map((c) => [c.label, c.value, c.removable])).toEqual([
      ['Date', 'Oct 5 – Oct 20, 2026', true],
      ['Region', 'Texas', true],
    ]);
    expect(activeFilterCount(chips)).toBe(2);
  });

  it.each([
    ['es-MX', ['Región', 'Texas']],
    ['pt', ['Region', 'Texas']],
  ] as const)('a translated label reads in %s (en when missing)', (locale, expected) => {
    const translated = items.map((item) =>
      item.id === 'region_id' ? { ...item, name: { en: 'Region', es: 'Región' } } : item,
    );
    const chips = filterChips({
      ...base,
      items: translated,
      locale,
      selections: { region_id: '3' },
    });
    expect(chips.filter((c) => c.kind === 'filter').map((c) => [c.label, c.value])).toEqual([
      expected,
    ]);
  });

  it.each([
    ['an unknown value shows itself', { region_id: '9' }, ['Region: 9']],
    [
      'a list beyond three is counted',
      { store_id: ['1', '2', '3', '4', '5'] },
      ['Store: 1, 2, 3 +2'],
    ],
    ['a switch and a disabled select make no chip', { product_filters: true, brand: 'X' }, []],
    ['an empty value makes no chip', { region_id: '', store_id: [] }, []],
  ])('%s', (_name, selections, expected) => {
    const chips = filterChips({ ...base, selections, date: undefined });
    expect(chips.map((c) => `${c.label}: ${c.value}`)).toEqual(expected);
  });

  it("the fixed user's region cannot be removed", () => {
    const chips = filterChips({
      ...base,
      selections: { region_id: '3' },
      filteringFixed: '{"region_id":3}',
    });
    expect(chips.find((c) => c.id === 'region_id')).toMatchObject({
      removable: false,
      fixed: true,
    });
  });
});

describe('sameDate', () => {
  it.each([
    [mtd, mtd, true],
    [mtd, custom, false],
    [mtd, { ...mtd, compare: true }, false],
    [undefined, undefined, true],
    [mtd, undefined, false],
  ])('%o %o → %s', (a, b, expected) => {
    expect(sameDate(a, b)).toBe(expected);
  });
});

describe('withoutFilter', () => {
  it('removes the filter and the hierarchy levels below it', () => {
    const next = withoutFilter(
      items,
      { territory_id: '1', region_id: '3', store_id: ['7'], brand: 'X' },
      'region_id',
    );
    expect(next.region_id).toBeUndefined();
    expect(next.store_id).toBeNull();
    expect(next).toMatchObject({ territory_id: '1', brand: 'X' });
  });
});
