/**
 * The terms of use as a complete HTML page that needs no script, for frames: an iframe widget
 * on the app's own origin never gets allow-scripts with allow-same-origin (frame-policy.ts),
 * and without same-origin the app's own page cannot load its module scripts or storage, so a
 * frame of `/terms-of-use-agreement` would stay blank. This page shows the same texts as the
 * app's terms page (runtime/app/shell/terms-content.ts and the shell's translations), styled
 * inline (the CSP allows inline styles, never inline script).
 */
import { en } from '../../runtime/app/i18n/en.ts';
import { es } from '../../runtime/app/i18n/es.ts';
import { pt } from '../../runtime/app/i18n/pt.ts';
import { escapeHtml } from '../../runtime/core/text/html-escape.ts';
import { TERMS_SECTIONS, TERMS_UPDATED } from '../../runtime/app/shell/terms-content.ts';

/** Languages the terms are written in. */
export const TERMS_LANGUAGES = { en, es, pt } as const;

/** One of {@link TERMS_LANGUAGES}. */
export type TermsLanguage = keyof typeof TERMS_LANGUAGES;

function isTermsLanguage(value: unknown): value is TermsLanguage {
  return typeof value === 'string' && Object.hasOwn(TERMS_LANGUAGES, value);
}

/**
 * The language of the page: `?lang=` when it names one of ours, else the tenant's default
 * interface language (tenant.json `locale`), else English.
 */
export function termsLanguage(requested: unknown, tenantLocale: unknown): TermsLanguage {
  if (isTermsLanguage(requested)) return requested;
  if (isTermsLanguage(tenantLocale)) return tenantLocale;
  return 'en';
}

/** Re-exported: the terms page escapes with the shared isomorphic helper. */
export { escapeHtml };

const STYLE = [
  'body{margin:0;padding:20px 24px;background:#fff;color:#212529;line-height:1.55;',
  "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}",
  'h1{font-size:1.4rem;margin:0 0 2px}',
  'h2{font-size:1rem;margin:18px 0 4px}',
  'p{margin:0 0 8px}',
  '.updated{color:#868e96;font-size:.85rem;margin-bottom:14px}',
].join('');

/** The whole page in `language`. */
export function termsDocument(language: TermsLanguage): string {
  const terms = TERMS_LANGUAGES[language].terms;
  const sections = TERMS_SECTIONS.map(
    ({ id, title, body }) =>
      `<section id="${id}"><h2>${escapeHtml(terms[title])}</h2><p>${escapeHtml(terms[body])}</p></section>`,
  ).join('');
  const updated = terms.updated.replace('{{date}}', TERMS_UPDATED);
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(terms.title)}</title>`,
    `<style>${STYLE}</style></head>`,
    `<body><main data-testid="terms-document"><h1>${escapeHtml(terms.title)}</h1>`,
    `<p class="updated">${escapeHtml(updated)}</p><p>${escapeHtml(terms.intro)}</p>`,
    `${sections}</main></body></html>`,
  ].join('\n');
}
