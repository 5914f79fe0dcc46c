/**
 * The size of a widget's body. On mount it is read at once (the layout the mount forced
 * anyway) and applied a few bodies per task: the widgets' types (charts, tables, cards) then
 * render before the browser paints the "measuring" state, and their charts start drawing a
 * frame earlier, where waiting for the ResizeObserver's first callback painted every body
 * twice. All twenty at once would be one long task, hence the batches. Later changes come from
 * the ResizeObserver and render as a transition, which React renders in slices between frames.
 */
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { yieldToBrowser } from '../shell/yield-to-browser.ts';

/** Bodies whose first size is applied in one task (~5–15 ms each on the demo dashboard). */
export const FIRST_SIZE_BATCH = 5;

const firstSizes: (() => void)[] = [];
let applying = false;

/** Applies the measured first sizes, {@link FIRST_SIZE_BATCH} per task, in mount order. */
async function applyFirstSizes(): Promise<void> {
  applying = true;
  try {
    while (firstSizes.length > 0) {
      // A task of its own: the commit that measured them is long enough already.
      await yieldToBrowser();
      const batch = firstSizes.splice(0, FIRST_SIZE_BATCH);
      flushSync(() => {
        for (const apply of batch) apply();
      });
    }
  } finally {
    applying = false;
  }
}

/** A body's size in whole pixels; 0 × 0 until measured. */
export interface BodySize {
  width: number;
  height: number;
}

/** A ref to attach and the element's content size. */
export function useBodySize<T extends HTMLElement>(): BodySize & { ref: RefObject<T | null> } {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<BodySize>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 0) return;
    const first = { width: Math.floor(rect.width), height: Math.floor(rect.height) };
    // The observer may have told a newer size meanwhile: that one stands.
    firstSizes.push(() => setSize((current) => (current.width > 0 ? current : first)));
    if (!applying) void applyFirstSizes();
  }, []);
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
