/**
 * An error that carries its HTTP status. Fastify's error handler answers a thrown error with
 * its `statusCode` and a JSON body holding `message`, so route code can simply throw one.
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}
