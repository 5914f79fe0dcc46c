import { describe, expect, it } from 'vitest';
import { trustProxyFrom } from './build-app.ts';

describe('trustProxyFrom', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', true],
    ['10.0.0.1,10.0.0.2', '10.0.0.1,10.0.0.2'],
  ])('NAVIGATOR_TRUST_PROXY=%s → %s', (raw, expected) => {
    expect(trustProxyFrom({ NAVIGATOR_TRUST_PROXY: raw })).toEqual(expected);
  });
});
