import { describe, expect, it } from 'vitest';
import { configOptions, itemOptions, optionsPage, searchOptions } from './filter-options';
import type { FilterOption } from './hierarchy';

const rows = [
  { region_id: 3, region_name: 'West' },
  { region_id: 1, region_name: 'North' },
  { region_id: 3, region_name: 'West' },
  { region_id: 12, region_name: 'Region 12' },
  { region_id: 2, region_name: 'Region 2' },
  { region_id: null, region_name: 'None' },
];

describe('itemOptions', () => {
  it.each<[string, Parameters<typeof itemOptions>[0], string[]]>([
    [
      'distinct values in row order',
      { id: 'region_id', value: 'region_name' },
      ['3', '1', '12', '2'],
    ],
    [
      'orderText sorts by label, numbers inside labels as numbers',
      { id: 'region_id', value: 'region_name', orderText: true },
      ['1', '2', '12', '3'],
    ],
    [
      'fixed options win over rows',
      { id: 'region_id', options: ['b', { value: 'a', label: 'A' }] },
      ['b', 'a'],
    ],
    ['no label column uses the id', { id: 'region_id' }, ['3', '1', '12', '2']],
  ])('%s', (_name, item, values) => {
    expect(itemOptions(item, rows).map((option) => option.value)).toEqual(values);
  });

  it('labels options from the label column', () => {
    expect(itemOptions({ id: 'region_id', value: 'region_name' }, rows)[0]).toEqual({
      value: '3',
      label: 'West',
    });
  });
});

describe('configOptions', () => {
  it.each<[Parameters<typeof configOptions>[0][number], FilterOption]>([
    ['Online', { value: 'Online', label: 'Online' }],
    [7, { value: '7', label: '7' }],
    [true, { value: 'true', label: 'true' }],
    [
      { value: 'prev', label: 'Previous period' },
      { value: 'prev', label: 'Previous period' },
    ],
    [{ value: 4 }, { value: '4', label: '4' }],
  ])('%j', (option, expected) => {
    expect(configOptions([option])).toEqual([expected]);
  });
});

describe('searchOptions', () => {
  const options = [
    { value: '1', label: 'North' },
    { value: '2', label: 'South' },
    { value: '30', label: 'West' },
  ];
  it.each<[string, string[]]>([
    ['', ['1', '2', '30']],
    ['  ', ['1', '2', '30']],
    ['th', ['1', '2']],
    ['NORTH', ['1']],
    ['3', ['30']],
    ['east', []],
  ])('%j', (search, values) => {
    expect(searchOptions(options, search).map((option) => option.value)).toEqual(values);
  });
});

describe('optionsPage', () => {
  const many = Array.from({ length: 60 }, (_, index) => ({
    value: String(index),
    label: `Store ${index}`,
  }));
  it.each<[number, string[], number, string | undefined]>([
    [1, [], 25, '24'],
    [0, [], 25, '24'],
    [2, [], 50, '49'],
    [3, [], 60, '59'],
    [1, ['55'], 26, '55'],
    [1, ['3'], 25, '24'],
  ])('%i page(s) keeping %j', (pages, keep, count, last) => {
    const page = optionsPage(many, pages, keep);
    expect(page).toHaveLength(count);
    expect(page.at(-1)?.value).toBe(last);
  });
});
