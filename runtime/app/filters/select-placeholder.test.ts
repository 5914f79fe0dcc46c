import { describe, expect, it } from 'vitest';
import { programSelectPlaceholder } from './select-placeholder.ts';

describe('programSelectPlaceholder (program conditions.placeholderSelectR)', () => {
  it.each<[unknown, string | undefined]>([
    [{ conditions: { placeholderSelectR: 'Pick a store' } }, 'Pick a store'],
    [{ conditions: { placeholderSelectR: '  ' } }, undefined],
    [{ conditions: { placeholderSelectR: 3 } }, undefined],
    [{ conditions: null }, undefined],
    [undefined, undefined],
  ])('%j', (program, expected) => {
    expect(programSelectPlaceholder(program as { conditions?: unknown })).toBe(expected);
  });
});
