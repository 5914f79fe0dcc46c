import type { FastifyInstance } from 'fastify';
import { programListBody } from '../../runtime/core/shell-programs.ts';
import { requireUser } from '../auth/roles.ts';
import { sessionPayload } from '../auth/session-payload.ts';
import type { TenantConfig } from '../config/config-types.ts';
import { tenantSettings } from '../config/tenant-settings.ts';
import { sendJson } from '../http/accepts-gzip.ts';
import type { AppContext } from '../http/context.ts';
import { programView, userPrograms } from './program-catalog.ts';
import { programModules, programVariables } from './program-routes.ts';
import { parseProgramSelection, selectPrograms } from './program-selection.ts';
import { liveTenant, queryParam } from './request-tenant.ts';
import { readTenantImage, tenantAnswer } from './tenant-routes.ts';

/**
 * Largest logo sent inside the bootstrap answer (bytes of the file). A logo is a small SVG or
 * PNG (the demo's: 1.3 KB): inlined, the header shows it with the shell and a new visit makes
 * one request less; a larger one stays its own (cached) request.
 */
export const INLINE_LOGO_MAX_BYTES = 8 * 1024;

/** The tenant's logo as a data URL by its image id, when it is small enough to inline. */
async function inlineLogo(tenant: TenantConfig): Promise<Record<string, string>> {
  const logoId = tenantSettings(tenant).branding?.logo_client;
  if (!logoId) return {};
  const image = await readTenantImage(tenant, logoId);
  if (!image || image.body.length > INLINE_LOGO_MAX_BYTES) return {};
  return { [logoId]: `data:${image.type};base64,${image.body.toString('base64')}` };
}

/**
 * `GET /api/v2/bootstrap?program_slug=` (token; 401 without one, as every token call): what
 * the shell asks for when it starts, in one answer instead of seven requests (issue 30):
 *
 * - `email`, `session`: the answer of `GET /api/v1/user/session`;
 * - `programs`: the answer of `POST /api/v2/services/queries/programs` with the shell's own
 *   body (its fields, the session user's active programs; runtime/core/shell-programs.ts);
 * - `modules`: `{program_slug: the answer of GET /api/v2/modules}` for each of those programs
 *   (the sidebar lists them all);
 * - `tenant`: the one item of `POST /api/v2/services/queries/troc_client_tenant`;
 * - `variables`: the answer of `GET /api/v2/variables/{program_slug}`, only when
 *   `program_slug` is one of the listed programs (the shell asks for no other's);
 * - `images`: `{image_id: data URL}` of the tenant's logo when it is at most
 *   {@link INLINE_LOGO_MAX_BYTES} (else `{}`: the shell asks `GET /api/v2/services/images/{id}`).
 *
 * Each part comes from the function of its own route, with the same checks; those routes
 * stay for refreshes and every other caller. Gzipped when the request takes it.
 */
export async function bootstrapRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'configStore' | 'queries'>,
): Promise<void> {
  app.get('/api/v2/bootstrap', { preHandler: app.authenticate }, async (request, reply) => {
    const user = requireUser(request);
    const tenant = liveTenant(request, ctx.configStore);
    const listed = userPrograms(tenant, user);
    const programs = selectPrograms(
      listed.map(programView),
      parseProgramSelection(programListBody(user.programs)),
    );
    const shown = listed.filter((program) =>
      programs.some((row) => row.program_slug === program.id),
    );
    const slug = queryParam(request, 'program_slug');
    const current = shown.find((program) => program.id === slug);
    const [variables, images] = await Promise.all([
      current ? programVariables(ctx.queries, request.log, tenant, current) : undefined,
      inlineLogo(tenant),
    ]);
    return sendJson(request, reply, {
      email: user.email,
      session: sessionPayload(user),
      programs,
      modules: Object.fromEntries(
        shown.map((program) => [program.id, programModules(ctx.configStore, tenant, program)]),
      ),
      // The tenant call answers for the Host's tenant; a token of another tenant is a 401 above.
      tenant: tenantAnswer(request.tenant ?? tenant),
      ...(variables !== undefined && { variables }),
      images,
    });
  });
}
