/**
 * Share pages know only a dashboard id: its module and program come from
 * GET /api/v2/dashboard/info, and the program's operational variables (last-update lines,
 * date tokens) are loaded into the navigator store as on a module page.
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import { fetchDashboardInfo, fetchVariables } from '../api/endpoints.ts';
import type { ModuleRow, ProgramRow } from '../api/types.ts';
import { navigatorStore } from '../stores/navigator-store.ts';

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** The program and module of a shared dashboard. */
export function useSharedProgram(dashboardId: string | undefined): {
  program: ProgramRow | undefined;
  route: ModuleRow | undefined;
  /** The info call has answered (or failed): program and route are what they will be. */
  settled: boolean;
} {
  const info = useSWR(
    dashboardId ? ['dashboard-info', dashboardId] : null,
    () => fetchDashboardInfo(dashboardId as string),
    ONCE,
  );
  const program = info.data?.data.programs[0];
  const route = info.data?.data.modules[0];
  const slug = program?.program_slug;
  const variables = useSWR(
    slug ? ['variables', slug] : null,
    () => fetchVariables(slug as string),
    ONCE,
  );
  useEffect(() => {
    if (variables.data) navigatorStore.variables = variables.data;
  }, [variables.data]);
  return { program, route, settled: info.data !== undefined || info.error !== undefined };
}
