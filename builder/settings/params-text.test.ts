import { describe, expect, it } from 'vitest';
import { parseParams } from './params-text.ts';

describe('parseParams', () => {
  it.each([
    ['{}', { params: {} }],
    ['{"graph": {"type": "line"}}', { params: { graph: { type: 'line' } } }],
    ['{"graph": ', { error: 'syntax' }],
    ['', { error: 'syntax' }],
    ['[]', { error: 'object' }],
    ['null', { error: 'object' }],
    ['"text"', { error: 'object' }],
  ] as const)('%j → %j', (text, expected) => {
    expect(parseParams(text)).toEqual(expected);
  });
});
