import type { FilterItem, FilterSelections } from './types';
import { whereKeyColumn } from './where-keys';

/** A selection as a panel input holds it: text, a list of texts, or a boolean for a switch. */
function asInputValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return null;
}

/**
 * The panel selections a where map stands for (a dashboard's saved `where`, or a where_cond):
 * each key's column (without its `!`, `|` or `~` suffix) that is a filter of `items` gets the
 * value as its input holds it (numbers as text, lists of text, booleans kept). Keys that are
 * not filters, and null values, are left out.
 */
export function selectionsFromWhere(
  items: readonly Pick<FilterItem, 'id' | 'type'>[],
  where: Record<string, unknown> | null | undefined,
): FilterSelections {
  const byId = new Map(items.map((item) => [item.id, item]));
  const selections: FilterSelections = {};
  for (const [key, value] of Object.entries(where ?? {})) {
    const item = byId.get(whereKeyColumn(key));
    if (!item || item.type === 'date') continue;
    const input = asInputValue(value);
    if (input !== null) selections[item.id] = input;
  }
  return selections;
}
