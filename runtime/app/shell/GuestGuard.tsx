import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from '../stores/use-snapshot.ts';
import { clearToken, getToken } from '../api/client.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { runMiddleware } from './middleware.ts';
import { PageLoader } from './PageLoader.tsx';
import { checkSession, returnPath } from './session.ts';

/**
 * Login pages for guests only (app-shell §6): a user with a live session goes to /. A stored
 * token without a known user is checked once; a dead one is dropped quietly (this page is
 * where the user fixes it), without the access-error overlay.
 */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { user } = useSnapshot(navigatorStore);
  const location = useLocation();
  const [checking, setChecking] = useState(() => getToken() !== undefined && !navigatorStore.user);
  useEffect(() => {
    if (!checking) return;
    let live = true;
    checkSession()
      .catch(() => {
        clearToken();
        navigatorStore.showErrorAuth = false;
      })
      .finally(() => {
        if (live) setChecking(false);
      });
    return () => {
      live = false;
    };
  }, [checking]);
  const decision = runMiddleware(['guest'], {
    hasToken: getToken() !== undefined,
    hasSession: user !== undefined,
  });
  if (decision.kind === 'redirect') {
    // Logging in on this page also lands here: go where the user was headed.
    return <Navigate to={decision.to === '/' ? returnPath(location.state) : decision.to} replace />;
  }
  if (checking) return <PageLoader />;
  return <>{children}</>;
}
