import { useEffect, useRef, useState } from 'react';
import type { View } from 'vega';

/** Builds a map's spec from the bundled states (loaded with the drawing chunk). */
export type MapSpecBuilder = (states: unknown) => Record<string, unknown>;

/**
 * Draws a US map into the returned ref's element whenever `load` changes (memoize it on what
 * the spec depends on), loading vega, the states and the type's spec module as chunks only
 * then; undefined draws nothing. Gives the drawn view (for signals a widget drives, such as
 * the traffic map's hour) and the message of a drawing that failed.
 */
export function useUsMap(load: (() => Promise<MapSpecBuilder>) | undefined, locale: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string>();
  const [view, setView] = useState<View>();
  useEffect(() => {
    const target = ref.current;
    if (!target || !load) return;
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    void Promise.all([import('./us-map-draw.ts'), load()])
      .then(async ([{ drawUsMap }, build]) => {
        if (cancelled) return;
        const drawn = await drawUsMap(target, build, locale);
        if (cancelled) {
          drawn.remove();
          return;
        }
        setFailure(undefined);
        setView(drawn.view);
        cleanup = drawn.remove;
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      cleanup?.();
      setView(undefined);
    };
  }, [load, locale]);
  return { ref, failure, view };
}
