/**
 * Which band of widths an element is in, from a ResizeObserver. Only a change of band
 * re-renders: a toolbar that lays itself out by two thresholds must not render again on every
 * pixel of a layout shift (20 toolbars, each with its tooltips and menu).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The index of the band `width` falls in: 0 below `limits[0]`, 1 from `limits[0]` below
 * `limits[1]`, and so on; -1 before the element was measured (width 0).
 */
export function widthBand(width: number, limits: readonly number[]): number {
  if (width <= 0) return -1;
  let band = 0;
  for (const limit of limits) if (width >= limit) band += 1;
  return band;
}

/**
 * A ref to attach and the band (see {@link widthBand}) of the element's width; until it is
 * measured, the band of `initialWidth` when the caller knows it (else -1).
 */
export function useWidthBand<T extends HTMLElement>(
  limits: readonly number[],
  initialWidth?: number,
): { ref: RefObject<T | null>; band: number } {
  const ref = useRef<T>(null);
  const [band, setBand] = useState(() =>
    initialWidth === undefined ? -1 : widthBand(initialWidth, limits),
  );
  const limitsKey = limits.join(',');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const bounds = limitsKey.split(',').map(Number);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setBand(widthBand(entry.contentRect.width, bounds));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [limitsKey]);
  return { ref, band };
}
