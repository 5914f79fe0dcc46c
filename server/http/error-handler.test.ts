import { describe, expect, it } from 'vitest';
import { HttpError } from '../auth/http-error.ts';
import { StaleWriteError } from '../config/store-errors.ts';
import {
  DatasourceConfigError,
  DatasourceUnavailableError,
  QueryExecutionError,
  QueryTimeoutError,
} from '../query/query-errors.ts';
import { publicErrorOf } from './error-handler.ts';

const errno = (code: string, message: string) => Object.assign(new Error(message), { code });
const fastify = (statusCode: number, code: string, message: string) =>
  Object.assign(new Error(message), { statusCode, code });

describe('publicErrorOf', () => {
  it.each([
    ['HttpError', new HttpError(403, 'Forbidden here'), 403, 'Forbidden here'],
    ['QueryTimeoutError', new QueryTimeoutError(300), 408, 'Query timed out after 300 ms'],
    ['StaleWriteError', new StaleWriteError('changed', undefined), 409, 'changed'],
    [
      'a database message with a path',
      new QueryExecutionError('IO Error: Cannot open file "/etc/passwd"'),
      400,
      'IO Error: Cannot open file "<path>"',
    ],
    [
      'Fastify body too large',
      fastify(413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'Request body is too large'),
      413,
      'Request body is too large',
    ],
    [
      'ENAMETOOLONG with the absolute path',
      errno('ENAMETOOLONG', "ENAMETOOLONG: name too long, open '/srv/config/acme/x.json'"),
      400,
      'A name in the request is too long.',
    ],
    [
      'an unreachable datasource',
      new DatasourceUnavailableError('warehouse'),
      503,
      'Datasource warehouse is not reachable',
    ],
    [
      'a datasource config error quoting the engine',
      new DatasourceConfigError(
        'Datasource "demo": cannot open demo.duckdb: /srv/data/demo.duckdb',
      ),
      500,
      'Datasource "demo": cannot open demo.duckdb: <path>',
    ],
  ])('%s → its status and a clean message', (_name, error, status, message) => {
    const answer = publicErrorOf(error, 'req-7');
    expect(answer.statusCode).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it.each([
    ['ECONNREFUSED with host:port', errno('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:5432')],
    ['a stack overflow', new RangeError('Maximum call stack size exceeded')],
    ['a plain Error', new Error('/srv/navigator/server/x.ts exploded')],
    ['a thrown string', 'boom at db.internal:5432'],
    ['an error claiming 500', fastify(500, 'X', 'secret /path/here')],
  ])('%s → 500 Internal error with the request id only', (_name, error) => {
    const answer = publicErrorOf(error, 'req-7');
    expect(answer).toEqual({
      statusCode: 500,
      body: { message: 'Internal error', id: 'req-7' },
      log: 'error',
    });
  });
});
