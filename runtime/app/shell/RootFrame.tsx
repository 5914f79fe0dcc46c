import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from './OfflineBanner.tsx';
import { usePageAnalytics } from './page-analytics.ts';
import { useScrollRestore } from './useScrollRestore.ts';
import { useTenant } from './useTenant.ts';

/**
 * Wraps every route: the tenant (for the theme), the offline banner, page analytics on each
 * route change and the scroll restore of app-shell §1 (useScrollRestore.ts).
 */
export function RootFrame() {
  const location = useLocation();
  usePageAnalytics(location.pathname);
  useScrollRestore();
  // Every page wears the tenant's colours (main.tsx builds the theme from it).
  useTenant();
  return (
    <>
      <OfflineBanner />
      <Outlet />
    </>
  );
}
