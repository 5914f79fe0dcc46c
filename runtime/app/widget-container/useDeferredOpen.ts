import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** What {@link useDeferredOpen} gives a Menu or Popover that mounts on first open. */
export interface DeferredOpen {
  /** The Menu/Popover is mounted (it was opened once); before, render the bare target. */
  mounted: boolean;
  /** The bare target's click handler: mounts the Menu/Popover (give it `defaultOpened`). */
  openFirst: () => void;
  /** Put on the target (bare and mounted): the mounted one takes the focus over. */
  targetRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Defers a Mantine Menu or Popover until its first opening. A mounted Menu sets up its
 * floating positioning, context and handlers on mount; twenty widget toolbars pay that on
 * every dashboard load for menus that are seldom opened. Before the first click the target
 * is a plain button; the click mounts the Menu opened (`defaultOpened`: Mantine keeps its
 * state from then on). The mounted target replaces the clicked one, so it gets the focus
 * back unless the dropdown took it (Tab and the focus return on closing work as on a Menu
 * mounted from the start).
 */
export function useDeferredOpen(): DeferredOpen {
  const [mounted, setMounted] = useState(false);
  const targetRef = useRef<HTMLButtonElement | null>(null);
  const openFirst = useCallback(() => setMounted(true), []);
  useEffect(() => {
    const active = document.activeElement;
    if (mounted && (active === null || active === document.body)) targetRef.current?.focus();
  }, [mounted]);
  return { mounted, openFirst, targetRef };
}
