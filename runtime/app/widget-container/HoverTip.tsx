import { Tooltip } from '@mantine/core';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from 'react';

/** Attribute naming a toolbar button's tooltip text: `<button data-tip="Reload">`. */
export const TIP_ATTRIBUTE = 'data-tip';

/** Hover time before a tooltip shows (keyboard focus shows it at once). */
export const TIP_OPEN_DELAY_MS = 300;

interface ShownTip {
  target: HTMLElement;
  label: string;
}

function tipTarget(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>(`[${TIP_ATTRIBUTE}]`) : null;
}

/**
 * One tooltip for a whole toolbar (or a KPI card's goal), mounted only while a button is
 * hovered or focused. A
 * Mantine Tooltip per button costs a floating-ui instance in every render of every widget's
 * toolbar (twenty widgets, eight buttons: most of a dashboard's first render); here the
 * buttons only carry `data-tip` and the toolbar listens for them.
 */
export function useHoverTip() {
  const [tip, setTip] = useState<ShownTip | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => clear, []);

  const show = useCallback((target: HTMLElement, delay: number) => {
    clear();
    const open = () => {
      const label = target.getAttribute(TIP_ATTRIBUTE);
      if (label && target.isConnected) setTip({ target, label });
    };
    if (delay > 0) timer.current = setTimeout(open, delay);
    else open();
  }, []);

  const hide = useCallback(() => {
    clear();
    setTip(null);
  }, []);

  const handlers = {
    onPointerOver: (event: PointerEvent) => {
      const target = tipTarget(event.target);
      if (target && target !== tip?.target) show(target, TIP_OPEN_DELAY_MS);
    },
    onPointerOut: (event: PointerEvent) => {
      const from = tipTarget(event.target);
      if (from && !from.contains(event.relatedTarget as Node | null)) hide();
    },
    onFocus: (event: FocusEvent) => {
      const target = tipTarget(event.target);
      if (target && (event.target as Element).matches(':focus-visible')) show(target, 0);
    },
    onBlur: hide,
    onPointerDown: hide,
  };

  const element = tip ? <Tooltip label={tip.label} target={tip.target} opened withArrow /> : null;
  return { handlers, element };
}
