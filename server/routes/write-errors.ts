/**
 * How the write routes answer a refused config write: the spec's text in `message` where the
 * spec has one, the reason in `reason` (naming the field), and for invalid content every
 * problem with the field it is about and where it would have been in the file.
 */
import type { FastifyReply } from 'fastify';
import { HttpError } from '../auth/http-error.ts';
import type { Problem } from '../config/config-types.ts';
import { decodePointer } from '../config/json-pointer.ts';
import {
  EntityNotFoundError,
  InvalidEntityError,
  StaleWriteError,
  ConfigConflictError,
} from '../config/store-errors.ts';

/** One problem of a refused write, as the API returns it. */
export interface FieldProblem {
  /** Dotted path of the field in the payload (`title`, `query_slug.slug`, `params.0.type`). */
  field: string;
  message: string;
  /** The config file, line and column the problem would have been at. */
  file: string;
  line: number;
  column: number;
}

/** The body of a refused write. */
export interface WriteErrorBody {
  message: string;
  reason: string;
  problems?: FieldProblem[];
  /** For 409: the version on disk now. */
  version?: string;
  /** For 409 from the config remote: the other node's commit that changed the same file. */
  other?: import('../config/store-errors.ts').CommitInfo;
}

/**
 * Problems as fields of the payload: pointers under `base` (the widget's pointer inside its
 * dashboard, `''` for a whole entity) lose that prefix; problems in a query's `.sql` file are
 * about `query_raw`; problems in other files keep their file in the field name.
 */
export function fieldProblems(
  problems: readonly Problem[],
  ownFile: string,
  base = '',
): FieldProblem[] {
  return problems.map((problem) => {
    let field: string;
    if (problem.file.endsWith('.sql')) field = 'query_raw';
    else if (problem.file !== ownFile) field = `${problem.file}#${problem.pointer}`;
    else if (base && (problem.pointer === base || problem.pointer.startsWith(`${base}/`)))
      field = dotted(problem.pointer.slice(base.length)) || '(widget)';
    else field = dotted(problem.pointer) || '(file)';
    return {
      field,
      message: problem.message,
      file: problem.file,
      line: problem.line,
      column: problem.column,
    };
  });
}

function dotted(pointer: string): string {
  return decodePointer(pointer).join('.');
}

/** `field: message; field: message`. */
export function describeFieldProblems(problems: readonly FieldProblem[]): string {
  return problems.map((p) => `${p.field}: ${p.message}`).join('; ');
}

/**
 * Answers a failed write. `message` replaces the error's own text when the spec has one for
 * the call ('Your slug could not be saved.'); the error's text then goes in `reason`.
 * Errors other than the store's and HttpError are rethrown (500 from Fastify).
 */
export function sendWriteError(
  reply: FastifyReply,
  error: unknown,
  options: { message?: string; ownFile: string; base?: string },
) {
  const body = (reason: string, extra: Partial<WriteErrorBody> = {}): WriteErrorBody => ({
    message: options.message ?? reason,
    reason,
    ...extra,
  });
  if (error instanceof InvalidEntityError) {
    const problems = fieldProblems(error.problems, options.ownFile, options.base);
    return reply.code(400).send(body(describeFieldProblems(problems), { problems }));
  }
  if (error instanceof ConfigConflictError) {
    return reply.code(409).send(body(error.message, error.other ? { other: error.other } : {}));
  }
  if (error instanceof StaleWriteError) {
    return reply
      .code(409)
      .send(body(error.message, error.currentVersion ? { version: error.currentVersion } : {}));
  }
  if (error instanceof EntityNotFoundError || error instanceof HttpError) {
    const status = error instanceof HttpError ? error.statusCode : 404;
    return reply.code(status).send(body(error.message));
  }
  throw error;
}
