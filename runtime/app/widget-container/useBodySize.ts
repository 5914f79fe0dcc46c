/**
 * The size of a widget's body, from a ResizeObserver. A size change renders as a transition:
 * when a dashboard mounts, every body learns its size at once and renders its widget type
 * (charts, tables, cards) for the first time; as one urgent render that is one long task,
 * as a transition React renders it in slices between frames.
 */
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/** A body's size in whole pixels; 0 × 0 until measured. */
export interface BodySize {
  width: number;
  height: number;
}

/** A ref to attach and the element's content size. */
export function useBodySize<T extends HTMLElement>(): BodySize & { ref: RefObject<T | null> } {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<BodySize>({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const rect = entries[entries.length - 1]?.contentRect;
      if (!rect) return;
      const next = { width: Math.floor(rect.width), height: Math.floor(rect.height) };
      startTransition(() =>
        setSize((current) =>
          current.width === next.width && current.height === next.height ? current : next,
        ),
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}
