import { describe, expect, it } from 'vitest';
import { waitAtMost } from './wait-at-most.ts';

const after = (ms: number, value: unknown) =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms));

describe('waitAtMost', () => {
  it.each([
    ['a value that is no promise, at once', 'plain', 'plain'],
    ['a promise that settles in time, with its value', after(5, 'answer'), 'answer'],
    ['a promise that settles too late, undefined at the limit', after(200, 'late'), undefined],
  ])('resolves with %s', async (_name, value, expected) => {
    await expect(waitAtMost(value, 40)).resolves.toBe(expected);
  });

  it('passes a rejection through', async () => {
    await expect(waitAtMost(Promise.reject(new Error('failed')), 40)).rejects.toThrow('failed');
  });
});
