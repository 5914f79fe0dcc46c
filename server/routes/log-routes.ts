import type { FastifyInstance } from 'fastify';
import { validateEntity } from '../../schemas/index.ts';
import type { LogPayload } from '../../schemas/generated/index.ts';
import { describeAjvErrors } from '../config/ajv-issues.ts';
import { requireUser } from '../auth/roles.ts';
import type { AppContext } from '../http/context.ts';

/** Client levels (log-payload schema) → pino levels. */
const PINO_LEVEL = {
  debug: 'debug',
  info: 'info',
  warning: 'warn',
  error: 'error',
  critical: 'fatal',
} as const satisfies Record<LogPayload['level'], string>;

/** 400 text for a log payload that fails the schema: the first problem, with its field. */
export function invalidLogPayloadMessage(body: unknown): string | undefined {
  const errors = validateEntity('log-payload.schema.json', body);
  if (errors.length === 0) return undefined;
  const issue = describeAjvErrors(errors, body)[0];
  if (!issue) return 'Invalid log payload.';
  return `Invalid log payload: ${issue.pointer === '' ? 'the body' : issue.pointer} ${issue.message}.`;
}

/**
 * `POST /api/v1/log` (token): a client log entry (app-shell §3 log payload), checked against
 * `schemas/log-payload.schema.json` (400 naming the field), written to the server's pino log at
 * its level (warning → warn, critical → fatal) with the signed-in user and tenant → 204.
 */
export async function logRoutes(app: FastifyInstance, _ctx: Partial<AppContext>): Promise<void> {
  app.post('/api/v1/log', { preHandler: app.authenticate }, async (request, reply) => {
    const user = requireUser(request);
    const problem = invalidLogPayloadMessage(request.body);
    if (problem) return reply.code(400).send({ message: problem });
    const payload = request.body as LogPayload;
    request.log[PINO_LEVEL[payload.level]](
      {
        source: 'client',
        tenant: user.tenant,
        user_id: user.user_id,
        username: user.username,
        client: payload,
      },
      `client ${payload.event}: ${payload.message}`,
    );
    return reply.code(204).send();
  });
}
