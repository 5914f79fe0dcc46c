import type { FilterItem, FilterSelections } from './types';

/** Reads an `enabled` list ('store_id|market_id') into trimmed, non-empty ids. */
export function parseEnabledIds(enabled: string | null | undefined): string[] {
  return (enabled ?? '')
    .split('|')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** The panel after a switch change. */
export interface SwitchResult<Item extends FilterItem> {
  items: Item[];
  selections: FilterSelections;
}

/**
 * Turns a checkbox switch on or off: it stores the switch's value, enables (on) or disables
 * (off) the selects listed in its `enabled`, and clears their selections either way, since a
 * choice made under the other switch state no longer applies. Unknown ids are ignored.
 * Returns new items and selections; the inputs are not changed.
 */
export function applySwitch<Item extends FilterItem>(
  items: readonly Item[],
  selections: FilterSelections,
  switchId: string,
  checked: boolean,
): SwitchResult<Item> {
  const toggle = items.find((item) => item.id === switchId);
  const dependents = new Set(parseEnabledIds(toggle?.enabled));
  dependents.delete(switchId);
  const nextSelections: FilterSelections = { ...selections, [switchId]: checked };
  const nextItems = items.map((item) => {
    if (!dependents.has(item.id)) return item;
    nextSelections[item.id] = null;
    return { ...item, disabled: !checked };
  });
  return { items: nextItems, selections: nextSelections };
}
