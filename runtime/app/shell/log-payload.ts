/**
 * The client log entry of app-shell §3 (`schemas/log-payload.schema.json`): event, level,
 * message, date_tz, timezone, user{id, super}, environment{host, program, module}.
 */
import type { LogPayload } from '../../../schemas/generated/index.ts';

export type LogLevel = LogPayload['level'];

/** Levels from least to most severe. */
export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warning', 'error', 'critical'];

/** Where and by whom the entry was made. */
export interface LogContext {
  user: { user_id: number; userh: { super: boolean } } | undefined;
  host: string;
  program: string | undefined;
  module: string | undefined;
  /** IANA zone of the browser. */
  timezone: string;
  now: Date;
}

function pad(n: number): string {
  return String(Math.abs(Math.trunc(n))).padStart(2, '0');
}

/**
 * `date` as ISO 8601 with the local offset of the running zone (e.g.
 * `2026-11-21T09:30:00.000-05:00`), which is what `date_tz` means: the user's wall clock.
 */
export function isoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const ms = String(date.getMilliseconds()).padStart(3, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${ms}` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

/** Longest message the server accepts (log-payload.schema.json `message.maxLength`). */
export const MAX_LOG_MESSAGE = 8192;

/** `message` cut to {@link MAX_LOG_MESSAGE} characters, marked as cut. */
export function clipLogMessage(message: string): string {
  if (message.length <= MAX_LOG_MESSAGE) return message;
  const marker = ' [cut]';
  return message.slice(0, MAX_LOG_MESSAGE - marker.length) + marker;
}

/** Builds the payload of `POST /api/v1/log`. */
export function buildLogPayload(
  event: string,
  level: LogLevel,
  message: string,
  context: LogContext,
): LogPayload {
  return {
    event: event.trim() === '' ? 'client' : event,
    level,
    message: clipLogMessage(message),
    date_tz: isoWithOffset(context.now),
    timezone: context.timezone,
    user: { id: context.user?.user_id ?? null, super: context.user?.userh.super ?? false },
    environment: {
      host: context.host,
      program: context.program ?? null,
      module: context.module ?? null,
    },
  };
}

/** Whether an entry of `level` is sent given the logging setting (off, or a minimum level). */
export function shouldSend(
  level: LogLevel,
  setting: { enabled: boolean; minLevel: LogLevel },
): boolean {
  return setting.enabled && LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(setting.minLevel);
}

/**
 * The top-level fields of a response body that are null (app-shell §7: such a response is
 * logged). Arrays and scalars have no top-level fields.
 */
export function nullTopLevelFields(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.entries(body as Record<string, unknown>)
    .filter(([, value]) => value === null)
    .map(([key]) => key);
}

/** Is `value` a log level? */
export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}
