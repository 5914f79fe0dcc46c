import type { FastifyInstance } from 'fastify';
import { validateEntity } from '../../schemas/index.ts';
import type { LogPayload } from '../../schemas/generated/index.ts';
import { describeAjvErrors } from '../config/ajv-issues.ts';
import { canEditQueries, requireUser } from '../auth/roles.ts';
import type { AppContext } from '../http/context.ts';
import { createRateWindow, sendTooMany } from '../http/rate-window.ts';

/** Client levels (log-payload schema) → pino levels. */
const PINO_LEVEL = {
  debug: 'debug',
  info: 'info',
  warning: 'warn',
  error: 'error',
  critical: 'fatal',
} as const satisfies Record<LogPayload['level'], string>;

/** Largest log request body in bytes (a message is at most 8192 characters, see the schema). */
export const LOG_BODY_LIMIT = 16 * 1024;
/** Log entries a user may send per minute (NAVIGATOR_LOG_MAX_PER_MINUTE). */
export const DEFAULT_LOG_MAX_PER_MINUTE = 60;

/** The 429 text of a user past the log rate. */
export function tooManyLogEntriesMessage(seconds: number): string {
  return `Too many log entries. Try again in ${seconds} seconds.`;
}

/**
 * The pino level an entry is written at: client levels map one to one, except that only
 * super users and superusers may raise `critical` (pino `fatal`, which pages operators);
 * anyone else's critical entry is written at `error`, its claimed level kept in the entry.
 */
export function pinoLevelOf(
  level: LogPayload['level'],
  trusted: boolean,
): (typeof PINO_LEVEL)[LogPayload['level']] {
  if (level === 'critical' && !trusted) return PINO_LEVEL.error;
  return PINO_LEVEL[level];
}

function logRatePerMinute(env: NodeJS.ProcessEnv | undefined): number {
  const raw = env?.NAVIGATOR_LOG_MAX_PER_MINUTE;
  if (raw === undefined || raw === '') return DEFAULT_LOG_MAX_PER_MINUTE;
  if (!/^[1-9]\d*$/.test(raw)) {
    throw new Error(`NAVIGATOR_LOG_MAX_PER_MINUTE must be a positive integer (got "${raw}").`);
  }
  return Number(raw);
}

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
 * `schemas/log-payload.schema.json` (400 naming the field; the message is at most 8192
 * characters), written to the server's pino log at its level (warning → warn, critical →
 * fatal for super users, else error) with the signed-in user and tenant → 204. Bodies over
 * 16 KB answer 413; more than 60 entries a minute per user (NAVIGATOR_LOG_MAX_PER_MINUTE)
 * answer 429 with Retry-After.
 */
export async function logRoutes(
  app: FastifyInstance,
  ctx: Partial<Pick<AppContext, 'env'>>,
): Promise<void> {
  const rate = createRateWindow({ max: logRatePerMinute(ctx.env), windowMs: 60_000 });
  app.addHook('onClose', async () => rate.close());
  app.post(
    '/api/v1/log',
    { preHandler: app.authenticate, bodyLimit: LOG_BODY_LIMIT },
    async (request, reply) => {
      const user = requireUser(request);
      const wait = rate.take(`${user.tenant}\0${user.user_id}`);
      if (wait > 0) return sendTooMany(reply, wait, tooManyLogEntriesMessage(wait));
      const problem = invalidLogPayloadMessage(request.body);
      if (problem) return reply.code(400).send({ message: problem });
      const payload = request.body as LogPayload;
      const level = pinoLevelOf(payload.level, canEditQueries(user));
      request.log[level](
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
    },
  );
}
