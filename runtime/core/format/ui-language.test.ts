import { describe, expect, it } from 'vitest';
import { uiLanguage } from './ui-language';

describe('uiLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['es', 'es'],
    ['ES', 'es'],
    ['es-MX', 'es'],
    ['pt_BR', 'pt'],
    ['PT', 'pt'],
    ['fr', 'en'],
    ['de-DE', 'en'],
  ])('%s → %s', (locale, expected) => {
    expect(uiLanguage(locale)).toBe(expected);
  });
});
