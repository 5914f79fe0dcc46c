/**
 * What each route takes and answers, for `/api/openapi.json`. Request bodies point at the
 * JSON Schemas the routes validate with (schemas/*.schema.json, and the conditions-save
 * envelope of dashboard-conditions.ts); a route that validates its body by hand says what it
 * takes in words. The OpenAPI test fails for a registered route missing here, and calls every
 * route here to check that what it answers is documented.
 */
import { DATA_ROUTE_DOCS, TENANT_404 } from './openapi-data-routes.ts';

/** How a route is authorized. */
export type RouteAuth = 'public' | 'token' | 'metrics';

/** A request body: a schema file of schemas/ (by component name) or an inline schema. */
export interface BodyDoc {
  description: string;
  /** Component name (`widget` for schemas/widget.schema.json) or an inline JSON Schema. */
  schema?: string | Record<string, unknown>;
  /** Content types it takes (default application/json). */
  contentTypes?: string[];
  required?: boolean;
}

/** One route's documentation. */
export interface RouteDoc {
  summary: string;
  auth: RouteAuth;
  query?: Record<string, { description: string; required?: boolean }>;
  headers?: Record<string, string>;
  body?: BodyDoc;
  /** Status → description; 401 (token routes) and 503 (draining) are added for every route. */
  responses: Record<number, string>;
  /** Schema of the 200 answer: a component name, when the answer is one. */
  ok?: string;
  /** Content type of the success answer (default application/json). */
  produces?: string;
}

/** A token route whose only answer of its own is the 200 (401 and 503 are added for all). */
function tokenRoute(summary: string, ok: string): RouteDoc {
  return { summary, auth: 'token', responses: { 200: ok } };
}

/** The routes described here, by `METHOD url` as Fastify registers them. */
const DOCS: Readonly<Record<string, RouteDoc>> = {
  ...DATA_ROUTE_DOCS,
  'GET /api/health': {
    summary: 'Liveness: always 200 while the process serves; status ok or degraded',
    auth: 'public',
    responses: { 200: 'the health report' },
    ok: 'HealthReport',
  },
  'GET /api/ready': {
    summary: 'Readiness: 200 when Redis and every datasource answer and the node is not draining',
    auth: 'public',
    responses: {
      200: 'ready (the health report)',
      503: 'not ready: a dependency down, or draining',
    },
    ok: 'HealthReport',
  },
  'GET /api/openapi.json': {
    summary: 'This OpenAPI 3.1 document',
    auth: 'public',
    responses: { 200: 'the document' },
  },
  'GET /metrics': {
    summary: 'Prometheus metrics (text format 0.0.4)',
    auth: 'metrics',
    responses: {
      200: 'the metrics',
      401: 'NAVIGATOR_METRICS_TOKEN is set and the bearer is missing or wrong',
      403: 'no token is set and the request is not a direct one from this machine',
    },
    produces: 'text/plain',
  },
  'GET /ws/navigator': {
    summary:
      'Websocket (?token=, &close=1): frames {"message": any} are echoed; a refused token closes with 4401',
    auth: 'public',
    query: {
      token: { description: 'session token' },
      close: { description: '1: close after the first answer' },
    },
    responses: { 101: 'switching to the websocket', 404: 'not a websocket upgrade request' },
  },
  'POST /api/v2/services/queries/troc_client_tenant': {
    summary: "The Host's tenant branding, login providers and slideshow (login page)",
    auth: 'public',
    responses: { 200: 'the tenant', 404: TENANT_404 },
  },
  'POST /api/v1/auth/methods': {
    summary: "The Host's tenant login methods",
    auth: 'public',
    responses: { 200: 'AuthMethodInfo[]', 404: TENANT_404 },
  },
  'GET /api/v2/services/images/:image_id': {
    summary: "An image of the Host's tenant (logo, slides)",
    auth: 'public',
    responses: { 200: 'the image', 404: TENANT_404 },
    produces: 'image/*',
  },
  'POST /api/v1/login': {
    summary: 'Log in: {token, user, expires_at}',
    auth: 'public',
    headers: { 'x-auth-method': 'BasicAuth (or another method the tenant offers)' },
    body: {
      description:
        '{username | email, password}, or Authorization: Basic; checked by the auth service (400 names what is missing)',
      schema: {
        type: 'object',
        properties: {
          username: { type: 'string' },
          email: { type: 'string' },
          password: { type: 'string' },
        },
      },
      contentTypes: ['application/json', 'application/x-www-form-urlencoded'],
    },
    responses: {
      200: '{token, user: SessionPayload, expires_at}',
      400: 'unknown method or missing credentials',
      403: 'Invalid username or password.',
      404: TENANT_404,
      429: 'too many failures (Retry-After)',
    },
  },
  'GET /api/v1/login': tokenRoute(
    'The session of the token: {email, token, session}',
    '{email, token, session}',
  ),
  'GET /api/v1/logout': tokenRoute('Revoke the session', '{message}'),
  'GET /api/v1/user/session': tokenRoute('{email, session}', '{email, session}'),
  'GET /api/v1/check_session/': tokenRoute('{user_id, sessionid}', '{user_id, sessionid}'),
  'POST /api/v1/log': {
    summary: 'A client log entry, written to the server log',
    auth: 'token',
    body: { description: 'the log payload', schema: 'log-payload', required: true },
    responses: {
      204: 'logged',
      400: 'names the invalid field',
      413: 'body over 16 KB',
      429: 'too many entries (Retry-After)',
    },
  },
  'POST /api/v2/dashboards/:dashboard_id/answers': {
    summary:
      "A dashboard's first answers in one call: NDJSON, one line per query as it finishes ({i, cached, truncated, rows} or {i, status, message})",
    auth: 'token',
    body: {
      description:
        '{"queries": [{slug, conditions}, …]}: at most 64 queries of the dashboard\'s own widgets',
      required: true,
    },
    responses: {
      200: 'application/x-ndjson, gzip and flushed per line when accepted',
      400: 'names what is wrong with the body',
      403: "a dashboard of a program that is not the user's",
      404: 'no such dashboard in this tenant',
    },
  },
  'POST /api/v2/charts/prepare': {
    summary:
      'Chart specs (without rows) compiled by vega-lite, trimmed for the canvas and parsed by vega, cached: {vega, vegaLite, charts: [{runtime, input} | {vega} | {error}]}',
    auth: 'token',
    body: { description: '{"specs": [spec, …]}: 1 to 64 JSON objects', required: true },
    responses: {
      200: 'one answer per spec, in order (gzip when accepted)',
      400: 'names what is wrong with the body or which spec is not an object',
      413: 'body over 1 MB',
      429: 'too many requests (Retry-After)',
    },
  },
  'POST /api/v2/charts/pictures': {
    summary:
      "Charts' first pictures: each spec (as sent to /prepare; one not prepared yet is prepared here, sharing the compile of a /prepare of it) drawn with its rows by vega on the server, as SVG in the locale's formats, streamed as application/x-ndjson: one line {i, svg} | {i, none: why} per chart as it is drawn",
    auth: 'token',
    body: {
      description:
        '{"locale"?: "es", "charts": [{"spec": object, "values": [row, …]}, …]}: 1 to 32 charts (a dashboard\'s charts in one request), at most 2000 rows each',
      required: true,
    },
    responses: {
      200: 'application/x-ndjson: one line per chart ({i: its index in the body, svg} or {i, none: why}), in drawing order, each flushed as drawn (gzip, flushed per line, when accepted)',
      400: 'names what is wrong with the body or the limit it passes',
      413: 'body over 4 MB',
      429: 'too many requests (Retry-After)',
    },
  },
  'GET /api/v2/services/queries/troc_programs_list': {
    summary: "{data: [program]}: the user's programs",
    auth: 'token',
    responses: { 200: '{data: [program]}' },
  },
  'POST /api/v2/services/queries/programs': {
    summary: "The user's programs with the fields asked for",
    auth: 'token',
    body: {
      description:
        '{fields?, where_cond?}: field names of program.schema.json (400 names an unknown one)',
      schema: {
        type: 'object',
        properties: {
          fields: { type: 'array', items: { type: 'string' } },
          where_cond: { type: 'object' },
        },
      },
    },
    responses: { 200: '[program]', 400: 'an unknown field' },
  },
  'GET /api/v2/modules': {
    summary: "A program's modules with their dashboards",
    auth: 'token',
    query: { program_slug: { description: 'the program', required: true } },
    responses: {
      200: '[module]',
      400: 'no program_slug',
      403: 'not your program',
      404: TENANT_404,
    },
  },
  'GET /api/v2/dashboard/info': {
    summary: "A dashboard's module and program",
    auth: 'token',
    query: { dashboard_duid: { description: 'the dashboard id', required: true } },
    responses: {
      200: '{data: {modules, programs}}',
      400: 'no dashboard_duid',
      403: 'not your program',
      404: TENANT_404,
    },
  },
  'GET /api/v2/bootstrap': {
    summary:
      "What the shell asks for on start, in one answer: {email, session} (as GET /api/v1/user/session), programs (as POST /api/v2/services/queries/programs with the shell's fields, the user's active programs), modules {program_slug: [module]} of each of them (as GET /api/v2/modules), tenant (the item of POST /api/v2/services/queries/troc_client_tenant), variables (as GET /api/v2/variables/{program_slug}, when program_slug is a listed program) and images {image_id: data URL} (the logo when small)",
    auth: 'token',
    query: { program_slug: { description: 'the program whose variables to include' } },
    responses: {
      200: '{email, session, programs, modules, tenant, variables?, images}',
      404: TENANT_404,
    },
  },
  'GET /api/v2/variables/:program_slug': {
    summary: "A program's operational variables {name: value}",
    auth: 'token',
    responses: { 200: '{name: value}', 403: 'not your program', 404: TENANT_404 },
  },
};

/** Second spellings of a route (trailing slash, v1/v2 paths): the same call. */
const ALIASES: Readonly<Record<string, string>> = {
  'GET /api/v1/check_session': 'GET /api/v1/check_session/',
  'GET /api/v2/queries': 'GET /api/v2/queries/',
  'PUT /api/v2/queries': 'PUT /api/v2/queries/',
  'POST /api/v2/services/queries/': 'POST /api/v2/services/queries',
  'GET /api/v2/services/user/session': 'GET /api/v1/user/session',
  'POST /api/v1/logout': 'GET /api/v1/logout',
};

/** Every route, by `METHOD url` as Fastify registers it (HEAD routes follow their GET). */
export const ROUTE_DOCS: Readonly<Record<string, RouteDoc>> = {
  ...DOCS,
  ...Object.fromEntries(
    Object.entries(ALIASES).flatMap(([alias, key]) => (DOCS[key] ? [[alias, DOCS[key]]] : [])),
  ),
};
