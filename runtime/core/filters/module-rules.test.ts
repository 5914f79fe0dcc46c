import { describe, expect, it } from 'vitest';
import { applyModuleRules, type ModuleConditionRules } from './module-rules';

const PLATFORM: ModuleConditionRules = {
  to_conditions: ['by_platform', 'by_brand', 'quarter_name'],
};
const REGION_ALL: ModuleConditionRules = {
  drop_nulls_unless: [{ flag: 'region_all', fields: ['territory_id'] }],
};

describe('applyModuleRules', () => {
  it.each<[string, ModuleConditionRules | undefined, object, object]>([
    [
      'no rules: unchanged',
      undefined,
      { where_cond: { by_platform: true } },
      { where_cond: { by_platform: true } },
    ],
    [
      'switches and a value move to the top level',
      PLATFORM,
      {
        firstdate: '2026-11-01',
        where_cond: { by_platform: true, by_brand: false, quarter_name: 'Q3', store_id: 4 },
      },
      {
        firstdate: '2026-11-01',
        by_platform: true,
        by_brand: false,
        quarter_name: 'Q3',
        where_cond: { store_id: 4 },
      },
    ],
    [
      'an operator suffix is matched and dropped',
      PLATFORM,
      { where_cond: { 'quarter_name|': ['Q1', 'Q2'] } },
      { quarter_name: ['Q1', 'Q2'] },
    ],
    ['nothing to move', PLATFORM, { where_cond: { store_id: 4 } }, { where_cond: { store_id: 4 } }],
    [
      'region_all false drops a null territory_id',
      REGION_ALL,
      { region_all: false, where_cond: { territory_id: null, region_id: null } },
      { region_all: false, where_cond: { region_id: null } },
    ],
    [
      'the flag may sit in where_cond, as text',
      REGION_ALL,
      { where_cond: { region_all: 'false', 'territory_id!': null } },
      { where_cond: { region_all: 'false' } },
    ],
    [
      'region_all true keeps it',
      REGION_ALL,
      { region_all: true, where_cond: { territory_id: null } },
      { region_all: true, where_cond: { territory_id: null } },
    ],
    [
      'without the flag it is kept',
      REGION_ALL,
      { where_cond: { territory_id: null } },
      { where_cond: { territory_id: null } },
    ],
    [
      'a territory chosen is never dropped',
      REGION_ALL,
      { region_all: false, where_cond: { territory_id: 3 } },
      { region_all: false, where_cond: { territory_id: 3 } },
    ],
    [
      'both rules together: a moved switch is the flag',
      { to_conditions: ['region_all'], drop_nulls_unless: REGION_ALL.drop_nulls_unless },
      { where_cond: { region_all: false, territory_id: null } },
      { region_all: false },
    ],
  ])('%s', (_name, rules, input, expected) => {
    const before = JSON.stringify(input);
    expect(applyModuleRules(input as Record<string, unknown>, rules)).toEqual(expected);
    expect(JSON.stringify(input)).toBe(before);
  });
});
