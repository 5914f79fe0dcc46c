import { describe, expect, it } from 'vitest';
import { decodeFilterUrlState } from '../../core/index.ts';
import { appliedFilterParam } from './applied-param.ts';

const date = {
  period: 'custom',
  firstdate: '2026-10-05',
  lastdate: '2026-10-20',
  compare: false,
  rangeCompare: 'prev' as const,
};

// The URL keeps rangeCompare only when the comparison is on.
const { rangeCompare: _off, ...urlDate } = date;

describe('appliedFilterParam', () => {
  it.each([
    ['nothing applied', {}, {}, undefined],
    ['a region', { d: { region_id: '3' } }, {}, { selections: { region_id: '3' } }],
    [
      'a region and a date',
      { d: { region_id: '3' } },
      { d: date },
      { selections: { region_id: '3' }, date: urlDate },
    ],
    ['a date only', {}, { d: date }, { selections: {}, date: urlDate }],
    ['another dashboard only', { other: { region_id: '3' } }, {}, undefined],
  ])('%s', (_name, panelSelections, filterDateSelect, expected) => {
    const param = appliedFilterParam({ panelSelections, filterDateSelect }, 'd');
    expect(decodeFilterUrlState(param)).toEqual(expected);
  });
});
