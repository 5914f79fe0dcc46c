/**
 * The JSON body parser: Fastify's own (with its prototype-poisoning checks) behind a depth
 * check. Deeply nested JSON parses fine but then overflows the stack of every recursive walk
 * after it (schema validation, key ordering, the config writer), so it is refused before
 * parsing with a clear 400 instead of a 500.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../auth/http-error.ts';

/** Most nesting levels of objects and arrays a request body may have. */
export const MAX_JSON_DEPTH = 64;

/** The 400 text of a body nested deeper than `maxDepth`. */
export function jsonTooDeepMessage(maxDepth: number): string {
  return `JSON nested deeper than ${maxDepth} levels`;
}

/**
 * Whether `text` nests objects/arrays deeper than `maxDepth` (brackets inside strings do not
 * count). One pass, no allocation; stops at the first level too deep. Malformed JSON is left
 * for the parser to report.
 */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/** Replaces the `application/json` parser by the depth-checked one. */
export function registerJsonBodyParser(
  app: FastifyInstance,
  maxDepth: number = MAX_JSON_DEPTH,
): void {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, maxDepth)) {
      done(new HttpError(400, jsonTooDeepMessage(maxDepth)), undefined);
      return;
    }
    parse(request, text, done);
  });
}
