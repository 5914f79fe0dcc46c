/**
 * The conditions editor's model (widget-layer §2, §3 "Widget conditions"): column lists as
 * tags, where_cond entries as rows of column, key suffix and value, and edits that drop a key
 * when it is emptied (so a saved widget keeps only what the author set).
 */
import type {
  ColumnList,
  Conditions,
  WhereCond,
  WhereValue,
} from '../../schemas/generated/index.ts';
import { splitWhereKey, type WhereKeySuffix } from '../../runtime/core/filters/where-keys.ts';

/** One where_cond entry as the editor shows it. */
export interface WhereRow {
  column: string;
  /** '' AND, '!' negate, '|' OR group, '~' starts with. */
  suffix: WhereKeySuffix | '';
  /** The value as typed: JSON (3, null, [1, 2], ["=", 5]) or plain text; a, b is a list. */
  text: string;
}

/** The key suffixes offered, in the order of the select. */
export const WHERE_SUFFIXES: readonly (WhereKeySuffix | '')[] = ['', '!', '|', '~'];

/** A column list (array or comma-separated text) as tags. */
export function columnTags(list: ColumnList | undefined): string[] {
  if (list === undefined) return [];
  const items = Array.isArray(list) ? list : list.split(',');
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/** `value` with `key` set, or removed when `next` is empty (undefined, '', [] or {}). */
export function withConditionKey(value: Conditions, key: string, next: unknown): Conditions {
  const out: Conditions = { ...value };
  const empty =
    next === undefined ||
    next === '' ||
    (Array.isArray(next) && next.length === 0) ||
    (next !== null &&
      typeof next === 'object' &&
      !Array.isArray(next) &&
      Object.keys(next).length === 0);
  if (empty) delete out[key];
  else out[key] = next;
  return out;
}

/** The text a where value is shown as. */
export function whereValueText(value: WhereValue): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * A typed where value: JSON when it reads as JSON (numbers, null, true, lists, ["op", v]),
 * else a comma-separated list when it has commas (numeric items as numbers), else the text.
 */
export function parseWhereText(text: string): WhereValue {
  const trimmed = text.trim();
  try {
    const parsed = JSON.parse(trimmed) as unknown;
    if (parsed === null || ['string', 'number', 'boolean'].includes(typeof parsed)) {
      return parsed as WhereValue;
    }
    if (
      Array.isArray(parsed) &&
      parsed.every((item) => item === null || typeof item !== 'object')
    ) {
      return parsed as WhereValue;
    }
  } catch {
    // Plain text: read below.
  }
  if (trimmed.includes(',')) {
    return trimmed
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .map((item) => (/^-?\d+(\.\d+)?$/.test(item) ? Number(item) : item));
  }
  return text;
}

/** The rows of a where_cond map. */
export function whereRows(where: WhereCond | undefined): WhereRow[] {
  return Object.entries(where ?? {}).map(([key, value]) => {
    const { column, suffix } = splitWhereKey(key);
    return { column, suffix, text: whereValueText(value) };
  });
}

/** The where_cond map of the rows; rows without a column are left out. */
export function whereCondOf(rows: readonly WhereRow[]): WhereCond {
  const where: WhereCond = {};
  for (const row of rows) {
    const column = row.column.trim();
    if (column !== '') where[`${column}${row.suffix}`] = parseWhereText(row.text);
  }
  return where;
}

/** The conditions a preview runs: the in-progress ones with a row cap unless one is set. */
export function previewConditions(value: Conditions, limit = 100): Conditions {
  return value.querylimit === undefined ? { ...value, querylimit: limit } : value;
}
