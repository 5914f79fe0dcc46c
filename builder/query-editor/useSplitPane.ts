import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** Where the SQL pane starts: 60 percent of the editor (widget-layer §2, §9). */
export const INITIAL_SPLIT_PERCENT = 60;
const MIN_PERCENT = 15;

/** The SQL pane's share when the results are enlarged: a few lines of SQL stay visible. */
export const RESULTS_WIDE_PERCENT = MIN_PERCENT;
const MAX_PERCENT = 85;

/** The percentage a pointer at `y` gives inside a box from `top` of `height` px, clamped. */
export function splitPercentAt(y: number, top: number, height: number): number {
  if (height <= 0) return INITIAL_SPLIT_PERCENT;
  const percent = ((y - top) / height) * 100;
  return Math.min(MAX_PERCENT, Math.max(MIN_PERCENT, Math.round(percent * 10) / 10));
}

/**
 * A vertical split resized by dragging its handle: the top pane's height in percent, the ref
 * of the container, and the handle's pointer-down handler.
 */
export function useSplitPane(initial = INITIAL_SPLIT_PERCENT) {
  const [percent, setPercent] = useState(initial);
  const container = useRef<HTMLDivElement>(null);
  const onHandleDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    event.preventDefault();
    const box = container.current?.getBoundingClientRect();
    if (!box) return;
    const move = (e: PointerEvent) => setPercent(splitPercentAt(e.clientY, box.top, box.height));
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }, []);
  return { percent, setPercent, container, onHandleDown };
}
