/**
 * Client logging to `POST /api/v1/log` (app-shell §3, §7). Entries below the configured level,
 * or all of them when logging is off, stay in the browser console. The setting lives in the
 * local database (`dbNavV3.settings.logging`, default `{enabled: true, minLevel: 'info'}`), so
 * support can turn on debug logging for one browser:
 * `localStorage['dbNavV3.settings.logging'] = '{"enabled":true,"minLevel":"debug"}'`.
 */
import { getToken, onApiResponse } from '../api/client.ts';
import { postLog } from '../api/endpoints.ts';
import { localDb } from '../api/local-db.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { afterPageSettled } from './page-settled.ts';
import {
  buildLogPayload,
  isLogLevel,
  nullTopLevelFields,
  shouldSend,
  type LogLevel,
} from './log-payload.ts';

/** The logging setting. */
export interface LoggingSetting {
  enabled: boolean;
  minLevel: LogLevel;
}

export const DEFAULT_LOGGING: LoggingSetting = { enabled: true, minLevel: 'info' };
const SETTING_KEY = 'settings.logging';

/** The logging setting of this browser. */
export function loggingSetting(): LoggingSetting {
  const stored = localDb.get<Partial<LoggingSetting>>(SETTING_KEY);
  return {
    enabled: typeof stored?.enabled === 'boolean' ? stored.enabled : DEFAULT_LOGGING.enabled,
    minLevel: isLogLevel(stored?.minLevel) ? stored.minLevel : DEFAULT_LOGGING.minLevel,
  };
}

/** Changes the logging setting of this browser. */
export function setLoggingSetting(setting: LoggingSetting): void {
  localDb.set(SETTING_KEY, setting);
}

const CONSOLE: Record<LogLevel, (...args: unknown[]) => void> = {
  debug: (...a) => console.debug(...a),
  info: (...a) => console.info(...a),
  warning: (...a) => console.warn(...a),
  error: (...a) => console.error(...a),
  critical: (...a) => console.error(...a),
};

/**
 * Logs an event: to the console always, and to the server when the setting allows the level
 * and someone is logged in (the log call needs a token). Never throws.
 */
export function clientLog(event: string, level: LogLevel, message: string): void {
  CONSOLE[level](`[navigator] ${event}: ${message}`);
  if (!shouldSend(level, loggingSetting()) || !getToken()) return;
  const payload = buildLogPayload(event, level, message, {
    user: navigatorStore.user,
    host: window.location.host,
    program: navigatorStore.routeIds.program,
    module: navigatorStore.routeIds.module,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    now: new Date(),
  });
  // After the page's last paint: a log is never what the visitor waits for (issue 30).
  afterPageSettled(() => {
    postLog(payload).catch(() => {
      // A log that cannot be sent must not raise another log or a toast.
    });
  });
}

const reportedNullFields = new Set<string>();

/**
 * Starts logging responses whose top-level fields include nulls (app-shell §7), once per
 * path and field list per page load. Returns the function that stops it.
 */
export function startNullFieldLogging(): () => void {
  return onApiResponse(({ path, method, body }) => {
    if (path.startsWith('/api/v1/log')) return;
    const fields = nullTopLevelFields(body);
    if (fields.length === 0) return;
    const key = `${method} ${path} ${fields.join(',')}`;
    if (reportedNullFields.has(key)) return;
    reportedNullFields.add(key);
    clientLog('api_null_fields', 'info', `${method} ${path}: null fields ${fields.join(', ')}`);
  });
}
