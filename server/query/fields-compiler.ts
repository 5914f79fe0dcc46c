/**
 * fields, grouping and ordering → SQL (conditions-semantics "Conditions keys" and step 5).
 * Each item must match a small grammar and name columns of the query; names are emitted
 * quoted with the column's own spelling, so nothing a caller sends is pasted into the SQL.
 */
import type { ColumnCatalog } from './column-catalog.ts';
import { quoteForMessage } from './column-catalog.ts';
import { quoteIdentifier } from './dialects.ts';
import { QueryInputError } from './query-errors.ts';

/** Aggregates a field may apply (`count distinct` is `count(DISTINCT col)`). */
export const AGGREGATES = ['sum', 'avg', 'min', 'max', 'count'] as const;

const PLAIN = /^([A-Za-z_]\w*)$/;
const RENAMED = /^([A-Za-z_]\w*)\s+as\s+([A-Za-z_]\w*)$/i;
const AGGREGATE =
  /^(sum|avg|min|max|count)\s*\(\s*(?:(distinct)\s+)?([A-Za-z_]\w*|\*)\s*\)(?:\s+as\s+([A-Za-z_]\w*))?$/i;
const ORDER_ITEM = /^([A-Za-z_]\w*)(?:\s+(asc|desc))?(?:\s+nulls\s+(first|last))?$/i;

/**
 * The items of a column list: a list of strings, or one comma-separated string (null and
 * absent give none). Items are trimmed; empty ones dropped.
 */
export function readColumnList(value: unknown, key: string): string[] {
  if (value === undefined || value === null) return [];
  const items = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) {
    throw new QueryInputError(`${key} must be a list of column names or a comma-separated string`);
  }
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/** A compiled SELECT list. */
export interface CompiledFields {
  /** The list, `*` when no field was given. */
  sql: string;
  /** Output names the list defines (aliases), which ordering may use. */
  aliases: string[];
}

/**
 * The SELECT list of `items`: `col`, `col as alias`, `agg(col) [as alias]` with agg one of
 * sum, avg, min, max, count (count also takes `DISTINCT col` and `*`), or `*`. An aggregate
 * without alias is named after itself (`"sum(revenue)"`), the same in every dialect.
 */
export function compileFields(items: readonly string[], columns: ColumnCatalog): CompiledFields {
  if (items.length === 0) return { sql: '*', aliases: [] };
  const parts: string[] = [];
  const aliases: string[] = [];
  for (const item of items) {
    if (item === '*') {
      parts.push('*');
      continue;
    }
    const plain = PLAIN.exec(item);
    if (plain?.[1] !== undefined) {
      parts.push(quoteIdentifier(columns.require(plain[1], 'fields').name));
      continue;
    }
    const renamed = RENAMED.exec(item);
    if (renamed?.[1] !== undefined && renamed[2] !== undefined) {
      const column = columns.require(renamed[1], 'fields').name;
      parts.push(`${quoteIdentifier(column)} AS ${quoteIdentifier(renamed[2])}`);
      aliases.push(renamed[2]);
      continue;
    }
    const aggregate = AGGREGATE.exec(item);
    if (aggregate?.[1] !== undefined && aggregate[3] !== undefined) {
      const fn = aggregate[1].toLowerCase();
      const distinct = aggregate[2] !== undefined;
      const target = aggregate[3];
      if ((distinct || target === '*') && fn !== 'count') throw invalidItem(item, 'fields');
      if (distinct && target === '*') throw invalidItem(item, 'fields');
      const argument =
        target === '*' ? '*' : quoteIdentifier(columns.require(target, 'fields').name);
      const expression = `${fn}(${distinct ? 'DISTINCT ' : ''}${argument})`;
      const alias =
        aggregate[4] ??
        `${fn}(${distinct ? 'distinct ' : ''}${target === '*' ? '*' : columns.require(target, 'fields').name})`;
      parts.push(`${expression} AS ${quoteIdentifier(alias)}`);
      aliases.push(alias);
      continue;
    }
    throw invalidItem(item, 'fields');
  }
  return { sql: parts.join(', '), aliases };
}

/** The GROUP BY list of `items`: column names of the query. */
export function compileGrouping(items: readonly string[], columns: ColumnCatalog): string {
  return items
    .map((item) => {
      if (!PLAIN.test(item)) throw invalidItem(item, 'grouping');
      return quoteIdentifier(columns.require(item, 'grouping').name);
    })
    .join(', ');
}

/**
 * The ORDER BY list of `items`: `col [ASC|DESC] [NULLS FIRST|LAST]`, where col is a column
 * of the query or an alias `fields` defined.
 */
export function compileOrdering(
  items: readonly string[],
  columns: ColumnCatalog,
  aliases: readonly string[] = [],
): string {
  const aliasByName = new Map(aliases.map((alias) => [alias.toLowerCase(), alias]));
  return items
    .map((item) => {
      const match = ORDER_ITEM.exec(item);
      if (match?.[1] === undefined) throw invalidItem(item, 'ordering');
      const name =
        aliasByName.get(match[1].toLowerCase()) ?? columns.require(match[1], 'ordering').name;
      const direction = match[2] ? ` ${match[2].toUpperCase()}` : '';
      const nulls = match[3] ? ` NULLS ${match[3].toUpperCase()}` : '';
      return `${quoteIdentifier(name)}${direction}${nulls}`;
    })
    .join(', ');
}

function invalidItem(item: string, key: string): QueryInputError {
  return new QueryInputError(`Invalid item ${quoteForMessage(item)} in ${key}`);
}
