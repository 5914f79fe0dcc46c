/**
 * Link prefetch (app-shell §9): once the page is idle, at most 2000 ms after it rendered, the
 * code behind the sidebar's links loads, so the first click on a module does not wait for its
 * chunks. Skipped where bytes are dear or cannot come: on a 2g connection, with data saver on,
 * and offline.
 */
import { useEffect } from 'react';
import { idleTask } from './idle-task.ts';

/** Longest wait for an idle moment before the links' code loads anyway. */
export const LINK_PREFETCH_IDLE_MS = 2000;

/** What the browser tells of its connection (Network Information API, navigator.onLine). */
export interface ConnectionState {
  online: boolean;
  saveData?: boolean;
  /** 'slow-2g', '2g', '3g' or '4g'. */
  effectiveType?: string;
}

/** Whether prefetching is worth its bytes on this connection. */
export function mayPrefetch(connection: ConnectionState): boolean {
  if (!connection.online || connection.saveData === true) return false;
  return !/2g$/i.test(connection.effectiveType ?? '');
}

/** This browser's connection now (no Network Information API: only online counts). */
export function currentConnection(): ConnectionState {
  const info = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return { online: navigator.onLine, saveData: info?.saveData, effectiveType: info?.effectiveType };
}

/**
 * Runs `load` once when the page is idle (or LINK_PREFETCH_IDLE_MS after mount) if the
 * connection allows it; nothing while `load` is undefined (no links yet).
 */
export function useLinkPrefetch(load: (() => void) | undefined): void {
  useEffect(() => {
    if (!load) return undefined;
    const task = idleTask(() => {
      if (mayPrefetch(currentConnection())) load();
    }, LINK_PREFETCH_IDLE_MS);
    return () => task.cancel();
  }, [load]);
}
