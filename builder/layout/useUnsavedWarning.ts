/**
 * The unsaved-changes warning of edit mode: the browser's own prompt when the tab is closed
 * or reloaded, and a confirmation before an in-app navigation leaves the dashboard.
 */
import { createElement, useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmLeave } from './ConfirmLeave.tsx';

/** Warns while `dirty`; returns the confirmation to render (null when nothing is blocked). */
export function useUnsavedWarning(dirty: boolean): ReactNode {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return createElement(ConfirmLeave, {
    onLeave: () => blocker.proceed(),
    onStay: () => blocker.reset(),
  });
}
