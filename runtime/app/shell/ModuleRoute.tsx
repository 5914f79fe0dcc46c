import { Alert } from '@mantine/core';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useLocalize } from '../i18n/use-localize.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { findRouteModule } from './module-path.ts';
import { PageLoader } from './PageLoader.tsx';
import { usePageTitle } from './usePageTitle.ts';
import { useModules, usePrograms } from './usePrograms.ts';

/**
 * Guard of `/:program/:module` (app-shell §6): the pair must be among the user's modules,
 * else home; a failed module load reads "You don't have permission to view this information.".
 * Renders its page only once program and module are known (see useRouteModule).
 */
export function ModuleRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { program: programSlug = '', module: segment = '' } = useParams();
  const { data: programs, error: programsError } = usePrograms();
  const program = programs?.find((p) => p.program_slug === programSlug);
  const { data: modules, error } = useModules(program ? programSlug : undefined);
  const module = modules ? findRouteModule(modules, programSlug, segment) : undefined;
  usePageTitle(
    module
      ? `${localize(module.module_name)} · ${localize(program?.program_name)}`
      : localize(program?.program_name),
  );
  useEffect(() => {
    if (module) {
      navigatorStore.routeIds = {
        ...navigatorStore.routeIds,
        program: programSlug,
        module: module.module_slug,
        allow_filtering: module.allow_filtering,
        filtering_show: module.filtering_show,
      };
    }
  }, [module, programSlug]);
  const state: GuardState =
    programsError !== undefined || error !== undefined
      ? 'error'
      : !programs || (program && !modules)
        ? 'loading'
        : !program || !module
          ? 'home'
          : 'page';
  // The programs and modules arrive through stores, whose updates React renders synchronously:
  // the whole module page (shell to grid) would mount in one task. Deferred, the page mounts
  // in a transition that React renders in slices, as the app's first render is; a page whose
  // program and module are known when the guard mounts (a move between modules) shows at once.
  const shown = useDeferredValue(state, state);
  switch (shown) {
    case 'error':
      return (
        <Alert color="red" variant="light" role="alert" data-testid="modules-error">
          {t('errors.noPermission')}
        </Alert>
      );
    case 'loading':
      return <PageLoader />;
    case 'home':
      return <Navigate to="/" replace />;
    case 'page':
      return <>{children}</>;
  }
}

/** What the guard shows: the page, a loader, the way home, or the permission error. */
type GuardState = 'error' | 'loading' | 'home' | 'page';
