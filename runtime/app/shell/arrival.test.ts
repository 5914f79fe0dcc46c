import { describe, expect, it } from 'vitest';
import { arrival, arrivalOf } from './arrival.ts';

describe('arrival', () => {
  it.each([
    { name: 'waiters before the value', before: 2, after: 0 },
    { name: 'waiters after the value', before: 0, after: 2 },
    { name: 'waiters on both sides', before: 1, after: 1 },
  ])('runs every waiter once with the first value: $name', ({ before, after }) => {
    const value = arrival<number>();
    const seen: number[] = [];
    for (let i = 0; i < before; i += 1) value.wait((v) => seen.push(v));
    value.set(7);
    value.set(8);
    for (let i = 0; i < after; i += 1) value.wait((v) => seen.push(v));
    expect(seen).toEqual(Array.from({ length: before + after }, () => 7));
  });

  it('runs waiters inside set, before set returns (no microtask in between)', () => {
    const value = arrival<string>();
    const order: string[] = [];
    value.wait((v) => order.push(`waiter ${v}`));
    value.set('a');
    order.push('after set');
    expect(order).toEqual(['waiter a', 'after set']);
  });

  it.each([
    { name: 'a resolved promise gives its value', promise: () => Promise.resolve(3), want: 3 },
    {
      name: 'a rejected promise gives the fallback',
      promise: () => Promise.reject(new Error('x')),
      want: -1,
    },
  ])('arrivalOf: $name', async ({ promise, want }) => {
    const value = arrivalOf(promise(), -1);
    const got = await new Promise<number>((done) => value.wait(done));
    expect(got).toBe(want);
  });
});
