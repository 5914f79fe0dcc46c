/**
 * A component whose code loads on demand (a route page, the chart view), without Suspense.
 * React holds back content that a Suspense boundary was waiting for (a "retry") until 300 ms
 * after a boundary last showed its fallback, and that clock starts at zero: on a page load, a
 * lazy page could not show before 300 ms after navigation even when the route prefetch had
 * its chunk loaded long before (a warm dashboard load waited ~130 ms with its page rendered).
 * Here loading is plain state: the component renders in the same pass once its code is there,
 * else `Fallback`, then the component in a transition. A failed load throws to the nearest
 * error boundary (a route's error element has the chunk reload guard).
 */
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { LoadableChunk } from './loadable-chunk.ts';

/** The component `pick` takes from the chunk `code` loads; `Fallback` shows until then. */
export function loadableComponent<M, P extends object>(
  code: LoadableChunk<M>,
  pick: (chunk: M) => ComponentType<P>,
  Fallback: ComponentType<P>,
): ComponentType<P> {
  const current = () => {
    const chunk = code.current();
    return chunk === undefined ? undefined : pick(chunk);
  };
  return function Loadable(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(current);
    const [failure, setFailure] = useState<{ error: unknown } | undefined>();
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      code
        .preload()
        .then(pick)
        .then(
          (component) => {
            // A transition, as the app's first render is: React renders it in slices.
            if (live) startTransition(() => setLoaded(() => component));
          },
          (error: unknown) => {
            if (live) setFailure({ error });
          },
        );
      return () => {
        live = false;
      };
    }, [Loaded]);
    if (failure) throw failure.error;
    return Loaded ? <Loaded {...props} /> : <Fallback {...props} />;
  };
}
