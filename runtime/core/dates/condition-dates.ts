import type { DateContext } from './date-context';
import { resolveDateToken } from './date-tokens';

/** Condition keys whose values are dates or date tokens (conditions-semantics). */
export const DATE_CONDITION_KEYS = ['firstdate', 'lastdate', 'filterdate'] as const;

/** Outcome of {@link resolveConditionDates}. */
export type ConditionDatesResult<T> =
  | { readonly ok: true; readonly conditions: T }
  | { readonly ok: false; readonly key: string; readonly value: string; readonly error: string };

/**
 * A copy of `conditions` with `firstdate`, `lastdate` and `filterdate` resolved by
 * {@link resolveDateToken} (each a string or an array; non-string items pass through). Other
 * keys are left alone on purpose: a `where_cond` value that happens to equal a token or an
 * operational variable name is data, not a date. The first impossible date literal makes the
 * whole result an error naming the key (the server answers 400 with it).
 */
export function resolveConditionDates<T extends Readonly<Record<string, unknown>>>(
  conditions: T,
  context: DateContext,
): ConditionDatesResult<T> {
  const resolved: Record<string, unknown> = { ...conditions };
  for (const key of DATE_CONDITION_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(conditions, key)) continue;
    const current = conditions[key];
    const items = Array.isArray(current) ? (current as readonly unknown[]) : [current];
    const out: unknown[] = [];
    for (const item of items) {
      if (typeof item !== 'string') {
        out.push(item);
        continue;
      }
      const result = resolveDateToken(item, context);
      if (!result.ok) return { ok: false, key, value: item, error: result.error };
      out.push(result.value);
    }
    resolved[key] = Array.isArray(current) ? out : out[0];
  }
  return { ok: true, conditions: resolved as T };
}
