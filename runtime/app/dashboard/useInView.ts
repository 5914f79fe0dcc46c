import { useEffect, useRef, useState } from 'react';

/** How far outside the viewport a widget starts loading, so it is ready when scrolled to. */
export const LAZY_MARGIN = '300px 0px';

/**
 * Whether the element has come near the viewport (IntersectionObserver with a margin). Once
 * true it stays true: a widget that was shown keeps its content when scrolled away.
 */
export function useInViewOnce<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, tests) every widget renders at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}
