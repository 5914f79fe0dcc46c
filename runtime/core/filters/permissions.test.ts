import { describe, expect, it } from 'vitest';
import {
  isFilteringAllowed,
  isFilteringShown,
  resolveFilteringShow,
  type AllowFilteringFlag,
  type FilteringLevels,
} from './permissions';

describe('isFilteringAllowed', () => {
  it.each<[string, FilteringLevels<AllowFilteringFlag>, boolean]>([
    ['nothing set defaults to false', {}, false],
    [
      'all null defaults to false',
      { widget: null, dashboard: null, route: null, program: null },
      false,
    ],
    ['program alone', { program: true }, true],
    ['route overrides program', { route: false, program: true }, false],
    ['dashboard overrides route', { dashboard: true, route: false, program: false }, true],
    [
      'widget overrides dashboard',
      { widget: false, dashboard: true, route: true, program: true },
      false,
    ],
    ['widget true over everything false', { widget: true, dashboard: false, program: false }, true],
    ['unset widget falls through', { widget: undefined, dashboard: false, program: true }, false],
    ["text 'true'", { route: 'true' }, true],
    ["text 'false' still decides", { widget: 'false', program: true }, false],
  ])('%s', (_name, levels, expected) => {
    expect(isFilteringAllowed(levels)).toBe(expected);
  });
});

const show = { filtering: { store_id: { id: 'store_id' } } };

describe('resolveFilteringShow', () => {
  it.each<[string, FilteringLevels<unknown>, unknown]>([
    ['none', {}, undefined],
    ['program level', { program: show }, show],
    [
      'widget over program',
      { widget: { filteringadv: { a: { id: 'a' } } }, program: show },
      { filteringadv: { a: { id: 'a' } } },
    ],
    [
      'empty config falls through',
      { widget: {}, dashboard: { filtering: {} }, program: show },
      show,
    ],
    ['JSON text is parsed', { route: JSON.stringify(show) }, show],
    ['invalid JSON falls through', { widget: '{bad', program: show }, show],
    ['a list is no config', { widget: [show] }, undefined],
    ['null filtering maps', { widget: { filtering: null, filteringadv: null } }, undefined],
  ])('%s', (_name, levels, expected) => {
    expect(resolveFilteringShow(levels)).toEqual(expected);
  });
});

describe('isFilteringShown', () => {
  it.each<[string, FilteringLevels<AllowFilteringFlag>, FilteringLevels<unknown>, boolean]>([
    ['allowed with a config', { program: true }, { program: show }, true],
    ['allowed without a config', { program: true }, {}, false],
    ['config but not allowed', { widget: false, program: true }, { dashboard: show }, false],
    ['config but nothing allows', {}, { widget: show }, false],
  ])('%s', (_name, allow, filteringShow, expected) => {
    expect(isFilteringShown(allow, filteringShow)).toBe(expected);
  });
});
