/**
 * What a gauge shows, from the first row of its query and `params.gauge`: the value, the scale
 * (min, max), the target and the coloured bands, with each turned into an angle of the half
 * circle. Pure, so the table test below covers every rule.
 */
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import type { WidgetParams } from '../../schemas/generated/index.ts';

export type GaugeParams = NonNullable<WidgetParams['gauge']>;

export interface GaugeBand {
  from: number;
  to: number;
  color: string;
  label?: string;
}

export interface GaugeModel {
  value: number;
  min: number;
  max: number;
  target: number | undefined;
  bands: GaugeBand[];
  /** The band the value falls in (its colour paints the value arc). */
  current: GaugeBand | undefined;
}

/** Why there is no gauge: no row, or the value column missing or not a number. */
export type GaugeProblem = { problem: 'noValue'; field: string };

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** A round end of scale at or above `value`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/** The gauge of `row` under `params`, or why it cannot be drawn. */
export function gaugeModel(
  row: DataRow | undefined,
  params: GaugeParams,
): GaugeModel | GaugeProblem {
  const value = numberOf(row?.[params.value_field]);
  if (value === undefined) return { problem: 'noValue', field: params.value_field };
  const target =
    (params.target_field ? numberOf(row?.[params.target_field]) : undefined) ?? params.target;
  const min = params.min ?? 0;
  const max =
    (params.max_field ? numberOf(row?.[params.max_field]) : undefined) ??
    params.max ??
    niceCeiling(Math.max(value, target ?? value) * 1.1);
  const scale = params.relative ? (target ?? max) : 1;
  let from = min;
  const bands: GaugeBand[] = [];
  for (const band of params.bands ?? []) {
    const to = Math.min(max, band.to * scale);
    if (to > from) bands.push({ from, to, color: band.color, label: band.label });
    from = Math.max(from, to);
  }
  const clamped = Math.min(max, Math.max(min, value));
  const current = bands.find((band) => clamped >= band.from && clamped <= band.to);
  return { value, min, max, target, bands, current };
}

/** Where `value` sits on the scale, 0 (min) to 1 (max), clamped. */
export function gaugeFraction(model: Pick<GaugeModel, 'min' | 'max'>, value: number): number {
  if (model.max <= model.min) return 0;
  return Math.min(1, Math.max(0, (value - model.min) / (model.max - model.min)));
}

/**
 * The SVG path of the half-circle arc from fraction `a` to `b` (0 = left end, 1 = right end)
 * around (cx, cy) with radius r.
 */
export function arcPath(cx: number, cy: number, r: number, a: number, b: number): string {
  const point = (fraction: number) => {
    const angle = Math.PI * (1 - fraction);
    return `${(cx + r * Math.cos(angle)).toFixed(2)} ${(cy - r * Math.sin(angle)).toFixed(2)}`;
  };
  return `M ${point(a)} A ${r} ${r} 0 0 1 ${point(b)}`;
}

/** The value's type size: 24, smaller for a long text so it stays inside the arc. */
export function valueSize(text: string): number {
  return Math.min(24, Math.floor(110 / (0.62 * Math.max(1, text.length))));
}
