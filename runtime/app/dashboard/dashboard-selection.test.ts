import { describe, expect, it } from 'vitest';
import { dashboardParam, selectedDashboards, selectionMode } from './dashboard-selection.ts';

const d = (id: string, multiselect?: string) => ({ dashboard_id: id, attributes: { multiselect } });
const two = [d('a', 'false'), d('b', 'false')];
const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => d(id));

describe('selectionMode', () => {
  it.each([
    ['two dashboards', two, 'tabs'],
    ['seven dashboards', many, 'select'],
    ["multiselect 'true'", [d('a', 'true'), d('b')], 'multiselect'],
    [
      'multiselect true as a boolean is not the text',
      [{ dashboard_id: 'a', attributes: { multiselect: true } }],
      'tabs',
    ],
    ['none', [], 'tabs'],
  ] as const)('%s → %s', (_name, dashboards, mode) => {
    expect(selectionMode(dashboards)).toBe(mode);
  });
});

describe('selectedDashboards', () => {
  it.each([
    ['no parameter: the first', two, null, 'tabs', ['a']],
    ['a known id', two, 'b', 'tabs', ['b']],
    ['an unknown id: the first', two, 'zz', 'tabs', ['a']],
    ['several ids in a single mode: the first known', two, 'zz,b,a', 'tabs', ['b']],
    ['several ids in multiselect: all known, once', two, 'b,zz,a,b', 'multiselect', ['b', 'a']],
    ['no dashboards', [], 'a', 'tabs', []],
  ] as const)('%s', (_name, dashboards, param, mode, expected) => {
    expect(selectedDashboards(dashboards, param, mode)).toEqual(expected);
  });

  it('round-trips through the parameter', () => {
    expect(selectedDashboards(two, dashboardParam(['b', 'a']), 'multiselect')).toEqual(['b', 'a']);
  });
});
