/**
 * Session actions of the shell: logging in and out, the programs (fetched once) and the
 * modules (cached per program) of app-shell §4, and the once-per-browser-session cleanup.
 */
import { mutate } from 'swr';
import { clearToken, getToken, setToken } from '../api/client.ts';
import {
  fetchLoginSession,
  fetchModules,
  fetchPrograms,
  fetchVariables,
  logout as logoutCall,
} from '../api/endpoints.ts';
import { localDb } from '../api/local-db.ts';
import { clearPrefetches } from '../dashboard/prefetch-cache.ts';
import type {
  LoginResponse,
  ModuleRow,
  OperationalVariables,
  ProgramRow,
  SessionUser,
} from '../api/types.ts';
import { clearProgramFilters } from '../stores/filtering-store.ts';
import { navigatorStore, resetSession } from '../stores/navigator-store.ts';
import {
  bootstrapLoad,
  bootstrapPending,
  forgetBootstrap,
  startBootstrap,
  takeBootVariables,
} from './bootstrap.ts';
import { programOfPath } from './module-path.ts';
import { TENANT_KEY } from './useTenant.ts';

/** sessionStorage key marking that this browser tab already loaded the app (a reload). */
export const REFRESH_KEY = 'refresh';

/** Local-database keys that survive the first-load cleanup (the user's settings). */
export const KEPT_PREFIX = 'settings.';

/**
 * First load in a browser session clears the stored local data (cached rows, filters) but
 * not the settings; a reload (the 'refresh' key is set) clears only the current program's
 * filters (app-shell §4).
 */
export function startBrowserSession(currentProgram: string | undefined): 'first' | 'reload' {
  let reloaded = false;
  try {
    reloaded = sessionStorage.getItem(REFRESH_KEY) !== null;
    sessionStorage.setItem(REFRESH_KEY, String(Date.now()));
  } catch {
    // Without sessionStorage every load is a first load.
  }
  if (!reloaded) {
    for (const key of localDb.keys()) if (!key.startsWith(KEPT_PREFIX)) localDb.remove(key);
    return 'first';
  }
  if (currentProgram) clearProgramFilters(currentProgram);
  return 'reload';
}

/** Keeps the login answer: stores the token and the user, and hides any old overlay. */
export function completeLogin(response: Pick<LoginResponse, 'token' | 'user'>): void {
  setToken(response.token);
  acceptSession(response.user);
}

/** Records a checked session user. */
export function acceptSession(user: SessionUser): void {
  navigatorStore.user = user;
  navigatorStore.groups = user.groups;
  navigatorStore.authorize = true;
  navigatorStore.showErrorAuth = false;
  navigatorStore.errorCallback = undefined;
}

let sessionCheck: Promise<SessionUser> | undefined;

/**
 * Checks the stored token with the server once at a time and records its user. The check is
 * the shell's bootstrap call (bootstrap.ts): with the user come the programs, the modules of
 * each and the tenant, put in the stores before the user is, so nothing asks for them again,
 * and the variables of `programSlug` (the address's program).
 */
export function checkSession(
  programSlug: string | undefined = programOfPath(window.location.pathname),
): Promise<SessionUser> {
  sessionCheck ??= startBootstrap(programSlug)
    .then((answer) => {
      keepPrograms(answer.programs);
      for (const [slug, modules] of Object.entries(answer.modules)) {
        navigatorStore.modules[slug] ??= modules;
      }
      acceptSession(answer.session);
      return answer.session;
    })
    .finally(() => {
      sessionCheck = undefined;
    });
  return sessionCheck;
}

/** Forgets the session on this browser: token, user, programs and every cached answer. */
export async function forgetSession(): Promise<void> {
  clearToken();
  resetSession();
  clearPrefetches();
  forgetBootstrap();
  programsLoad = undefined;
  modulesLoads.clear();
  // SWR holds the previous user's data: a different user must never see it. The tenant of
  // this host is nobody's data and the login page needs it.
  await mutate((key) => key !== TENANT_KEY, undefined, { revalidate: false });
}

/** Logs out on the server (failures ignored: the token is dropped anyway) and forgets it. */
export async function logoutUser(): Promise<void> {
  if (getToken()) await logoutCall().catch(() => undefined);
  await forgetSession();
}

let programsLoad: Promise<ProgramRow[]> | undefined;

/** Keeps the user's programs, sorted by program_id (app-shell §7). */
function keepPrograms(programs: readonly ProgramRow[]): ProgramRow[] {
  const sorted = [...programs].sort((a, b) => a.program_id - b.program_id);
  navigatorStore.programs = sorted;
  navigatorStore.allPrograms = sorted;
  return sorted;
}

/** The user's programs, fetched on first use only when the store has none (app-shell §4). */
export function ensurePrograms(): Promise<ProgramRow[]> {
  if (navigatorStore.programs.length > 0) return Promise.resolve(navigatorStore.programs);
  const user = navigatorStore.user;
  if (!user) return Promise.resolve([]);
  programsLoad ??= fetchPrograms(user.programs)
    .then(keepPrograms)
    .catch((error: unknown) => {
      programsLoad = undefined;
      throw error;
    });
  return programsLoad;
}

const modulesLoads = new Map<string, Promise<ModuleRow[]>>();

/**
 * A program's modules, cached per program. While the bootstrap call is on its way its answer
 * is awaited first: it brings every listed program's modules.
 */
export function ensureModules(programSlug: string): Promise<ModuleRow[]> {
  const cached = navigatorStore.modules[programSlug];
  if (cached) return Promise.resolve(cached);
  let load = modulesLoads.get(programSlug);
  if (!load) {
    const boot = bootstrapPending() ? bootstrapLoad() : undefined;
    load = Promise.resolve(boot)
      .then((answer) => answer?.modules[programSlug] ?? fetchModules(programSlug))
      .then((modules) => {
        navigatorStore.modules[programSlug] = modules;
        return modules;
      })
      .finally(() => modulesLoads.delete(programSlug));
    modulesLoads.set(programSlug, load);
  }
  return load;
}

/**
 * A program's operational variables: the bootstrap answer's on the first load of its page,
 * else the variables call (failures are the caller's to ignore, app-shell §7).
 */
export function loadVariables(programSlug: string): Promise<OperationalVariables> {
  const boot = takeBootVariables(programSlug);
  return boot ? Promise.resolve(boot) : fetchVariables(programSlug);
}

/** Error code recorded when the token cannot be stored (app-shell §2, §8). */
export const ERROR_AUTHENTICATION = 'ERROR_AUTHENTICATION';

/**
 * What the landing and callback routes do with `?token=&error=&origin=` (app-shell §2): the
 * error is kept as the error callback and the origin in the navigator store; a token is stored
 * as the user's token (then `/`), no token goes to `/login`, and a token that cannot be stored
 * records ERROR_AUTHENTICATION (then `/login`). Returns where to go.
 */
export function acceptLanding(params: URLSearchParams): '/' | '/login' {
  const error = params.get('error');
  const origin = params.get('origin');
  const token = params.get('token');
  if (origin) navigatorStore.origin = origin;
  navigatorStore.errorCallback = error ?? undefined;
  if (!token) return '/login';
  try {
    // A new token is a new session: nothing of a previous user may remain.
    resetSession();
    clearPrefetches();
    navigatorStore.errorCallback = error ?? undefined;
    if (origin) navigatorStore.origin = origin;
    programsLoad = undefined;
    modulesLoads.clear();
    forgetBootstrap();
    setToken(token);
  } catch {
    navigatorStore.errorCallback = ERROR_AUTHENTICATION;
    return '/login';
  }
  return '/';
}

/**
 * What `/login/callback` and `/callback` do (app-shell §2, §7): as the landing route, but the
 * token an external sign-in handed back is first shown to `GET /api/v1/login` with the session
 * headers (bearer token) and the auth-method header (`?method=`, else the tenant's first
 * provider). Its answer (email, token, session) is the session; a token the server refuses
 * cannot be set, so ERROR_AUTHENTICATION is recorded and the login page shows it.
 */
export async function acceptCallback(params: URLSearchParams): Promise<'/' | '/login'> {
  const token = params.get('token');
  const target = acceptLanding(params);
  if (target !== '/' || !token) return target;
  const method = params.get('method') ?? navigatorStore.tenantProviders[0] ?? 'BasicAuth';
  try {
    const answer = await fetchLoginSession(token, method);
    completeLogin({ token: answer.token, user: answer.session });
    return '/';
  } catch {
    clearToken();
    // The refusal belongs on the login page, not in the access overlay.
    navigatorStore.showErrorAuth = false;
    navigatorStore.errorCallback = ERROR_AUTHENTICATION;
    return '/login';
  }
}

/**
 * Where to go after logging in: the page that sent the user to the login (router state
 * `from`), else home.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login')
    ? from
    : '/';
}
