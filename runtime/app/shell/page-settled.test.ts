import { describe, expect, it } from 'vitest';
import { quietLooks } from './page-settled.ts';

describe('quietLooks', () => {
  it.each([
    { before: 0, inFlight: 0, busy: false, after: 1 },
    { before: 1, inFlight: 0, busy: false, after: 2 },
    { before: 2, inFlight: 1, busy: false, after: 0 },
    { before: 1, inFlight: 0, busy: true, after: 0 },
    { before: 3, inFlight: 2, busy: true, after: 0 },
  ])('$before quiet, then $inFlight calls out, busy $busy: $after', (row) => {
    expect(quietLooks(row.before, { requestsInFlight: row.inFlight, busyOnScreen: row.busy })).toBe(
      row.after,
    );
  });
});
