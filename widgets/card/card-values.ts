import { isNumeric } from '../../runtime/core/format/index.ts';

/** A numeric cell as a number (BIGINT columns arrive as strings), or undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'bigint') return Number(value);
  return isNumeric(value) ? Number(value) : undefined;
}

/** Which way a value moved from its comparison value. */
export type Direction = 'up' | 'down' | 'flat';

/** A value against its comparison period value. */
export interface CardDelta {
  /** value − previous. */
  change: number;
  /** change / |previous|: the percent change as a fraction; undefined when previous is 0. */
  ratio: number | undefined;
  direction: Direction;
}

/** The change from `previous` to `value`, or undefined when either is missing. */
export function cardDelta(
  value: number | undefined,
  previous: number | undefined,
): CardDelta | undefined {
  if (value === undefined || previous === undefined) return undefined;
  const change = value - previous;
  return {
    change,
    ratio: previous === 0 ? undefined : change / Math.abs(previous),
    direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
  };
}

/** How far a value is towards its goal. */
export interface GoalProgress {
  /** value / goal (1 = on goal); may exceed 1 or be negative. */
  ratio: number;
  /** The ratio as a bar fill, 0 to 100. */
  fill: number;
  reached: boolean;
}

/** Progress of `value` towards a positive or negative `goal`; undefined without both, or for goal 0. */
export function goalProgress(
  value: number | undefined,
  goal: number | undefined,
): GoalProgress | undefined {
  if (value === undefined || goal === undefined || goal === 0) return undefined;
  const ratio = value / goal;
  return { ratio, fill: Math.min(100, Math.max(0, ratio * 100)), reached: ratio >= 1 };
}

/** The factor slider's range and step (widget-layer §9). */
export const FACTOR_SLIDER = { min: -100, max: 100, step: 0.5 } as const;

/** Goal of the factor slider when neither the card nor the slider names one (widget-layer §9). */
export const SLIDER_DEFAULT_GOAL = 35;

/** A value adjusted by the factor slider: `factor` percent more (or less). */
export function applyFactor(value: number, factor: number): number {
  return factor === 0 ? value : value * (1 + factor / 100);
}
