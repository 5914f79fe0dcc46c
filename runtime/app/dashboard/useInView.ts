import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { queueReveal } from './reveal-batches.ts';

/** How far outside the viewport a widget starts loading, so it is ready when scrolled to. */
export const LAZY_MARGIN = '300px 0px';
/** The vertical part of {@link LAZY_MARGIN}, in pixels. */
export const LAZY_MARGIN_PX = 300;

/** The element's box is within the viewport grown by the lazy margin (above and below). */
function nearViewport(rect: DOMRect): boolean {
  const height = window.innerHeight || document.documentElement.clientHeight;
  return rect.bottom >= -LAZY_MARGIN_PX && rect.top <= height + LAZY_MARGIN_PX;
}

/**
 * Whether the element has come near the viewport (IntersectionObserver with a margin), and
 * its width at that moment (a widget's toolbar lays itself out for it at once). Once
 * true it stays true: a widget that was shown keeps its content when scrolled away. An element
 * already near the viewport when it mounts counts at once, so the widgets on screen start
 * their queries without waiting for the observer's first callback (their rows are usually
 * prefetched already: route-prefetch.ts).
 */
export function useInViewOnce<T extends Element>(): [
  React.RefObject<T | null>,
  boolean,
  number | undefined,
] {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, tests) every widget renders at once. Once
  // seen, the element's width then (undefined when unknown) comes along.
  const [seen, setSeen] = useState<{ width?: number } | null>(() =>
    typeof IntersectionObserver === 'undefined' ? {} : null,
  );
  // Set when the element is found near the viewport, by whichever check comes first. The
  // other must not set the state again: the mount check's update is a transition, and an
  // observer update landing before it commits would render the widget at once (one long
  // task for the whole dashboard) and then again when React replays the transition on top.
  const marked = useRef(seen !== null);
  /** The reveal queue's `done` for this widget, once its turn came. */
  const revealed = useRef<(() => void) | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const rect = element.getBoundingClientRect();
    // Known at once, but rendered as a transition: twenty widgets mounting in one go would
    // be one long task; React renders them in slices between frames instead.
    if (!nearViewport(rect)) return;
    marked.current = true;
    // In batches (reveal-batches.ts): one transition's commit is one task, and twenty widget
    // containers committed together were a long one. The batch goes on once this one has
    // committed (the effect below) or unmounted.
    let mounted = true;
    queueReveal((done) => {
      if (!mounted) {
        done();
        return;
      }
      revealed.current = done;
      startTransition(() => setSeen({ width: rect.width }));
    });
    return () => {
      mounted = false;
      revealed.current?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);
  // Reports this widget's reveal committed to the queue, which starts the next batch.
  useEffect(() => {
    if (seen) revealed.current?.();
  }, [seen]);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.find((candidate) => candidate.isIntersecting);
        if (!entry) return;
        observer.disconnect();
        if (marked.current) return;
        marked.current = true;
        // Scrolled near: rendered as a transition too, so scrolling stays smooth.
        const width = entry.boundingClientRect.width;
        startTransition(() => setSeen({ width }));
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen !== null, seen?.width];
}
