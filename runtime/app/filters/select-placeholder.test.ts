import { describe, expect, it } from 'vitest';
import { programSelectPlaceholder } from './select-placeholder.ts';

describe('programSelectPlaceholder (program conditions.placeholderSelectR)', () => {
  const perLanguage = { placeholderSelectR: { en: 'Pick', es: 'Elija', pt: 'Escolha' } };
  it.each<[unknown, string | undefined, string | undefined]>([
    [{ conditions: { placeholderSelectR: 'Pick a store' } }, undefined, 'Pick a store'],
    [{ conditions: { placeholderSelectR: 'Pick a store' } }, 'es', 'Pick a store'],
    [{ conditions: perLanguage }, 'es', 'Elija'],
    [{ conditions: perLanguage }, 'pt-BR', 'Escolha'],
    [{ conditions: perLanguage }, 'fr', 'Pick'],
    [{ conditions: { placeholderSelectR: { en: 'Pick' } } }, 'es', 'Pick'],
    [{ conditions: { placeholderSelectR: { es: 'Elija' } } }, 'es', undefined],
    [{ conditions: { placeholderSelectR: '  ' } }, undefined, undefined],
    [{ conditions: { placeholderSelectR: 3 } }, undefined, undefined],
    [{ conditions: null }, undefined, undefined],
    [undefined, undefined, undefined],
  ])('%j in %s', (program, language, expected) => {
    expect(programSelectPlaceholder(program as { conditions?: unknown }, language)).toBe(expected);
  });
});
