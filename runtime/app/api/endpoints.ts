/** Typed calls of app-shell §7 that the shell makes (pages add their own next to them). */
import { apiFetch } from './client.ts';
import type {
  BootstrapAnswer,
  DashboardInfo,
  LoginResponse,
  ModuleRow,
  OperationalVariables,
  ProgramRow,
  SessionResponse,
  SessionUser,
  TenantInfo,
} from './types.ts';
import type { LogPayload } from '../../../schemas/generated/index.ts';
import { PROGRAM_LIST_FIELDS, programListBody } from '../../core/shell-programs.ts';

/** The tenant id of a host name: its first label. */
export function tenantOfHost(hostname: string): string {
  return hostname.split('.')[0] ?? hostname;
}

/** The tenant of this host (public call); undefined for a host that is no tenant. */
export async function fetchTenant(signal?: AbortSignal): Promise<TenantInfo | undefined> {
  const rows = await apiFetch<TenantInfo[]>('/api/v2/services/queries/troc_client_tenant', {
    method: 'POST',
    body: { tenant: tenantOfHost(window.location.hostname) },
    ignoreToken: true,
    keepOnNavigation: true,
    signal,
  });
  return rows[0];
}

/**
 * Logs in with username and password (BasicAuth). The credentials go form-encoded (the "form
 * variant" of app-shell §7): what a browser's own form posts, and no JSON preflight.
 */
export function login(username: string, password: string): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/api/v1/login', {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
    headers: { 'x-auth-method': 'BasicAuth' },
    ignoreToken: true,
    keepOnNavigation: true,
  });
}

/** One login method of `POST /api/v1/auth/methods`. */
export interface AuthMethod {
  /** Value of the x-auth-method header of the login call. */
  method: string;
  label: string;
}

/** The login methods this tenant offers (public call; its providers as the payload). */
export function fetchAuthMethods(providers: readonly string[]): Promise<AuthMethod[]> {
  return apiFetch<AuthMethod[]>('/api/v1/auth/methods', {
    method: 'POST',
    body: { providers: [...providers] },
    ignoreToken: true,
    keepOnNavigation: true,
  });
}

/**
 * `GET /api/v1/login` with the session headers (the bearer token just received) and the
 * auth-method header: the server's word on a token an external sign-in handed back.
 */
export function fetchLoginSession(
  token: string,
  authMethod: string,
): Promise<{ email: string; token: string; session: SessionUser }> {
  return apiFetch('/api/v1/login', {
    headers: { authorization: `Bearer ${token}`, 'x-auth-method': authMethod },
    ignoreToken: true,
    keepOnNavigation: true,
  });
}

/** `GET /api/v1/check_session/`: is the stored token's session still alive? */
export function checkSessionAlive(): Promise<{ user_id: number; sessionid: string }> {
  return apiFetch('/api/v1/check_session/', { keepOnNavigation: true, silent: true });
}

/** `GET /api/v2/services/queries/troc_programs_list`: the user's programs as `{data}`. */
export function fetchProgramsList(): Promise<{ data: ProgramRow[] }> {
  return apiFetch('/api/v2/services/queries/troc_programs_list', {
    keepOnNavigation: true,
    silent: true,
  });
}

/** Ends the session on the server. */
export function logout(): Promise<unknown> {
  return apiFetch('/api/v1/logout', { keepOnNavigation: true });
}

/** The session user of the stored token. */
export function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/v1/user/session', { signal, keepOnNavigation: true });
}

export { PROGRAM_LIST_FIELDS };

/** The user's active programs, sorted by program_id (app-shell §7). */
export function fetchPrograms(programSlugs: readonly string[]): Promise<ProgramRow[]> {
  return apiFetch<ProgramRow[]>('/api/v2/services/queries/programs', {
    method: 'POST',
    body: programListBody(programSlugs),
    keepOnNavigation: true,
  });
}

/** The modules of a program, each with its dashboards. */
export function fetchModules(programSlug: string): Promise<ModuleRow[]> {
  return apiFetch<ModuleRow[]>(`/api/v2/modules?program_slug=${encodeURIComponent(programSlug)}`, {
    keepOnNavigation: true,
  });
}

/** The module and program of a dashboard (share pages). */
export function fetchDashboardInfo(dashboardUid: string): Promise<DashboardInfo> {
  return apiFetch<DashboardInfo>(
    `/api/v2/dashboard/info?dashboard_duid=${encodeURIComponent(dashboardUid)}`,
  );
}

/** Operational variables of a program. */
export function fetchVariables(programSlug: string): Promise<OperationalVariables> {
  return apiFetch<OperationalVariables>(`/api/v2/variables/${encodeURIComponent(programSlug)}`);
}

/** Sends a client log entry. */
export function postLog(payload: LogPayload): Promise<unknown> {
  return apiFetch('/api/v1/log', {
    method: 'POST',
    body: payload,
    keepOnNavigation: true,
    silent: true,
  });
}

/**
 * `GET /api/v2/bootstrap`: the shell's start in one call (the session, its programs, the
 * modules of each, the tenant, `programSlug`'s variables and a small logo), each part what its
 * own call answers.
 */
export function fetchBootstrap(programSlug: string | undefined): Promise<BootstrapAnswer> {
  const query = programSlug ? `?program_slug=${encodeURIComponent(programSlug)}` : '';
  return apiFetch<BootstrapAnswer>(`/api/v2/bootstrap${query}`, { keepOnNavigation: true });
}
