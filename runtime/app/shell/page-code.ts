/**
 * The code of a page that loads on demand (its chunk), held once loaded so that the page can
 * render it in the same pass from then on. `preload()` starts the load (idempotent) and is
 * what the route prefetch and the page itself call; a failed load is forgotten, so the next
 * call tries again (a deploy replaced the files; the reload guard takes it from there).
 */
export interface PageCode<T> {
  /** The loaded code, or undefined while it is not there yet. */
  current: () => T | undefined;
  preload: () => Promise<T>;
}

export function pageCode<T>(load: () => Promise<T>): PageCode<T> {
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
