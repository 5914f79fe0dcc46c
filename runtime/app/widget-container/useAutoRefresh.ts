/**
 * Auto-refresh (widget-layer §4): with params.refresh.active the widget refreshes every
 * refresh.milliseconds (default 60000). An iframe refreshes by clearing its url and setting
 * it again 50 ms later; other widgets reload their query.
 */
import { useEffect, useRef, useState } from 'react';
import type { WidgetParams } from '../../../schemas/generated/index.ts';

/** Refresh interval when params.refresh.milliseconds is not set (widget-layer §9). */
export const DEFAULT_REFRESH_MS = 60_000;

/** Delay between clearing an iframe's url and setting it again (widget-layer §9). */
export const IFRAME_RESET_MS = 50;

/** The refresh interval of params.refresh, or undefined when auto-refresh is off. */
export function refreshInterval(refresh: WidgetParams['refresh']): number | undefined {
  if (!refresh?.active) return undefined;
  const ms = refresh.milliseconds;
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_REFRESH_MS;
}

/** Calls `tick` every interval of `refresh` while `enabled`. */
export function useAutoRefresh(
  refresh: WidgetParams['refresh'],
  tick: () => void,
  enabled: boolean,
): void {
  const interval = refreshInterval(refresh);
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  }, [tick]);
  useEffect(() => {
    if (!enabled || interval === undefined) return;
    const timer = setInterval(() => latest.current(), interval);
    return () => clearInterval(timer);
  }, [enabled, interval]);
}

/**
 * The url an iframe widget shows, with a reset that clears it and sets it again after
 * {@link IFRAME_RESET_MS} (to `refreshUrl` when params.refresh.url names another address).
 */
export function useResettableUrl(
  url: string | undefined,
  refreshUrl?: string,
): { url: string | undefined; reset: () => void } {
  const [override, setOverride] = useState<string | null | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const reset = () => {
    clearTimeout(timer.current);
    setOverride(null);
    timer.current = setTimeout(() => setOverride(refreshUrl || url), IFRAME_RESET_MS);
  };
  return { url: override === null ? '' : (override ?? url), reset };
}
