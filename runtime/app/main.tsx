import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { startTransition, StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { useSnapshot } from './stores/use-snapshot.ts';
import { createRequestTracker, setRequestTracker } from './api/client.ts';
import { PROGRESS_STEP_MS } from './api/request-tracker.ts';
import { i18n, loadStoredLanguage } from './i18n/index.ts';
import { createAppRouter } from './router.tsx';
import { trackBrowserState } from './shell/browser-state.ts';
import { startNullFieldLogging } from './shell/client-logger.ts';
import { DeferredNotifications } from './shell/DeferredNotifications.tsx';
import { TOASTS_Z_INDEX } from './shell/layers.ts';
import toastClasses from './shell/toasts.module.css';
import { beforeFirstRender } from './shell/first-render.ts';
import { programOfPath } from './shell/module-path.ts';
import { reloadOnceForChunkError } from './shell/reload-guard.ts';
import { startBrowserSession } from './shell/session.ts';
import { restoreStoredTenant } from './shell/useTenant.ts';
import { navigatorStore } from './stores/navigator-store.ts';
import { swrConfig } from './swr-config.ts';
import { yieldToBrowser } from './shell/yield-to-browser.ts';
import { buildTheme } from './theme.ts';

restoreStoredTenant();
// A stored Spanish or Portuguese: its texts (a chunk of their own) load alongside the
// session's answers, and the first render waits for both.
const languageLoaded = loadStoredLanguage();
startBrowserSession(programOfPath(window.location.pathname));
trackBrowserState();
startNullFieldLogging();
setRequestTracker(createRequestTracker(nprogress));
document.documentElement.lang = i18n.language;

// Vite reports a chunk that failed to preload (files replaced by a deploy): reload once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError(window.sessionStorage, () => window.location.reload())) {
    event.preventDefault();
  }
});

// The router (its routes ranked) and the page's first requests, in the next task, at the front
// of the queue: this one evaluates the whole app on a first visit (~50–60 ms with the code not
// compiled yet, ~17 ms of it the router's creation); both in one were one long task.
const routerReady = yieldToBrowser().then(createAppRouter);

function ThemedApp({ router }: { router: Awaited<typeof routerReady> }) {
  const { tenant } = useSnapshot(navigatorStore);
  const primary = tenant?.branding.primary_color;
  const theme = useMemo(() => buildTheme(primary), [primary]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DeferredNotifications
        position="top-right"
        zIndex={TOASTS_Z_INDEX}
        // Below the top bar: a toast never covers the user menu (issue 25).
        className={toastClasses.toasts}
        data-testid="toasts"
      />
      <NavigationProgress stepInterval={PROGRESS_STEP_MS} size={3} />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  // A transition: React renders the first screen in slices between frames. A plain render
  // is one task, which with code not yet compiled took ~250 ms on a first visit. It starts
  // once the session's answers are in (first-render.ts), so that it is not rendered twice.
  void Promise.all([routerReady, beforeFirstRender(window.location.pathname), languageLoaded]).then(
    ([router]) =>
      startTransition(() =>
        reactRoot.render(
          <StrictMode>
            <I18nextProvider i18n={i18n}>
              <SWRConfig value={swrConfig}>
                <ThemedApp router={router} />
              </SWRConfig>
            </I18nextProvider>
          </StrictMode>,
        ),
      ),
  );
}
