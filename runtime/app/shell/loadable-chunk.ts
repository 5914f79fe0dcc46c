/**
 * A code chunk that loads on demand (a route page's, the chart view's), held once loaded so
 * that what renders it can do so in the same pass from then on, without Suspense.
 * `preload()` starts the load (idempotent) and is what the route prefetch and the renderer
 * call; a failed load is forgotten, so the next call tries again (a deploy replaced the files;
 * the reload guard takes it from there).
 */
export interface LoadableChunk<T> {
  /** The loaded code, or undefined while it is not there yet. */
  current: () => T | undefined;
  preload: () => Promise<T>;
}

export function loadableChunk<T>(load: () => Promise<T>): LoadableChunk<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    current: () => loaded,
    preload() {
      loading ??= load().then(
        (code) => {
          loaded = code;
          return code;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
