import { useParams } from 'react-router';
import { useSnapshot } from '../stores/use-snapshot.ts';
import type { ModuleRow, ProgramRow } from '../api/types.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { findRouteModule } from './module-path.ts';

/** The program and module of the current `/:program/:module` route. */
export interface RouteModule {
  program: ProgramRow | undefined;
  module: ModuleRow | undefined;
}

/**
 * The program and module the route names, from the navigator store. Under `/:program/:module`
 * the shell's ModuleRoute guard renders its page only once both are known, so pages there can
 * rely on them.
 */
export function useRouteModule(): RouteModule {
  const params = useParams();
  const snap = useSnapshot(navigatorStore);
  const programSlug = params.program;
  const program = programSlug
    ? (snap.programs.find((p) => p.program_slug === programSlug) as ProgramRow | undefined)
    : undefined;
  const modules = programSlug ? (snap.modules[programSlug] as ModuleRow[] | undefined) : undefined;
  const module =
    programSlug && params.module && modules
      ? findRouteModule(modules, programSlug, params.module)
      : undefined;
  return { program, module };
}
