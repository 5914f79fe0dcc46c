/**
 * The two meanings of `hlevel` reconciled (docs/spec-coverage.md, hlevel): `conditions.hlevel`
 * is the roll-up mode (conditions-semantics); the panel's deepest selected level (the
 * client's hlevel, the filtering store's optionHlevel) reaches the server through where_cond,
 * from which the server finds the same level L. These cases hold the two computations
 * together: the roll-up starts just below the level the panel reports.
 */
import { describe, expect, it } from 'vitest';
import { buildFilterConditions, type FilterItem } from '../../runtime/core/index.ts';
import { hierarchyRollup } from './hierarchy-rollup.ts';

const LEVELS = ['territory_id', 'region_id', 'district_id', 'market_id', 'store_id'];
const items: FilterItem[] = LEVELS.map((id, index) => ({ id, hierarchy: index + 1 }));

describe("the panel's deepest level is the server's roll-up level", () => {
  it.each<[Record<string, unknown>, string | null, Record<string, null | '!null'>]>([
    [
      {},
      null,
      {
        territory_id: '!null',
        region_id: null,
        district_id: null,
        market_id: null,
        store_id: null,
      },
    ],
    [
      { territory_id: '1' },
      'territory_id',
      { region_id: '!null', district_id: null, market_id: null, store_id: null },
    ],
    [
      { territory_id: '1', region_id: ['3', '4'] },
      'region_id',
      { district_id: '!null', market_id: null, store_id: null },
    ],
    [
      { territory_id: '1', region_id: [], district_id: '' },
      'territory_id',
      { region_id: '!null', district_id: null, market_id: null, store_id: null },
    ],
  ])('%j', (selections, deepest, rollup) => {
    const panel = buildFilterConditions(items, selections);
    expect(panel.hlevel).toBe(deepest);
    const where = hierarchyRollup('select_child', LEVELS, panel.where_cond).where;
    expect(where).toEqual(rollup);
    // The first level the roll-up adds is the one below the panel's deepest level.
    const below = deepest === null ? 0 : LEVELS.indexOf(deepest) + 1;
    expect(Object.keys(where)[0]).toBe(LEVELS[below]);
  });
});
