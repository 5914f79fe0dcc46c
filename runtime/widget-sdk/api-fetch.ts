/**
 * An authenticated JSON call for widgets that fetch beyond the rows the container hands them
 * (the server-side table's pages): the session token as the Authorization header, the JSON
 * body, and the server's `message` as the error text.
 */
import { getToken, TOKEN_TYPE } from './data.ts';

/** A failed call: the HTTP status and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface WidgetFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls `path` on the Navigator server as the signed-in user; resolves with the JSON answer. */
export async function apiFetch<T>(path: string, options: WidgetFetchOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `${TOKEN_TYPE} ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const message =
      json &&
      typeof json === 'object' &&
      typeof (json as { message?: unknown }).message === 'string'
        ? (json as { message: string }).message
        : `${response.status} ${response.statusText}`;
    throw new ApiError(response.status, message);
  }
  return json as T;
}
