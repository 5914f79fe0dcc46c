/**
 * `GET /api/openapi.json`: an OpenAPI 3.1 document of every route the app registered
 * (collected with Fastify's onRoute hook, so a new route cannot be left out unnoticed), with
 * the project's JSON Schemas (schemas/*.schema.json) as components and the route details of
 * openapi-routes.ts. HEAD routes that Fastify adds for each GET are not listed separately.
 */
import type { FastifyInstance } from 'fastify';
import { schemaFiles, schemas } from '../../schemas/index.ts';
import { ROUTE_DOCS, type RouteDoc } from './openapi-routes.ts';

/** A route as registered: its method and Fastify URL pattern. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Route prefixes the document covers (the API, its websocket, the metrics). */
const DOCUMENTED = [/^\/api\//, /^\/ws\//, /^\/metrics$/];
/** The catch-all that answers 404 for unknown API calls is not an operation. */
const NOT_OPERATIONS = new Set(['/api/*']);

/** Whether a registered route belongs in the document. */
export function isDocumented(route: RegisteredRoute): boolean {
  return (
    route.method !== 'HEAD' &&
    !NOT_OPERATIONS.has(route.url) &&
    DOCUMENTED.some((pattern) => pattern.test(route.url))
  );
}

/** Starts collecting the routes registered from now on (call before registering them). */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) routes.push({ method: method.toUpperCase(), url: options.url });
  });
  return routes;
}

/** `/a/:id/*` → `/a/{id}/{path}` and the names of its path parameters. */
export function openApiPath(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        params.push(part.slice(1));
        return `{${part.slice(1)}}`;
      }
      if (part === '*') {
        params.push('path');
        return '{path}';
      }
      return part;
    })
    .join('/');
  return { path, params };
}

/** The component name of a schema file: `widget.schema.json` → `widget`. */
export const componentName = (file: string) => file.replace(/\.schema\.json$/, '');

const messageContent = {
  'application/json': { schema: { $ref: '#/components/schemas/Message' } },
};

function operation(doc: RouteDoc, params: string[]): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  const statuses: Record<number, string> = { ...doc.responses };
  if (doc.auth === 'token')
    statuses[401] ??= 'missing, invalid, expired, revoked or other-tenant token';
  statuses[503] ??= 'the node is draining for shutdown (Retry-After)';
  for (const [status, description] of Object.entries(statuses)) {
    const code = Number(status);
    if (code === 101 || code === 204) responses[status] = { description };
    else if (code >= 400) responses[status] = { description, content: messageContent };
    else {
      const schema = doc.ok ? { $ref: `#/components/schemas/${doc.ok}` } : {};
      responses[status] = {
        description,
        content: { [doc.produces ?? 'application/json']: { schema } },
      };
    }
  }
  const parameters = [
    ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...Object.entries(doc.query ?? {}).map(([name, query]) => ({
      name,
      in: 'query',
      required: query.required ?? false,
      description: query.description,
      schema: { type: 'string' },
    })),
    ...Object.entries(doc.headers ?? {}).map(([name, description]) => ({
      name,
      in: 'header',
      description,
      schema: { type: 'string' },
    })),
  ];
  const result: Record<string, unknown> = { summary: doc.summary, responses };
  if (parameters.length > 0) result.parameters = parameters;
  if (doc.auth === 'token') result.security = [{ session: [] }];
  if (doc.auth === 'metrics') result.security = [{}, { metrics: [] }];
  if (doc.body) {
    const schema =
      typeof doc.body.schema === 'string'
        ? { $ref: `#/components/schemas/${doc.body.schema}` }
        : (doc.body.schema ?? {});
    result.requestBody = {
      description: doc.body.description,
      required: doc.body.required ?? false,
      content: Object.fromEntries(
        (doc.body.contentTypes ?? ['application/json']).map((type) => [type, { schema }]),
      ),
    };
  }
  return result;
}

/** Routes registered but not described in openapi-routes.ts (the test lists them). */
export function undocumentedRoutes(routes: readonly RegisteredRoute[]): string[] {
  return routes
    .filter(isDocumented)
    .map((route) => `${route.method} ${route.url}`)
    .filter((key) => !ROUTE_DOCS[key]);
}

/** The OpenAPI 3.1 document of `routes` (undescribed routes appear with a summary saying so). */
export function openApiDocument(routes: readonly RegisteredRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes.filter(isDocumented)) {
    const { path, params } = openApiPath(route.url);
    const doc = ROUTE_DOCS[`${route.method} ${route.url}`] ?? {
      summary: 'Not described yet',
      auth: 'public',
      responses: {},
    };
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(doc, params);
  }
  const components: Record<string, unknown> = {
    Message: {
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' } },
    },
    HealthReport: {
      type: 'object',
      required: ['status', 'dependencies'],
      properties: {
        status: { enum: ['ok', 'degraded', 'draining'] },
        dependencies: {
          type: 'object',
          properties: {
            redis: { enum: ['ok', 'down', 'not configured'] },
            datasources: { type: 'object', additionalProperties: { enum: ['ok', 'down'] } },
          },
        },
        problems: { type: 'array', items: { type: 'object' } },
      },
    },
  };
  for (const file of schemaFiles) components[componentName(file)] = schemas[file];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Navigator API',
      version,
      description:
        'Every call is answered for the tenant named by the Host header ({tenant}.example.com). Components are the JSON Schemas of schemas/ (draft-07, each keeps its $schema and $id).',
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : 1))),
    components: {
      schemas: components,
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        metrics: { type: 'http', scheme: 'bearer', description: 'NAVIGATOR_METRICS_TOKEN' },
      },
    },
  };
}

/** Registers `GET /api/openapi.json` over the routes `collected` so far (built on first call). */
export function registerOpenApiRoute(
  app: FastifyInstance,
  collected: readonly RegisteredRoute[],
  version: string,
): void {
  let document: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(collected, version));
    return reply.type('application/json').send(document);
  });
}
