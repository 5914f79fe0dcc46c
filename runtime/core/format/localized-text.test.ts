import { describe, expect, it } from 'vitest';
import { isTranslatedText, localizeText } from './localized-text';

describe('localizeText', () => {
  it.each([
    ['a plain string is the same in every language', 'Revenue', 'es', 'Revenue'],
    ['the reader language', { en: 'Revenue', es: 'Ingresos', pt: 'Receita' }, 'es', 'Ingresos'],
    ['a locale counts as its language', { en: 'Revenue', pt: 'Receita' }, 'pt-BR', 'Receita'],
    ['a missing language falls back to en', { en: 'Revenue', es: 'Ingresos' }, 'pt', 'Revenue'],
    ['an empty translation falls back to en', { en: 'Revenue', es: '' }, 'es', 'Revenue'],
    ['an unknown language reads en', { en: 'Revenue', es: 'Ingresos' }, 'fr', 'Revenue'],
    ['no language reads en', { en: 'Revenue', es: 'Ingresos' }, undefined, 'Revenue'],
    ['no text is empty', undefined, 'es', ''],
  ] as const)('%s', (_, text, language, expected) => {
    expect(localizeText(text, language)).toBe(expected);
  });

  it.each([
    ['Revenue', false],
    [{ en: 'Revenue' }, true],
    [undefined, false],
  ] as const)('isTranslatedText(%j) is %s', (text, expected) => {
    expect(isTranslatedText(text)).toBe(expected);
  });
});
