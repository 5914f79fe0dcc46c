import { describe, expect, it } from 'vitest';
import { redactInternals } from './redact-internals.ts';

describe('redactInternals', () => {
  it.each([
    ['connect ECONNREFUSED 127.0.0.1:5433', 'connect ECONNREFUSED <address>'],
    ['connect ECONNREFUSED ::1:5433', 'connect ECONNREFUSED <address>'],
    ['getaddrinfo ENOTFOUND db.internal.example.com:5432', 'getaddrinfo ENOTFOUND <address>'],
    ['cannot reach localhost:6379', 'cannot reach <address>'],
    [
      "ENAMETOOLONG: name too long, open '/tmp/navigator-config-x/acme/queries/aaa.json'",
      "ENAMETOOLONG: name too long, open '<path>'",
    ],
    ['IO Error: Cannot open file "/etc/passwd"', 'IO Error: Cannot open file "<path>"'],
    ['open C:\\data\\demo.duckdb failed', 'open <path> failed'],
    ['boom\n    at f (/srv/app/x.ts:1:2)\n    at g (node:internal)', 'boom'],
  ])('scrubs %j', (message, expected) => {
    expect(redactInternals(message)).toBe(expected);
  });

  it.each([
    'Query timed out after 300 ms',
    'Binder Error: column "a/b" not found',
    'division: sales / 2 at 12:30',
    'Invalid log payload: /level must be equal to one of the allowed values.',
    'Datasource "demo" is not reachable',
    'where_cond.date: expected 2024-01-01/2024-02-01',
  ])('leaves %j as it is', (message) => {
    expect(redactInternals(message)).toBe(message);
  });
});
