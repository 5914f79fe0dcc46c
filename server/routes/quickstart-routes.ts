/**
 * Quickstart progress per user (widgets/quickstart):
 * - `GET /api/v2/quickstart/{key}` → `{data: {key, done: [item id]}}`;
 * - `PUT /api/v2/quickstart/{key}` with `{done: [item id]}` → the same, as saved.
 *
 * `{key}` is the checklist's widget uid `{dashboard_id}/{widget_id}` (the slash may be sent as
 * `%2F`). The tenant and user come from the session: a user reads and writes only their own.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/roles.ts';
import { HttpError } from '../auth/http-error.ts';
import type { AppContext } from '../http/context.ts';
import { checkDoneItems, CHECKLIST_KEY, QuickstartStore } from './quickstart-store.ts';

type KeyRequest = FastifyRequest<{ Params: { '*': string }; Body: unknown }>;

export async function quickstartRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'dataDir'>,
): Promise<void> {
  const store = new QuickstartStore(path.join(ctx.dataDir, 'quickstart'));
  const auth = { preHandler: app.authenticate };

  const keyOf = (request: KeyRequest): string => {
    const key = decodeURIComponent(request.params['*'] ?? '');
    if (!CHECKLIST_KEY.test(key)) {
      throw new HttpError(400, `key must be a widget uid {dashboard_id}/{widget_id}, got "${key}"`);
    }
    return key;
  };

  app.get<{ Params: { '*': string } }>('/api/v2/quickstart/*', auth, async (request) => {
    const user = requireUser(request);
    const key = keyOf(request);
    return { data: { key, done: await store.get(user.tenant, user.user_id, key) } };
  });

  app.put<{ Params: { '*': string }; Body: unknown }>(
    '/api/v2/quickstart/*',
    auth,
    async (request) => {
      const user = requireUser(request);
      const key = keyOf(request);
      const body = request.body as { done?: unknown } | undefined;
      const problem = checkDoneItems(body?.done);
      if (problem) throw new HttpError(400, problem);
      const done = await store.set(user.tenant, user.user_id, key, body?.done as string[]);
      return { data: { key, done } };
    },
  );
}
