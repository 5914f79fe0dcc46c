import { describe, expect, it } from 'vitest';
import { en } from '../../runtime/app/i18n/en.ts';
import { es } from '../../runtime/app/i18n/es.ts';
import { pt } from '../../runtime/app/i18n/pt.ts';
import { TERMS_SECTIONS, TERMS_UPDATED } from '../../runtime/app/shell/terms-content.ts';
import { escapeHtml, termsDocument, termsLanguage } from './terms-document.ts';

function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('termsDocument', () => {
  it.each([
    ['en', en],
    ['es', es],
    ['pt', pt],
  ] as const)(
    '%s: every section of the terms page, in that language, with no script',
    (language, texts) => {
      const html = termsDocument(language);
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).not.toMatch(/<script|\son\w+=|javascript:/i);
      const text = visibleText(html);
      expect(text).toContain(texts.terms.title);
      expect(text).toContain(texts.terms.intro);
      expect(text).toContain(texts.terms.updated.replace('{{date}}', TERMS_UPDATED));
      for (const section of TERMS_SECTIONS) {
        expect(text).toContain(texts.terms[section.title]);
        expect(text).toContain(texts.terms[section.body]);
        expect(html).toContain(`<section id="${section.id}">`);
      }
    },
  );
});

describe('escapeHtml', () => {
  it.each([
    ['<b>x</b>', '&lt;b&gt;x&lt;/b&gt;'],
    [`"a" & 'b'`, '&quot;a&quot; &amp; &#39;b&#39;'],
    ['organisation’s', 'organisation’s'],
  ])('%s → %s', (text, expected) => {
    expect(escapeHtml(text)).toBe(expected);
  });
});

describe('termsLanguage', () => {
  it.each([
    ['es', 'en', 'es'],
    ['pt', undefined, 'pt'],
    [undefined, 'es', 'es'],
    ['fr', 'pt', 'pt'],
    ['toString', 'xx', 'en'],
    [['es'], undefined, 'en'],
  ] as const)('lang %j, tenant locale %j → %s', (requested, tenantLocale, expected) => {
    expect(termsLanguage(requested, tenantLocale)).toBe(expected);
  });
});
