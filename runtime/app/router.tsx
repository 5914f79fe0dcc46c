/**
 * Every route of app-shell §2. Layout routes carry the guards; the dashboard pages load
 * lazily (their chunk holds the grid and widgets) so the login page stays small.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { abortPendingRequests } from './api/client.ts';
import { prefetchRouterState } from './dashboard/route-prefetch.ts';
import { AuthLayout } from './shell/AuthLayout.tsx';
import { DefaultLayout } from './shell/DefaultLayout.tsx';
import { GuestGuard } from './shell/GuestGuard.tsx';
import { HomePage } from './shell/HomePage.tsx';
import { LandingPage } from './shell/LandingPage.tsx';
import { LoginCallbackPage } from './shell/LoginCallbackPage.tsx';
import { LoginPage } from './shell/LoginPage.tsx';
import { MainLayout } from './shell/MainLayout.tsx';
import { ModuleRoute } from './shell/ModuleRoute.tsx';
import { NotFoundPage } from './shell/NotFoundPage.tsx';
import { PageLoader } from './shell/PageLoader.tsx';
import { loadableComponent } from './shell/LoadableComponent.tsx';
import { loadableChunk } from './shell/loadable-chunk.ts';
import { dashboardCode } from './dashboard/dashboard-code.ts';
import { ProgramPage } from './shell/ProgramPage.tsx';
import { ResetPasswordPage } from './shell/ResetPasswordPage.tsx';
import { RootFrame } from './shell/RootFrame.tsx';
import { RouteErrorPage } from './shell/RouteErrorPage.tsx';
import { ShareLayout } from './shell/ShareLayout.tsx';
import { TermsPage } from './shell/TermsPage.tsx';

// The pages below load with their chunk (the grid and widgets; the builder's query editor:
// CodeMirror and forms stay out of the viewer).
const ModulePage = loadableComponent(dashboardCode, (m) => m.ModulePage, PageLoader);
const SharedDashboardPage = loadableComponent(
  dashboardCode,
  (m) => m.SharedDashboardPage,
  PageLoader,
);
const SharedWidgetPage = loadableComponent(dashboardCode, (m) => m.SharedWidgetPage, PageLoader);
const QueryEditorPage = loadableComponent(
  loadableChunk(() => import('../../builder/query-editor/QueryEditorPage.tsx')),
  (m) => m.QueryEditorPage,
  PageLoader,
);

const errorElement = <RouteErrorPage />;

/** The route table (exported for tests and for the builder to extend). */
export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement,
    children: [
      {
        element: <AuthLayout />,
        errorElement,
        children: [
          {
            path: '/login',
            element: (
              <GuestGuard>
                <LoginPage />
              </GuestGuard>
            ),
          },
          { path: '/login/callback', element: <LoginCallbackPage /> },
          { path: '/callback', id: 'callback', element: <LoginCallbackPage /> },
          {
            path: '/reset-password',
            element: (
              <GuestGuard>
                <ResetPasswordPage />
              </GuestGuard>
            ),
          },
        ],
      },
      {
        element: <DefaultLayout />,
        errorElement,
        children: [
          { path: '/landing', element: <LandingPage /> },
          { path: '/terms-of-use-agreement', element: <TermsPage /> },
          // An unknown address says so even before logging in.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <ShareLayout />,
        errorElement,
        children: [
          { path: '/share/dashboard/:dashboard_uid?', element: <SharedDashboardPage /> },
          {
            path: '/share/widget/:dashboard_uid?/:widget_uid?',
            element: <SharedWidgetPage />,
          },
          // The widget share link of widget-layer §2 opens the same page.
          {
            path: '/v2/share/widget/:dashboard_id/:widget_id',
            element: <SharedWidgetPage />,
          },
          {
            path: '/widget/:dashboard_uid?/:widget_uid?',
            element: <SharedWidgetPage />,
          },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          {
            errorElement,
            children: [
              { index: true, element: <HomePage /> },
              { path: '/_builder/queries/:slug?', element: <QueryEditorPage /> },
              { path: '/:program', element: <ProgramPage /> },
              {
                path: '/:program/:module',
                element: (
                  <ModuleRoute>
                    <ModulePage />
                  </ModuleRoute>
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Builds the browser router; a path change stops the previous page's pending requests. A
 * module page's requests start with it (route-prefetch.ts), not one after another as its
 * components mount.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  let pathname = router.state.location.pathname;
  prefetchRouterState(router.state);
  router.subscribe((state) => {
    // Runs before React renders the next page, so the new page's requests are never aborted.
    if (state.location.pathname !== pathname) {
      pathname = state.location.pathname;
      abortPendingRequests();
    }
    prefetchRouterState(state);
  });
  return router;
}
