import { sparklinePaths } from './card-series.ts';

/** Props of {@link Sparkline}. */
export interface SparklineProps {
  values: readonly number[];
  color: string;
  /** Accessible description ('Trend of Revenue, 30 points'). */
  label: string;
  height?: number;
}

// Colours go through style, not attributes, so CSS variables work. Drawn in a fixed box and stretched to its slot: non-scaling strokes keep the line crisp.
const BOX_W = 120;

/** A tiny inline SVG line with a soft fill and a dot on the latest value. */
export function Sparkline({ values, color, label, height = 32 }: SparklineProps) {
  const paths = sparklinePaths(values, BOX_W, height, 3);
  if (!paths) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${BOX_W} ${height}`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
      style={{ display: 'block', overflow: 'visible' }}
    >
      <path d={paths.area} style={{ fill: color, fillOpacity: 0.12, stroke: 'none' }} />
      <path
        d={paths.line}
        style={{ fill: 'none', stroke: color }}
        strokeWidth={1.75}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
      {/* A zero-length round-capped stroke: a dot that stays round when the box stretches. */}
      <path
        d={`M${paths.last.x},${paths.last.y} l0,0`}
        style={{ stroke: color }}
        strokeWidth={6}
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
