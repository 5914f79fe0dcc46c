/**
 * The applied filters in the address (`?f=`, app-shell §9 URL state), written when the page
 * is idle: a router navigation re-renders the page around the widgets, and the address bar
 * can wait until they have repainted. Written at the latest when the panel closes.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_URL_PARAM } from '../../core/index.ts';
import { idleTask, type IdleTask } from '../shell/idle-task.ts';

/** Longest wait for an idle moment before the address is written anyway. */
const URL_IDLE_TIMEOUT_MS = 1000;

/** Returns a function that puts an Apply's `f` parameter (undefined: none) in the address. */
export function useFilterUrl(): (param: string | undefined) => void {
  const [, setSearch] = useSearchParams();
  const pending = useRef<IdleTask | undefined>(undefined);
  useEffect(() => () => pending.current?.flush(), []);
  return useCallback(
    (param) => {
      pending.current?.cancel();
      const path = window.location.pathname;
      pending.current = idleTask(() => {
        // Never into another page's address (the user may have moved on meanwhile).
        if (window.location.pathname !== path) return;
        setSearch(
          (current) => {
            if ((current.get(FILTER_URL_PARAM) ?? undefined) === param) return current;
            const next = new URLSearchParams(current);
            if (param) next.set(FILTER_URL_PARAM, param);
            else next.delete(FILTER_URL_PARAM);
            return next;
          },
          { replace: true },
        );
      }, URL_IDLE_TIMEOUT_MS);
    },
    [setSearch],
  );
}
