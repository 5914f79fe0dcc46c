/**
 * The JSON structure editor's model (app-shell §3 "JSON-editor item", §4, §5): a JSON value
 * as a tree of items with a name, a type, children (array and object) and a value (`remark`,
 * scalars), and back.
 */

/** Value types of an item. */
export const JSON_ITEM_TYPES = ['string', 'array', 'object', 'number', 'boolean'] as const;
export type JsonItemType = (typeof JSON_ITEM_TYPES)[number];

/** One item of the structure editor. */
export interface JsonItem {
  /** Stable id for React keys and collapse state. */
  id: string;
  /** Key in the parent object (an array's items keep their index as name). */
  name: string;
  type: JsonItemType;
  /** Children of an array or object. */
  childParams?: JsonItem[];
  /** Value of a scalar item. */
  remark?: string | number | boolean;
}

let counter = 0;
/** A fresh item id. */
export function nextItemId(): string {
  counter += 1;
  return `item-${counter}`;
}

/** The type of a JSON value (null reads as an empty string). */
export function typeOfValue(value: unknown): JsonItemType {
  if (Array.isArray(value)) return 'array';
  if (value !== null && typeof value === 'object') return 'object';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

/** One item from a JSON value. */
export function itemFromValue(name: string, value: unknown): JsonItem {
  const type = typeOfValue(value);
  if (type === 'array') {
    return {
      id: nextItemId(),
      name,
      type,
      childParams: (value as unknown[]).map((child, index) => itemFromValue(String(index), child)),
    };
  }
  if (type === 'object') {
    return {
      id: nextItemId(),
      name,
      type,
      childParams: Object.entries(value as Record<string, unknown>).map(([key, child]) =>
        itemFromValue(key, child),
      ),
    };
  }
  return {
    id: nextItemId(),
    name,
    type,
    remark: value === null ? '' : (value as JsonItem['remark']),
  };
}

/** The items of a root object or array. */
export function itemsFromValue(value: unknown): JsonItem[] {
  return itemFromValue('root', value ?? {}).childParams ?? [];
}

/** The JSON value of one item. */
export function valueOfItem(item: JsonItem): unknown {
  switch (item.type) {
    case 'array':
      return (item.childParams ?? []).map(valueOfItem);
    case 'object':
      return Object.fromEntries((item.childParams ?? []).map((c) => [c.name, valueOfItem(c)]));
    case 'number':
      return typeof item.remark === 'number' ? item.remark : Number(item.remark) || 0;
    case 'boolean':
      return item.remark === true || item.remark === 'true';
    case 'string':
      return item.remark === undefined ? '' : String(item.remark);
  }
}

/** The JSON value of a root's items: an object, or an array when `asArray`. */
export function valueOfItems(items: readonly JsonItem[], asArray = false): unknown {
  return valueOfItem({
    id: 'root',
    name: 'root',
    type: asArray ? 'array' : 'object',
    childParams: [...items],
  });
}

/**
 * `item` with its type changed and its value reset (app-shell §4): array or object → no value
 * and an empty child list; boolean → true; string → ''; number → 0.
 */
export function changeItemType(item: JsonItem, type: JsonItemType): JsonItem {
  const { childParams: _children, remark: _remark, ...rest } = item;
  void _children;
  void _remark;
  if (type === 'array' || type === 'object') return { ...rest, type, childParams: [] };
  if (type === 'boolean') return { ...rest, type, remark: true };
  if (type === 'number') return { ...rest, type, remark: 0 };
  return { ...rest, type, remark: '' };
}

/** The value of a number field after an edit: an emptied field becomes 0 (app-shell §5). */
export function numberFieldValue(text: string | number): number {
  if (typeof text === 'number') return Number.isFinite(text) ? text : 0;
  if (text.trim() === '') return 0;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * The name after the name field loses focus: an empty name is refused (the caller shows
 * 'please must input a name!') and becomes 'null' (app-shell §5).
 */
export function blurredName(name: string): { name: string; refused: boolean } {
  return name.trim() === '' ? { name: 'null', refused: true } : { name, refused: false };
}

/** Whether `text` is valid JSON (the Validate action). */
export function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** `items` with the item `id` replaced by `update(item)`, at any depth. */
export function updateItem(
  items: readonly JsonItem[],
  id: string,
  update: (item: JsonItem) => JsonItem | undefined,
): JsonItem[] {
  const out: JsonItem[] = [];
  for (const item of items) {
    if (item.id === id) {
      const next = update(item);
      if (next) out.push(next);
    } else if (item.childParams) {
      out.push({ ...item, childParams: updateItem(item.childParams, id, update) });
    } else {
      out.push(item);
    }
  }
  return out;
}
