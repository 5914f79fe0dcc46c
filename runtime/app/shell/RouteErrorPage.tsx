import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { clientLog } from './client-logger.ts';
import { ErrorPageBoundary } from './ErrorPageBoundary.tsx';
import { statusOf } from './middleware.ts';
import { PageLoader } from './PageLoader.tsx';
import { chunkReloadAllowed, isChunkLoadError, reloadOnceForChunkError } from './reload-guard.ts';
import { StatusPage } from './StatusPage.tsx';

function RouteErrorView() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  // Decided once: a chunk that failed again soon after a reload shows the error page instead.
  const [reloading] = useState(() => chunkFailed && chunkReloadAllowed(window.sessionStorage));
  useEffect(() => {
    if (reloading) reloadOnceForChunkError(window.sessionStorage, () => window.location.reload());
  }, [reloading]);
  const status = isRouteErrorResponse(error) ? error.status : statusOf(error);
  useEffect(() => {
    if (!reloading) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      clientLog('route_error', status >= 500 ? 'error' : 'warning', `${status} ${message}`);
    }
  }, [error, reloading, status]);
  if (reloading) return <PageLoader />;
  return (
    <StatusPage
      status={status}
      detail={isRouteErrorResponse(error) && status === 404 ? t('errors.routeNotFound') : undefined}
    />
  );
}

/** The router's error element: status from the error (500 if none), chunk reload guard. */
export function RouteErrorPage() {
  return (
    <ErrorPageBoundary>
      <RouteErrorView />
    </ErrorPageBoundary>
  );
}
