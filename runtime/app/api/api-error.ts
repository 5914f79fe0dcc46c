/** A failed API call: the HTTP status (0 when no response arrived) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  /** Parsed JSON body of the error response, when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Is this the rejection of an aborted request (path change, unmounted component)? */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException || error instanceof Error) &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}

/**
 * The text to show for a failed call: the server's `message`, else the error's own text.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
