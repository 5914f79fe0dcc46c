/**
 * The bootstrap answer put where the first render's hooks read it, before that render starts
 * (issue 30). The shell's SWR hooks (the tenant, the programs, the modules) had empty caches
 * on a new visit: each mounted, called its fetcher (which only takes the answer already in the
 * stores) and got its data a microtask after the first commit, and SWR, through
 * `useSyncExternalStore`, re-rendered the shell and the page synchronously with it, in the
 * first commit's task. So did the program's variables, set by MainLayout's effect. With the
 * same values in SWR's cache and in the store before the render, those hooks start with their
 * data (no loading state to leave) and the effects write what is already there (no change for
 * SWR or valtio), so nothing re-renders.
 *
 * Later loads are as before: the hooks' options decide when they revalidate, a path change
 * reloads the variables (app-shell §4), a logout clears SWR's cache (session.ts).
 */
import type { BootstrapAnswer } from '../api/types.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { seedSwrCache } from '../swr-seed.ts';
import { peekBootVariables } from './bootstrap.ts';
import { sameTenant } from './tenant-cache.ts';
import { modulesKey, programsKey } from './usePrograms.ts';
import { TENANT_KEY } from './useTenant.ts';

/**
 * Seeds SWR's cache and the navigator store from `answer`, once its stores are filled
 * (session.ts's `checkSession`), for the page of `program`. Keys already in SWR's cache are
 * left alone: a hook that has its data has rendered it.
 */
export function seedFromBootstrap(answer: BootstrapAnswer, program: string | undefined): void {
  const user = navigatorStore.user;
  if (!user) return;
  // What the tenant's fetcher answers with a bootstrap answer (useTenant.ts's loadTenant); an
  // answer without one makes it ask the tenant call, so that one is left to it.
  if (answer.tenant) {
    seedSwrCache(TENANT_KEY, answer.tenant);
    if (!sameTenant(navigatorStore.tenant, answer.tenant)) {
      navigatorStore.tenant = answer.tenant;
      navigatorStore.tenantProviders = answer.tenant.providers;
    }
  }
  // What `ensurePrograms` and `ensureModules` answer once the stores hold them.
  if (navigatorStore.programs.length > 0) seedSwrCache(programsKey(user), navigatorStore.programs);
  for (const slug of Object.keys(answer.modules)) {
    const modules = navigatorStore.modules[slug];
    if (modules) seedSwrCache(modulesKey(slug), modules);
  }
  // MainLayout loads a known program's variables once the user is known; the first load takes
  // this same object (takeBootVariables), which valtio sees as no change.
  const variables = program ? peekBootVariables(program) : undefined;
  if (variables && navigatorStore.programs.some((p) => p.program_slug === program)) {
    navigatorStore.variables = variables;
  }
}
