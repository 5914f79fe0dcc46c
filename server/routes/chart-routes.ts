import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { hashText } from '../../runtime/core/charts/chart-prepare.ts';
import { PICTURE_MAX_ROWS } from '../../runtime/core/charts/chart-picture.ts';
import type { SpecObject } from '../../runtime/core/charts/canvas-spec.ts';
import {
  createChartPrepareCache,
  PREPARED_WITH,
  type ChartPrepareCache,
} from '../charts/chart-prepare-cache.ts';
import { createChartPictures, type PictureAnswer } from '../charts/chart-pictures.ts';
import { requireUser } from '../auth/roles.ts';
import { createRateWindow, sendTooMany } from '../http/rate-window.ts';
import { acceptsGzip } from '../http/accepts-gzip.ts';
import { sendNdjson } from '../http/ndjson-stream.ts';

const gzipAsync = promisify(gzip);

/** The route that prepares charts. */
export const CHART_PREPARE_PATH = '/api/v2/charts/prepare';

/** Largest request body in bytes: specs come without their rows, a few KB each. */
export const CHART_PREPARE_BODY_LIMIT = 1024 * 1024;

/** Specs one request may carry. */
export const CHART_PREPARE_MAX_SPECS = 64;

/** Requests a user may send per minute (a dashboard visit sends one or a few). */
export const CHART_PREPARE_MAX_PER_MINUTE = 240;

/**
 * How long one pictures request may spend drawing. Past it, a chart whose picture is not kept
 * answers `none` at once and the browser draws it live: a cold server (compiling and drawing
 * on code not yet optimized, ~100 ms a chart) would otherwise hold a dashboard's last charts
 * behind its first ones for seconds, where the browser draws them alongside; on a warm server
 * a dashboard's pictures take well under it.
 */
export const CHART_PICTURES_BUDGET_MS = 300;

/** The drawing time of a pictures request from NAVIGATOR_PICTURES_MS (0: no pictures drawn). */
export function picturesBudgetMs(env: NodeJS.ProcessEnv): number {
  const value = env.NAVIGATOR_PICTURES_MS;
  if (value === undefined || value.trim() === '') return CHART_PICTURES_BUDGET_MS;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms < 0) {
    throw new Error(
      `NAVIGATOR_PICTURES_MS must be a number of milliseconds (0 or more), not ${JSON.stringify(value)}`,
    );
  }
  return ms;
}

/** Why a chart got no picture once the request's time for drawing was spent. */
export const PICTURES_OVER_BUDGET = 'the time for pictures was spent: drawn in the browser';

/** The route that draws charts' first pictures. */
export const CHART_PICTURES_PATH = '/api/v2/charts/pictures';

/** Largest pictures request body in bytes: specs with their rows. */
export const CHART_PICTURES_BODY_LIMIT = 4 * 1024 * 1024;

/** Charts one pictures request may carry: a dashboard's first screen goes in one request. */
export const CHART_PICTURES_MAX_CHARTS = 32;

/** Rows one chart's picture may draw (the browser asks for no picture of more: it draws live). */
export const CHART_PICTURE_MAX_ROWS = PICTURE_MAX_ROWS;

/** Response header: how many of the specs came from the server's cache (`3/16`). */
export const CHART_CACHE_HEADER = 'x-navigator-chart-cache';

/** Gzipped answers most recently sent, by the hash of their text (a dashboard's batches recur). */
const GZIPPED_KEPT = 64;

function kind(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/**
 * The 400 text of a body that is not `{"specs": [object, …]}` with 1 to
 * {@link CHART_PREPARE_MAX_SPECS} specs, naming what is wrong; undefined when it is.
 */
export function invalidPrepareBodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return `The body must be a JSON object {"specs": [...]} (got ${kind(body)}).`;
  }
  const { specs } = body as { specs?: unknown };
  if (!Array.isArray(specs)) return `"specs" must be an array of chart specs (got ${kind(specs)}).`;
  if (specs.length === 0) return '"specs" is empty: send at least one chart spec.';
  if (specs.length > CHART_PREPARE_MAX_SPECS) {
    return `"specs" has ${specs.length} specs; at most ${CHART_PREPARE_MAX_SPECS} per request.`;
  }
  const bad = specs.findIndex(
    (spec) => typeof spec !== 'object' || spec === null || Array.isArray(spec),
  );
  if (bad >= 0) return `specs[${bad}] must be a JSON object (got ${kind(specs[bad])}).`;
  return undefined;
}

/**
 * The 400 text of a pictures body that is not `{"locale"?: string, "charts": [{"spec": object,
 * "values": [row, …]}, …]}` within the limits, naming what is wrong; undefined when it is.
 */
export function invalidPicturesBodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return `The body must be a JSON object {"charts": [...]} (got ${kind(body)}).`;
  }
  const { charts, locale } = body as { charts?: unknown; locale?: unknown };
  if (locale !== undefined && (typeof locale !== 'string' || locale.length > 35)) {
    return `"locale" must be a language tag such as "es" (got ${kind(locale)}).`;
  }
  if (!Array.isArray(charts)) {
    return `"charts" must be an array of {"spec", "values"} (got ${kind(charts)}).`;
  }
  if (charts.length === 0) return '"charts" is empty: send at least one chart.';
  if (charts.length > CHART_PICTURES_MAX_CHARTS) {
    return `"charts" has ${charts.length} charts; at most ${CHART_PICTURES_MAX_CHARTS} per request.`;
  }
  for (const [index, chart] of charts.entries()) {
    const { spec, values } = (chart ?? {}) as { spec?: unknown; values?: unknown };
    if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) {
      return `charts[${index}].spec must be a JSON object (got ${kind(spec)}).`;
    }
    if (!Array.isArray(values)) {
      return `charts[${index}].values must be an array of rows (got ${kind(values)}).`;
    }
    if (values.length > CHART_PICTURE_MAX_ROWS) {
      return `charts[${index}].values has ${values.length} rows; at most ${CHART_PICTURE_MAX_ROWS} per picture.`;
    }
  }
  return undefined;
}

/**
 * `POST /api/v2/charts/prepare` (token): `{"specs": [spec, …]}`, up to 64 chart specs without
 * their rows (vega-lite or Vega, as the chart widget would prepare them) → 200
 * `{"vega": version, "vegaLite": version, "charts": [answer, …]}`, one answer per spec in
 * order: `{"runtime", "input"}` (vega's parsed dataflow without rows and the index of the
 * table's input), `{"vega"}` (the trimmed Vega spec, to parse in the browser) or `{"error"}`
 * (what vega-lite or vega said; the browser then prepares it itself and shows the error).
 * Answers are kept in an LRU (server/charts/chart-prepare-cache.ts); x-navigator-chart-cache
 * says how many were hits. Nothing is evaluated: compiling and parsing turn JSON into JSON.
 * A body that is not an object with an array of 1–64 objects answers 400 naming the problem;
 * over 1 MB, 413; over 240 requests a minute per user, 429 with Retry-After. Gzipped when the
 * client accepts it (a runtime is ~60 KB of JSON, ~6 KB gzipped).
 */
export async function chartRoutes(
  app: FastifyInstance,
  options: { cache?: ChartPrepareCache; picturesBudgetMs?: number } = {},
): Promise<void> {
  const cache = options.cache ?? createChartPrepareCache();
  const drawn = createChartPictures(cache);
  const rate = createRateWindow({ max: CHART_PREPARE_MAX_PER_MINUTE, windowMs: 60_000 });
  const gzipped = new Map<string, Promise<Buffer>>();
  app.addHook('onClose', async () => rate.close());

  const gzipOf = (text: string): Promise<Buffer> => {
    const key = `${text.length} ${hashText(text)}`;
    let compressed = gzipped.get(key);
    if (compressed) {
      gzipped.delete(key);
    } else {
      compressed = gzipAsync(text);
      if (gzipped.size >= GZIPPED_KEPT) gzipped.delete(gzipped.keys().next().value as string);
    }
    gzipped.set(key, compressed);
    return compressed;
  };

  /** The answer's text, gzipped when the client accepts it. */
  const sendJson = async (request: FastifyRequest, reply: FastifyReply, text: string) => {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!acceptsGzip(request)) return reply.send(text);
    return reply.header('content-encoding', 'gzip').send(await gzipOf(text));
  };

  /** The user's turn under the rate limit; false when the 429 was sent. */
  const takeTurn = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const user = requireUser(request);
    const wait = rate.take(`${user.tenant}\0${user.user_id}`);
    if (wait <= 0) return true;
    sendTooMany(reply, wait, `Too many chart requests. Try again in ${wait} seconds.`);
    return false;
  };

  // POST /api/v2/charts/pictures (token): `{"locale"?, "charts": [{"spec", "values"}, …]}`, up
  // to 32 specs as sent to /prepare (without their rows) each with its rows (at most 2000) →
  // 200 application/x-ndjson, one line per chart as it is drawn, in the body's order:
  // `{"i": index, "svg"}` (the chart drawn by vega on the server with the locale's formats,
  // chart-pictures.ts) or `{"i", "none": why}` (the browser then draws it live at once). A spec
  // not prepared yet is prepared here, through the cache (one compile shared with a /prepare of
  // it on its way). Each line is flushed (through gzip when accepted): the browser shows each
  // picture as it arrives. Drawing stops after CHART_PICTURES_BUDGET_MS: the rest answer a kept
  // picture or `none`. 400 names what is wrong; over 4 MB, 413; the same rate limit as /prepare.
  app.post(
    CHART_PICTURES_PATH,
    { preHandler: app.authenticate, bodyLimit: CHART_PICTURES_BODY_LIMIT },
    async (request, reply) => {
      if (!takeTurn(request, reply)) return reply;
      const problem = invalidPicturesBodyMessage(request.body);
      if (problem) return reply.code(400).send({ message: problem });
      const { charts, locale } = request.body as {
        charts: { spec: SpecObject; values: unknown[] }[];
        locale?: string;
      };
      const { stream, sent } = sendNdjson(request, reply);
      void (async () => {
        // One after another, the event loop getting a turn after each (a picture is ~5–50 ms
        // of CPU, a compile ~10–60 ms): the dashboard's queries and other requests go on
        // meanwhile.
        const deadline = performance.now() + (options.picturesBudgetMs ?? CHART_PICTURES_BUDGET_MS);
        for (const [index, { spec, values }] of charts.entries()) {
          let answer: PictureAnswer;
          try {
            answer =
              performance.now() < deadline
                ? await drawn.render(spec, values, locale ?? 'en')
                : (drawn.kept(spec, values, locale ?? 'en') ?? { none: PICTURES_OVER_BUDGET });
          } catch (error) {
            answer = { none: error instanceof Error ? error.message : String(error) };
          }
          stream.write(`${JSON.stringify({ i: index, ...answer })}\n`);
          await new Promise((resolve) => setImmediate(resolve));
        }
      })().finally(() => stream.end());
      return sent;
    },
  );

  app.post(
    CHART_PREPARE_PATH,
    { preHandler: app.authenticate, bodyLimit: CHART_PREPARE_BODY_LIMIT },
    async (request, reply) => {
      if (!takeTurn(request, reply)) return reply;
      const problem = invalidPrepareBodyMessage(request.body);
      if (problem) return reply.code(400).send({ message: problem });
      const { specs } = request.body as { specs: SpecObject[] };
      const answers = [];
      // One after another: a compile is synchronous CPU (~10–60 ms), so after each the event
      // loop gets a turn, and the dashboard's queries and other requests go on meanwhile.
      for (const spec of specs) {
        const answer = await cache.prepare(spec);
        answers.push(answer);
        if (!answer.hit) await new Promise((resolve) => setImmediate(resolve));
      }
      const hits = answers.filter((answer) => answer.hit).length;
      const text = `{"vega":${JSON.stringify(PREPARED_WITH.vega)},"vegaLite":${JSON.stringify(
        PREPARED_WITH.vegaLite,
      )},"charts":[${answers.map((answer) => answer.json).join(',')}]}`;
      reply.header(CHART_CACHE_HEADER, `${hits}/${answers.length}`);
      return sendJson(request, reply, text);
    },
  );
}
