import { describe, expect, it } from 'vitest';
import { ApiError } from './api/api-error.ts';
import { MAX_RETRIES, shouldRetry } from './swr-config.ts';

describe('SWR retry rule', () => {
  it.each([
    [new ApiError(500, 'boom'), 0, true],
    [new ApiError(0, 'network'), 1, true],
    [new ApiError(503, 'busy'), MAX_RETRIES, false],
    [new ApiError(403, 'forbidden'), 0, false],
    [new ApiError(404, 'missing'), 0, false],
    [new DOMException('stop', 'AbortError'), 0, false],
    [new Error('other'), 0, true],
  ])('%s after %i retries → %s', (error, count, expected) => {
    expect(shouldRetry(error, count)).toBe(expected);
  });
});
