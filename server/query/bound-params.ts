/**
 * The values of a statement's `$n` placeholders, collected while compiling: every value goes
 * through here, so no value is ever written into the SQL text.
 */
import { placeholder } from './dialects.ts';

/** A value a statement binds. */
export type BoundValue = string | number | boolean | null;

/** Values in `$n` order. */
export interface BoundParams {
  /** Adds `value` and returns its placeholder (`$1`, `$2`...). */
  bind(value: BoundValue): string;
  readonly values: BoundValue[];
}

/** An empty list of bound values. */
export function createBoundParams(): BoundParams {
  const values: BoundValue[] = [];
  return {
    bind(value) {
      values.push(value);
      return placeholder(values.length);
    },
    values,
  };
}
