/**
 * Hierarchy roll-ups (conditions-semantics "Hierarchy roll-ups"): below the deepest
 * selected geography level, which roll-up rows a query keeps. The result is more where
 * entries (IS NULL / IS NOT NULL) and, for select_children, ordering items; they never
 * replace an entry the conditions already have on a level.
 */
import { whereKeyColumn } from '../../runtime/core/index.ts';
import { QueryInputError } from './query-errors.ts';

/** Roll-up modes. */
export const ROLLUP_MODES = [
  'null_rolldown',
  'select_child',
  'select_children',
  'select_stores',
] as const;

/** A roll-up mode. */
export type RollupMode = (typeof ROLLUP_MODES)[number];

/**
 * The mode of `hlevel` (a mode name, null or absent) or, when unset, the first flag of
 * `qry_options` that is true (or 'true'), in ROLLUP_MODES order.
 */
export function rollupMode(hlevel: unknown, qryOptions: unknown): RollupMode | undefined {
  if (hlevel !== undefined && hlevel !== null && hlevel !== '') {
    if (typeof hlevel === 'string' && (ROLLUP_MODES as readonly string[]).includes(hlevel)) {
      return hlevel as RollupMode;
    }
    throw new QueryInputError(
      `Invalid hlevel ${JSON.stringify(hlevel)}: expected one of ${ROLLUP_MODES.join(', ')}`,
    );
  }
  if (qryOptions === undefined || qryOptions === null) return undefined;
  if (typeof qryOptions !== 'object' || Array.isArray(qryOptions)) {
    throw new QueryInputError('qry_options must be an object of flags');
  }
  const flags = qryOptions as Record<string, unknown>;
  return ROLLUP_MODES.find((mode) => flags[mode] === true || flags[mode] === 'true');
}

/** What a roll-up adds. */
export interface Rollup {
  /** Where entries: level → null (IS NULL) or '!null' (IS NOT NULL). */
  where: Record<string, null | '!null'>;
  /** ORDER BY items put before the conditions' own ordering. */
  ordering: string[];
}

/**
 * The roll-up of `mode` over `levels` (top first, only levels that are columns of the
 * query) given the where entries: L is the deepest level with an entry that selects
 * members; with no selection L sits above the top level.
 */
export function hierarchyRollup(
  mode: RollupMode | undefined,
  levels: readonly string[],
  where: Readonly<Record<string, unknown>>,
): Rollup {
  const rollup: Rollup = { where: {}, ordering: [] };
  if (mode === undefined || levels.length === 0) return rollup;
  const selected = new Set(
    Object.entries(where)
      .filter(([key, value]) => !key.endsWith('!') && selects(value))
      .map(([key]) => whereKeyColumn(key).toLowerCase()),
  );
  let deepest = -1;
  levels.forEach((level, index) => {
    if (selected.has(level.toLowerCase())) deepest = index;
  });
  const below = levels.slice(deepest + 1);
  const present = new Set(Object.keys(where).map((key) => whereKeyColumn(key).toLowerCase()));
  const set = (level: string | undefined, value: null | '!null') => {
    if (level !== undefined && !present.has(level.toLowerCase())) rollup.where[level] = value;
  };
  switch (mode) {
    case 'null_rolldown':
      for (const level of below) set(level, null);
      break;
    case 'select_child':
      set(below[0], '!null');
      for (const level of below.slice(1)) set(level, null);
      break;
    case 'select_children': {
      const [child, grandchild] = below;
      set(child, '!null');
      for (const level of below.slice(2)) set(level, null);
      if (child !== undefined) rollup.ordering.push(`${child} DESC`);
      // The child's own roll-up row (grandchild NULL) comes first, then its children.
      if (grandchild !== undefined) rollup.ordering.push(`${grandchild} DESC NULLS FIRST`);
      break;
    }
    case 'select_stores':
      set(levels[levels.length - 1], '!null');
      break;
  }
  return rollup;
}

/**
 * Whether a where value picks members of its level: null, '', [], 'null' and '!null' do not
 * (nor do negated `k!` entries, filtered out by the caller).
 */
function selects(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (value === 'null' || value === '!null') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
