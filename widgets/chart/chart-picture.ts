/**
 * Charts' first pictures (`POST /api/v2/charts/pictures`, server/routes/chart-routes.ts): when a
 * chart's rows arrive, its spec and rows go to the server, which draws it with vega as SVG
 * (server/charts/chart-pictures.ts); the chart view shows that as an image at once, and draws
 * its live vega view later, when the page is idle or at once when the reader points at, focuses
 * or types into the chart (ChartView.tsx). The pictures take vega's dataflow and drawing off the
 * main thread's path to a page whose every chart can be read: decoding an SVG image is cheap.
 *
 * The charts asked for within one task go in one request (request-batcher.ts, shared with
 * server-prepare.ts), at most two on their way at once: a dashboard's first screen costs one
 * to three requests.
 * The server streams the pictures back as NDJSON, one line per chart as it is drawn, and each
 * chart shows its picture as its line arrives. A chart whose picture cannot be had (too many
 * rows, a spec the server cannot draw, a failed request) resolves undefined and draws live at
 * once, as before.
 */
import { apiFetch } from '../../runtime/widget-sdk/api-fetch.ts';
import { readJsonLines } from '../../runtime/core/json-lines.ts';
import { PICTURE_MAX_ROWS } from '../../runtime/core/charts/chart-picture.ts';
import { cutRows } from '../../runtime/core/charts/chart-prepare.ts';
import type { Yielder } from '../../runtime/widget-sdk/scheduling.ts';
import { createEmbedQueue } from './embed-queue.ts';
import { createBatcher } from './request-batcher.ts';
import type { SpecObject } from './graph-encodings.ts';

/** The route that draws pictures. */
export const PICTURES_PATH = '/api/v2/charts/pictures';

/** Charts one request carries at most (the server's limit: a dashboard's charts in one). */
export const PICTURE_BATCH = 32;

/**
 * How long the first chart of a request waits for others: until the end of the task that
 * asked for it (the charts of one React commit ask in one task). A timer's window fired only
 * once the main thread was free, after the rest of the dashboard's render and layout: 30 to
 * 280 ms after the first chart had its rows and size (docs/performance.md).
 */
export const PICTURE_WINDOW_MS = 0;

/**
 * While a pictures request is on its way, the charts asked for are gathered for this long (a
 * timer: it fires once the main thread is free, so the rest of the dashboard's render burst
 * goes in one second request) and then sent at once, rather than behind the first's last line.
 */
export const PICTURE_BUSY_WINDOW_MS = 16;

/**
 * Pictures requests on their way at once; what comes while two are on their way goes together
 * after an answer. Bounded: the requests before a new visit's last paint count (≤ 12).
 */
export const PICTURES_IN_FLIGHT = 2;

/** One chart as sent: its spec without rows (as /prepare gets it) and its rows. */
export interface PictureRequest {
  spec: SpecObject;
  values: unknown[];
}

/** One line of the route's answer: the chart at index `i`'s SVG, or why there is none. */
export interface PictureLine {
  i: number;
  svg?: string;
  none?: string;
}

/**
 * Sends one request, calling `onLine` with each line as it arrives; resolves when the answer
 * ends (tests pass their own).
 */
export type PostPictures = (
  locale: string,
  charts: PictureRequest[],
  onLine: (line: PictureLine) => void,
) => Promise<void>;

const postWithToken: PostPictures = async (locale, charts, onLine) => {
  await apiFetch<void>(PICTURES_PATH, {
    method: 'POST',
    body: { locale, charts },
    silent: true,
    headers: { accept: 'application/x-ndjson' },
    readBody: (response) => readJsonLines(response, (line) => onLine(line as PictureLine)),
  });
};

/** What is sent for `spec` (rows inline in its 'table' dataset); undefined: no picture. */
export function pictureRequest(spec: SpecObject): PictureRequest | undefined {
  const cut = cutRows(spec);
  if (!cut || !Array.isArray(cut.values) || cut.values.length > PICTURE_MAX_ROWS) return undefined;
  return { spec: cut.bare, values: cut.values as unknown[] };
}

/** Asks for the picture of `spec` in `locale`: its SVG, or undefined. */
export type AskPicture = (spec: SpecObject, locale: string) => Promise<string | undefined>;

/**
 * An {@link AskPicture} gathering the charts asked for within `windowMs` (0: within the task
 * that asked; while a request is on its way, {@link PICTURE_BUSY_WINDOW_MS}) into requests of at most `batch` charts of one locale, with at most `inFlight`
 * requests on their way (request-batcher.ts); each resolves as its line arrives. It never
 * rejects: a chart the answer left out, or whose request failed, resolves undefined.
 */
export function createPictureBatcher(
  post: PostPictures = postWithToken,
  windowMs = PICTURE_WINDOW_MS,
  batch = PICTURE_BATCH,
  inFlight = PICTURES_IN_FLIGHT,
): AskPicture {
  const ask = createBatcher<PictureRequest, string>({
    windowMs,
    busyWindowMs: Math.max(windowMs, PICTURE_BUSY_WINDOW_MS),
    batch,
    inFlight,
    send: (locale, charts, answer) =>
      post(locale, charts, (line) => {
        const svg = line?.svg;
        if (typeof line?.i !== 'number') return;
        answer(line.i, typeof svg === 'string' && svg.startsWith('<svg') ? svg : undefined);
      }),
  });
  return (spec, locale) => {
    const chart = pictureRequest(spec);
    return chart ? ask(locale, chart) : Promise.resolve(undefined);
  };
}

/** The page's pictures. */
export const askPicture: AskPicture = createPictureBatcher();

/** Gives the browser a turn and then waits until it is idle (at most `timeoutMs`). */
export function idleYielder(timeoutMs = 1000): Yielder {
  return () =>
    new Promise((resolve) => {
      const idle = (globalThis as { requestIdleCallback?: typeof requestIdleCallback })
        .requestIdleCallback;
      if (idle) idle(() => resolve(), { timeout: timeoutMs });
      else setTimeout(resolve, 50);
    });
}

/**
 * The live views of charts showing their picture: drawn one per idle period (a chart's
 * drawing is ~20 ms, a task of its own), after the page's first work is done. A chart the
 * reader reaches for leaves this queue for the page's embed queue.
 */
export const idleEmbedQueue = createEmbedQueue(idleYielder(), 0);
