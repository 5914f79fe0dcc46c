import { describe, expect, it } from 'vitest';
import { defineWidgetMessages } from './widget-text.ts';

const text = defineWidgetMessages('widgetTextTest', {
  en: { hello: 'Hello {{name}}', amp: 'R&D <b>' },
  es: { hello: 'Hola {{name}}', amp: 'I+D <b>' },
  pt: { hello: 'Olá {{name}}', amp: 'P&D <b>' },
});

describe('defineWidgetMessages', () => {
  it.each([
    ['en', 'Hello Ana'],
    ['es', 'Hola Ana'],
    ['es-MX', 'Hola Ana'],
    ['pt_BR', 'Olá Ana'],
    ['PT', 'Olá Ana'],
    ['fr', 'Hello Ana'],
    [undefined, 'Hello Ana'],
  ])('%s → %s', (locale, expected) => {
    expect(text(locale)('hello', { name: 'Ana' })).toBe(expected);
  });

  it('leaves escaping to React', () => {
    expect(text('pt')('amp')).toBe('P&D <b>');
  });

  it('keeps namespaces apart', () => {
    const other = defineWidgetMessages('widgetTextTestOther', {
      en: { hello: 'Hi' },
      es: { hello: 'Buenas' },
      pt: { hello: 'Oi' },
    });
    expect(other('es')('hello')).toBe('Buenas');
    expect(text('es')('hello', { name: 'Ana' })).toBe('Hola Ana');
  });

  it('gives one lookup per language, whatever the locale spells it', () => {
    expect(text('es-MX')).toBe(text('es'));
    expect(text('fr')).toBe(text('en'));
    expect(text('pt')).not.toBe(text('es'));
  });

  it('looks a text up again when its values change', () => {
    const es = text('es');
    expect(es('amp')).toBe('I+D <b>');
    expect(es('amp')).toBe('I+D <b>');
    expect(es('hello', { name: 'Ana' })).toBe('Hola Ana');
    expect(es('hello', { name: 'Luis' })).toBe('Hola Luis');
  });
});
