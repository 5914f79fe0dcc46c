import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ConfigEntity, JsonObject, TenantConfig } from '../config/config-types.ts';
import { requireUser } from '../auth/roles.ts';
import type { AppContext } from '../http/context.ts';
import {
  modulesOf,
  moduleView,
  programView,
  requireUserDashboard,
  requireUserProgram,
  userPrograms,
} from './program-catalog.ts';
import { parseProgramSelection, selectPrograms } from './program-selection.ts';
import { liveTenant, requireQueryParam } from './request-tenant.ts';

/** The modules call's answer for one of the user's programs. */
export function programModules(
  store: AppContext['configStore'],
  tenant: TenantConfig,
  program: ConfigEntity,
): JsonObject[] {
  const version = (dashboardId: string) => store.version(tenant.id, 'dashboard', dashboardId);
  return modulesOf(program).map((module) => moduleView(tenant, { program, module }, version));
}

/**
 * The variables call's answer for one of the user's programs: `{}` (and a warning logged)
 * when they cannot be read.
 */
export async function programVariables(
  queries: AppContext['queries'],
  log: FastifyBaseLogger,
  tenant: TenantConfig,
  program: ConfigEntity,
): Promise<Record<string, unknown>> {
  try {
    return await queries.operationalVariables({ tenant, programSlug: program.id });
  } catch (error) {
    log.warn(
      { tenant: tenant.id, program: program.id, err: error },
      'operational variables unavailable; answering {}',
    );
    return {};
  }
}

/**
 * Program and module calls of app-shell §7; every one needs a token (401 otherwise) and shows
 * only the user's programs (`user.programs`; programs of attributes.version v3 never listed):
 *
 * - `GET /api/v2/services/queries/troc_programs_list` → `{data: [program, ...]}` sorted by
 *   program_id (no modules; flags with their defaults).
 * - `POST /api/v2/services/queries/programs` body `{fields?, where_cond?}` → `[program, ...]`
 *   sorted by program_id ascending, each with exactly `fields`; 400 naming an unknown field.
 * - `GET /api/v2/modules?program_slug=` → `[module, ...]` (module_id, module_slug, module_name,
 *   program_id, program_slug, description, icon, allow_filtering, filtering_show, dashboards
 *   [{dashboard_id, name, title, description, attributes, user_id, version}]); 400 without
 *   program_slug, 404 unknown program, 403 a program not the user's.
 * - `GET /api/v2/dashboard/info?dashboard_duid=` → `{data: {modules: [module], programs:
 *   [program]}}` of the dashboard; 404 unknown dashboard, 403 its program not the user's.
 * - `GET /api/v2/variables/{program_slug}` → `{name: value}`: the program's operational
 *   variables (its datasource's table under the program file's `variables`); 404 unknown
 *   program, 403 not the user's. When they cannot be read the answer is `{}` and a warning is
 *   logged (the client ignores failures; dates then resolve against today).
 */
export async function programRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'configStore' | 'queries'>,
): Promise<void> {
  const store = ctx.configStore;
  const auth = { preHandler: app.authenticate };
  const dashboardVersion = (tenantId: string) => (dashboardId: string) =>
    store.version(tenantId, 'dashboard', dashboardId);

  app.get('/api/v2/services/queries/troc_programs_list', auth, async (request) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, store);
    return { data: userPrograms(tenant, user).map(programView) };
  });

  app.post('/api/v2/services/queries/programs', auth, async (request) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, store);
    const selection = parseProgramSelection(request.body);
    return selectPrograms(userPrograms(tenant, user).map(programView), selection);
  });

  app.get('/api/v2/modules', auth, async (request) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, store);
    const program = requireUserProgram(tenant, user, requireQueryParam(request, 'program_slug'));
    return programModules(store, tenant, program);
  });

  app.get('/api/v2/dashboard/info', auth, async (request) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, store);
    const dashboardId = requireQueryParam(request, 'dashboard_duid');
    const placement = requireUserDashboard(tenant, user, dashboardId);
    return {
      data: {
        modules: [moduleView(tenant, placement, dashboardVersion(tenant.id))],
        programs: [programView(placement.program)],
      },
    };
  });

  app.get<{ Params: { program_slug: string } }>(
    '/api/v2/variables/:program_slug',
    auth,
    async (request) => {
      const user = requireUser(request);
      const tenant = liveTenant(request, store);
      const program = requireUserProgram(tenant, user, request.params.program_slug);
      return programVariables(ctx.queries, request.log, tenant, program);
    },
  );
}
