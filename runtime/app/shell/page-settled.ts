/**
 * When a page load has settled: what may wait (the module's list of dashboards, the client
 * log) goes after the page's last widget has painted instead of among its requests (issue 30:
 * a new visit counted the 44 KB list and a log call before its last paint).
 *
 * Settled: twice in a row no API call on its way and nothing busy on screen (an element with
 * aria-busy in the viewport: the page loader, the dashboard skeleton, a widget loading), then
 * an idle moment of the browser (the charts draw in tasks of their own, without idle time
 * between them), and still quiet after it. At most {@link SETTLE_MAX_WAIT_MS} after the first
 * call, whatever the page does.
 */
import { useEffect, useState } from 'react';
import { requestsInFlight } from '../api/client.ts';
import { idleTask } from './idle-task.ts';

/** How often the page is looked at while it loads. */
export const SETTLE_POLL_MS = 200;
/** Quiet looks in a row before the idle moment is waited for. */
export const QUIET_LOOKS = 2;
/** The longest wait for an idle moment once quiet. */
export const SETTLE_IDLE_TIMEOUT_MS = 2000;
/** The longest a settled page is waited for. */
export const SETTLE_MAX_WAIT_MS = 10_000;

/** One look at the page. */
export interface PageLook {
  requestsInFlight: number;
  busyOnScreen: boolean;
}

/** Quiet looks in a row after `look`, given `quietBefore` of them before it. */
export function quietLooks(quietBefore: number, look: PageLook): number {
  return look.requestsInFlight === 0 && !look.busyOnScreen ? quietBefore + 1 : 0;
}

/** Whether an element marked aria-busy lies within the viewport. */
function busyOnScreen(): boolean {
  const height = window.innerHeight;
  for (const element of document.querySelectorAll('[aria-busy="true"]')) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.bottom > 0 && box.top < height) return true;
  }
  return false;
}

function look(): PageLook {
  return { requestsInFlight: requestsInFlight(), busyOnScreen: busyOnScreen() };
}

let settled: Promise<void> | undefined;
let isSettled = false;

/** Resolves once the page load has settled (once per page load; later calls resolve at once). */
export function whenPageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const deadline = performance.now() + SETTLE_MAX_WAIT_MS;
    let quiet = 0;
    const done = () => {
      isSettled = true;
      resolve();
    };
    const next = () => {
      if (performance.now() >= deadline) return done();
      quiet = quietLooks(quiet, look());
      if (quiet < QUIET_LOOKS) return void setTimeout(next, SETTLE_POLL_MS);
      idleTask(() => {
        quiet = quietLooks(0, look());
        if (quiet > 0) done();
        else setTimeout(next, SETTLE_POLL_MS);
      }, SETTLE_IDLE_TIMEOUT_MS);
    };
    setTimeout(next, SETTLE_POLL_MS);
  });
  return settled;
}

/** Runs `task` once the page load has settled. */
export function afterPageSettled(task: () => void): void {
  if (isSettled) task();
  else void whenPageSettled().then(task);
}

/** Whether the page load has settled; the component renders again when it has. */
export function usePageSettled(): boolean {
  const [done, setDone] = useState(isSettled);
  useEffect(() => {
    if (done) return;
    let live = true;
    void whenPageSettled().then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}
