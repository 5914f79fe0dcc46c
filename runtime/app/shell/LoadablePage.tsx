/**
 * A route page whose code loads on demand, without Suspense. React holds back content that
 * a Suspense boundary was waiting for (a "retry") until 300 ms after a boundary last showed
 * its fallback, and that clock starts at zero: on a page load, a lazy page could not show
 * before 300 ms after navigation even when the route prefetch had its chunk loaded long
 * before (a warm dashboard load waited ~130 ms with its page rendered). Here loading is
 * plain state: the page renders in the same pass once its code is there, else the page
 * loader, then the page as an ordinary update. A failed load throws to the route's error
 * element, whose reload guard handles a replaced chunk.
 */
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { LoadableChunk } from './loadable-chunk.ts';
import { PageLoader } from './PageLoader.tsx';

/** The page `pick` takes from the chunk `code` loads. */
export function loadablePage<M, P extends object>(
  code: LoadableChunk<M>,
  pick: (chunk: M) => ComponentType<P>,
): ComponentType<P> {
  const current = () => {
    const chunk = code.current();
    return chunk === undefined ? undefined : pick(chunk);
  };
  return function Page(props: P) {
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
            // A transition, as the app's first render is: React renders the page in slices.
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
    return Loaded ? <Loaded {...props} /> : <PageLoader />;
  };
}
