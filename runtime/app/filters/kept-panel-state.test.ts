import { describe, expect, it } from 'vitest';
import { applyPanel, commitApplied, type PanelState } from './filter-commit.ts';
import { dashboardFilterSetup, type PanelItem } from './filter-setup.ts';
import { forgetPanelState, keepPanelState, keptPanelState } from './kept-panel-state.ts';

const items: PanelItem[] = [{ id: 'region_id', hierarchy: 1 }];
const chosen: PanelState = { items, selections: { region_id: '3' } };

describe('panel state on destroy (AS4.10): reset unless told otherwise', () => {
  it.each<[string, boolean, boolean, PanelState | undefined]>([
    ['not told: reset', false, true, undefined],
    ['told to keep', true, true, chosen],
    ['kept, but read by a panel not told to keep', true, false, undefined],
  ])('%s', (_name, keepOnDestroy, keepOnOpen, expected) => {
    forgetPanelState('d1');
    keepPanelState('d1', chosen, keepOnDestroy);
    expect(keptPanelState('d1', keepOnOpen)).toEqual(expected);
    expect(keptPanelState('d2', true)).toBeUndefined();
  });

  it('an Apply forgets the kept choices', () => {
    keepPanelState('d1', chosen, true);
    commitApplied('d1', applyPanel({ items, selections: { region_id: '4' } }, undefined));
    expect(keptPanelState('d1', true)).toBeUndefined();
  });

  it.each<[unknown, boolean]>([
    [{ filtering: { region_id: { hierarchy: 1 } }, keepState: true }, true],
    [{ filtering: { region_id: { hierarchy: 1 } } }, false],
  ])('filtering_show %j gives keepState %s', (show, keep) => {
    const setup = dashboardFilterSetup({
      dashboard: { allow_filtering: true, filtering_show: show },
    });
    expect(setup?.keepState).toBe(keep);
  });
});
