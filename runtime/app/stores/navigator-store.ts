import { proxy } from 'valtio';
import type { AuthErrorFlag } from '../api/auth-rules.ts';
import type {
  CurrentDashboard,
  ModuleRow,
  OperationalVariables,
  ProgramRow,
  SessionUser,
  TenantInfo,
} from '../api/types.ts';

/** Ids of the current route (app-shell §3 "Route record"). */
export interface RouteIds {
  program?: string;
  module?: string;
  dashboard?: string;
  allow_filtering?: boolean | null;
  filtering_show?: unknown;
}

/**
 * The navigator store (app-shell §3): who is logged in, on which tenant, the programs and
 * modules they may open, where they are, and the access-error overlay flag. Program and module
 * lists are the only server data kept here (the spec lists them); everything else a page reads
 * from the server stays in SWR.
 */
export interface NavigatorState {
  /** Tenant id of this host (first host label). */
  client: string | undefined;
  user: SessionUser | undefined;
  /** The user's programs (fetched once per session). */
  programs: ProgramRow[];
  /** Whether the session was checked and accepted. */
  authorize: boolean;
  /** Modules per program slug (cached). */
  modules: Record<string, ModuleRow[]>;
  dashboard: CurrentDashboard | undefined;
  routeIds: RouteIds;
  /** Operational variables of the current program. */
  variables: OperationalVariables;
  clients: string[];
  groups: string[];
  allPrograms: ProgramRow[];
  /** Last API failure's message, false when the last call went well. */
  error_api: string | false;
  /** Access-error overlay: false hidden, true generic, 403 the session is refused. */
  showErrorAuth: AuthErrorFlag;
  tenant: TenantInfo | undefined;
  tenantProviders: string[];
  /** The landing route's `error` parameter, shown on the login screen. */
  errorCallback: string | undefined;
  /** The landing route's `origin` parameter. */
  origin: string | undefined;
}

function initialNavigatorState(): NavigatorState {
  return {
    client: undefined,
    user: undefined,
    programs: [],
    authorize: false,
    modules: {},
    dashboard: undefined,
    routeIds: {},
    variables: {},
    clients: [],
    groups: [],
    allPrograms: [],
    error_api: false,
    showErrorAuth: false,
    tenant: undefined,
    tenantProviders: [],
    errorCallback: undefined,
    origin: undefined,
  };
}

/** The navigator store (valtio proxy). Read with `useSnapshot(navigatorStore)`. */
export const navigatorStore = proxy<NavigatorState>(initialNavigatorState());

/**
 * Forgets the session (logout, forbidden countdown): user, programs, modules, route and
 * dashboard go; the tenant of this host stays.
 */
export function resetSession(): void {
  const keep = { client: navigatorStore.client, tenant: navigatorStore.tenant };
  Object.assign(navigatorStore, initialNavigatorState(), keep, {
    tenantProviders: navigatorStore.tenantProviders,
  });
}
