/**
 * The limit of a multiple select or tag filter (widget-layer §8 'A maximum of {max} items can
 * be selected.'): the spec gives the message but no number, so the filter item's `max` sets
 * it and a filter without one takes any number of values.
 */

/** What a control does with its limit. */
export interface SelectLimit {
  /** Most values, or undefined for no limit. */
  max: number | undefined;
  /** True when the values reached the limit: the control shows the message. */
  atMax: boolean;
}

/** The limit of a filter configured with `max`, holding `count` values. */
export function selectLimit(max: unknown, count: number): SelectLimit {
  const limit = typeof max === 'number' && Number.isInteger(max) && max >= 1 ? max : undefined;
  return { max: limit, atMax: limit !== undefined && count >= limit };
}
