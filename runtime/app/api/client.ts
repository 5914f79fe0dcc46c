/**
 * The one way the viewer talks to the API (app-shell §6–§8): JSON in and out, the bearer token
 * from storage, no request at all without a token (the access-error overlay shows instead),
 * the 401/403 overlay rules, the API error flag, the progress bar, and cancellation when the
 * path changes.
 */
import { ApiError, isAbortError } from './api-error.ts';
import { abortPendingRequests, anySignal, navigationSignal } from './abort-registry.ts';
import { authErrorFlagFor } from './auth-rules.ts';
import { clearToken, getToken, setToken, TOKEN_TYPE } from './local-db.ts';
import { createRequestTracker, type RequestTracker } from './request-tracker.ts';
import { navigatorStore } from '../stores/navigator-store.ts';

export { ApiError, isAbortError, errorMessage } from './api-error.ts';
export { getToken, setToken, clearToken };
export { abortPendingRequests };

/** Options of {@link apiFetch}. */
export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Sent as JSON (strings and FormData/URLSearchParams as they are). */
  body?: unknown;
  signal?: AbortSignal;
  /** A public call (tenant, login): sent without a token and made even when there is none. */
  ignoreToken?: boolean;
  headers?: Record<string, string>;
  /** Keep the call alive across path changes (program list, logging). */
  keepOnNavigation?: boolean;
  /** Don't move the progress bar (background calls such as logging). */
  silent?: boolean;
  /** Called with a successful response's headers (before the body is returned). */
  onHeaders?: (headers: Headers) => void;
  /**
   * Reads a successful response's body instead of parsing it as JSON (a stream read as it
   * arrives); what it resolves with is the call's answer. Called after `onHeaders`.
   */
  readBody?: (response: Response) => Promise<unknown>;
}

/** What the client reports after each call (the client logger listens). */
export interface ApiResponseEvent {
  path: string;
  method: string;
  status: number;
  body: unknown;
}

type ResponseListener = (event: ApiResponseEvent) => void;
const responseListeners = new Set<ResponseListener>();

/** Calls `listener` after every successful JSON response; returns the unsubscribe function. */
export function onApiResponse(listener: ResponseListener): () => void {
  responseListeners.add(listener);
  return () => responseListeners.delete(listener);
}

let tracker: RequestTracker | undefined;

/** Calls sent and not yet answered (their bodies read), silent ones included. */
let inFlight = 0;

/** How many API calls are on their way now (shell/page-settled.ts waits for none). */
export function requestsInFlight(): number {
  return inFlight;
}

/** Connects the progress bar (main.tsx does it once with Mantine's nprogress). */
export function setRequestTracker(next: RequestTracker | undefined): void {
  tracker = next;
}

export { createRequestTracker };

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob
  ) {
    return body;
  }
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function messageOf(body: unknown, response: Response): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  if (typeof body === 'string' && body.trim() !== '' && body.length < 300) return body;
  return response.statusText || `HTTP ${response.status}`;
}

/**
 * Calls the API and resolves with the parsed JSON body (undefined for an empty body).
 *
 * Without a stored token and without `ignoreToken` it makes no request: it raises the
 * access-error overlay (`navigatorStore.showErrorAuth = 403`) and rejects with ApiError 403.
 * A failed response rejects with ApiError(status, server message), sets `error_api`, and sets
 * the overlay per {@link authErrorFlagFor}. Pending calls are aborted when the path changes
 * unless `keepOnNavigation`.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers = new Headers(options.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (!options.ignoreToken) {
    const token = getToken();
    if (!token) {
      navigatorStore.showErrorAuth = 403;
      throw new ApiError(403, 'You are not logged in.');
    }
    headers.set('authorization', `${TOKEN_TYPE} ${token}`);
  }
  const signal = anySignal([
    options.signal,
    options.keepOnNavigation ? undefined : navigationSignal(),
  ]);
  const body = encodeBody(options.body, headers);
  const track = !options.silent ? tracker : undefined;
  track?.begin();
  inFlight += 1;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, signal });
  } catch (error) {
    track?.end();
    inFlight -= 1;
    if (isAbortError(error) || signal.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    navigatorStore.error_api = message;
    throw new ApiError(0, message);
  }
  let parsed: unknown;
  try {
    if (response.ok && options.readBody) {
      navigatorStore.error_api = false;
      options.onHeaders?.(response.headers);
      return (await options.readBody(response)) as T;
    }
    parsed = await readBody(response);
  } finally {
    track?.end();
    inFlight -= 1;
  }
  if (!response.ok) {
    const flag = authErrorFlagFor(response.status, response.url || path);
    if (flag !== undefined) navigatorStore.showErrorAuth = flag;
    const message = messageOf(parsed, response);
    navigatorStore.error_api = message;
    throw new ApiError(response.status, message, parsed);
  }
  navigatorStore.error_api = false;
  options.onHeaders?.(response.headers);
  for (const listener of responseListeners) {
    listener({ path, method, status: response.status, body: parsed });
  }
  return parsed as T;
}
