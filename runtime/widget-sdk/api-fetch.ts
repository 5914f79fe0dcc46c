/**
 * An authenticated call to the Navigator API for widgets that talk to the server themselves
 * (the writing widgets of issue 28): the signed-in user's bearer token, JSON in and out, and a
 * failed answer rejected as an {@link ApiError} carrying the status, the server's `message` and
 * its parsed body (a 422's failing rows, a 400's errors).
 */
import { ApiError } from '../app/api/api-error.ts';
import { getToken, TOKEN_TYPE } from './data.ts';

/** A failed API call: the HTTP status, the server's message and the parsed answer (`body`). */
export { ApiError };

export interface ApiFetchInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Sent as JSON, or as it is when a Blob (a File), a string or FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls `path` as the signed-in user; resolves with the parsed JSON answer. */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  const token = getToken();
  if (token) headers.set('authorization', `${TOKEN_TYPE} ${token}`);
  let body: BodyInit | undefined;
  if (init.body instanceof Blob || init.body instanceof FormData || typeof init.body === 'string') {
    body = init.body;
  } else if (init.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.body);
  }
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const response = await fetch(path, { method, headers, body, signal: init.signal });
  const text = await response.text();
  let parsed: unknown = text === '' ? undefined : text;
  try {
    parsed = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    // Not JSON: keep the text.
  }
  if (!response.ok) {
    const message =
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { message?: unknown }).message === 'string'
        ? (parsed as { message: string }).message
        : response.statusText || `HTTP ${response.status}`;
    throw new ApiError(response.status, message, parsed);
  }
  return parsed as T;
}
