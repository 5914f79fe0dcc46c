import { Stack } from '@mantine/core';
import { SkeletonBar } from './SkeletonBar.tsx';

/** Size of the widget body the state fills. */
interface BodySize {
  width: number;
  height: number;
}

const BAR_HEIGHTS = [58, 74, 46, 88, 66, 80, 52, 70];

/**
 * Skeleton of the widget's content while its first load runs: bars for a chart, rows for a
 * table, so the cell keeps its shape and nothing jumps when data lands.
 */
export function LoadingSkeleton({
  variant,
  label,
  width,
  height,
}: BodySize & { variant: 'chart' | 'table'; label: string }) {
  const rows = Math.max(3, Math.min(12, Math.floor((height - 40) / 30)));
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      data-testid="widget-state-loading"
      style={{ width, height, padding: 12, boxSizing: 'border-box', overflow: 'hidden' }}
    >
      {variant === 'chart' ? (
        <div style={{ display: 'flex', alignItems: 'flex-end', gap: 10, height: '100%' }}>
          {BAR_HEIGHTS.map((percent, index) => (
            <SkeletonBar key={index} height={`${percent}%`} style={{ flex: 1 }} />
          ))}
        </div>
      ) : (
        <Stack gap={10}>
          <SkeletonBar height={22} />
          {Array.from({ length: rows }, (_, index) => (
            <SkeletonBar key={index} height={16} width={`${92 - (index % 3) * 9}%`} />
          ))}
        </Stack>
      )}
    </div>
  );
}
