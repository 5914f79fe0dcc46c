import type { FastifyInstance } from 'fastify';
import { HttpError } from '../auth/http-error.ts';
import { requireUser } from '../auth/roles.ts';
import { isJsonObject } from '../config/load-config.ts';
import type { AppContext, QueryResult } from '../http/context.ts';
import { publicErrorOf } from '../http/error-handler.ts';
import { requireUserDashboard } from './program-catalog.ts';
import { bodyOf } from './query-response.ts';
import { runUserSlug } from './query-run-routes.ts';
import { liveTenant } from './request-tenant.ts';
import { sendNdjson } from '../http/ndjson-stream.ts';

/** The most queries one call may ask for (a dashboard's first screen asks for ~15). */
export const MAX_DASHBOARD_ANSWERS = 64;

/** One question of the body: a widget's saved query and the conditions its container sends. */
interface AnswerQuestion {
  slug: string;
  conditions: unknown;
}

function questionsOf(body: unknown): AnswerQuestion[] {
  const queries = isJsonObject(body) ? body.queries : undefined;
  if (!Array.isArray(queries)) {
    throw new HttpError(400, 'The body must be {queries: [{slug, conditions}, ...]}.');
  }
  if (queries.length > MAX_DASHBOARD_ANSWERS) {
    throw new HttpError(400, `At most ${MAX_DASHBOARD_ANSWERS} queries per call.`);
  }
  return queries.map((query, index) => {
    if (!isJsonObject(query) || typeof query.slug !== 'string' || query.slug === '') {
      throw new HttpError(400, `queries[${index}] must be {slug, conditions}.`);
    }
    return { slug: query.slug, conditions: query.conditions ?? {} };
  });
}

/** The saved-query slugs of a dashboard's widgets: the only ones its answers may name. */
function widgetSlugs(widgets: unknown): Set<string> {
  const slugs = new Set<string>();
  for (const widget of Object.values(isJsonObject(widgets) ? widgets : {})) {
    const ref = isJsonObject(widget) ? widget.query_slug : undefined;
    const slug = isJsonObject(ref) ? ref.slug : undefined;
    if (typeof slug === 'string') slugs.add(slug);
  }
  return slugs;
}

/** One answer line: `{"i":n,"cached":…,"truncated":…,"rows":[…]}` (the rows' bytes as kept). */
function answerLine(index: number, result: QueryResult): Buffer {
  const head = `{"i":${index},"cached":${result.cached === true},"truncated":${result.truncated === true},"rows":`;
  return Buffer.concat([Buffer.from(head), Buffer.from(bodyOf(result)), Buffer.from('}\n')]);
}

/**
 * A dashboard's first answers in one call (issue 30): the page's route prefetch asks for the
 * queries of its first screen with the conditions their containers will send, instead of one
 * call per widget.
 *
 * - `POST /api/v2/dashboards/{dashboard_id}/answers` body `{queries: [{slug, conditions},
 *   ...]}` (at most 64) → `application/x-ndjson`, one line per query as it finishes, in
 *   finishing order: `{"i": index in the body, "cached", "truncated", "rows": [...]}`, or
 *   `{"i", "status", "message"}` for a query that failed (the status and message its own
 *   call would have answered with). Gzipped, each line flushed, when the client accepts it.
 *   401 without a token, 404 unknown dashboard, 403 a dashboard of a program not the user's,
 *   400 a malformed body. Each query runs exactly as `POST /api/v2/services/queries/{slug}`
 *   runs it (runUserSlug: the program check, the store defaults, the user's fixed filters);
 *   a slug that is not one of the dashboard's widgets' is answered 400 on its line.
 */
export async function dashboardAnswerRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'configStore' | 'queries'>,
): Promise<void> {
  const store = ctx.configStore;
  const auth = { preHandler: app.authenticate };

  app.post<{ Params: { dashboard_id: string }; Body: unknown }>(
    '/api/v2/dashboards/:dashboard_id/answers',
    auth,
    async (request, reply) => {
      const user = requireUser(request);
      const tenant = liveTenant(request, store);
      const { dashboard } = requireUserDashboard(tenant, user, request.params.dashboard_id);
      const questions = questionsOf(request.body);
      const allowed = widgetSlugs(dashboard.value.widgets);

      const { stream, sent } = sendNdjson(request, reply);
      const write = (line: Buffer | string) => stream.write(line);
      const answers = questions.map(async (question, index) => {
        try {
          if (!allowed.has(question.slug)) {
            throw new HttpError(
              400,
              `Query "${question.slug}" is not a query of dashboard "${dashboard.id}".`,
            );
          }
          const result = await runUserSlug(
            ctx.queries,
            { tenant, user, slug: question.slug },
            question.conditions,
          );
          write(answerLine(index, result));
        } catch (error) {
          const answer = publicErrorOf(error, request.id);
          if (answer.log === 'error') request.log.error({ err: error }, 'dashboard answer failed');
          write(
            `${JSON.stringify({ i: index, status: answer.statusCode, message: answer.body.message })}\n`,
          );
        }
      });
      void Promise.all(answers).then(() => stream.end());
      return sent;
    },
  );
}
