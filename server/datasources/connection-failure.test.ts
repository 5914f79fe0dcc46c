import { describe, expect, it } from 'vitest';
import { QueryTimeoutError } from '../query/query-errors.ts';
import { isConnectionFailure } from './postgres-datasource.ts';

const withCode = (message: string, code?: string) =>
  Object.assign(new Error(message), code === undefined ? {} : { code });

describe('isConnectionFailure', () => {
  it.each([
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5433', 'ECONNREFUSED'), true],
    ['reset', withCode('read ECONNRESET', 'ECONNRESET'), true],
    ['unknown host', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND'), true],
    ['pool connect timeout', withCode('Connection terminated due to connection timeout'), true],
    ['pool queue timeout', withCode('timeout exceeded when trying to connect'), true],
    ['lost mid-statement', withCode('Connection terminated unexpectedly'), true],
    [
      'statement cancelled',
      withCode('canceling statement due to statement timeout', '57014'),
      false,
    ],
    ['wrong password', withCode('password authentication failed for user "x"', '28P01'), false],
    ['syntax error', withCode('syntax error at or near "selec"', '42601'), false],
    ['our own timeout', new QueryTimeoutError(100), false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isConnectionFailure(error)).toBe(expected);
  });
});
