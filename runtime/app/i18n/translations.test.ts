import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
}

const english = leaves(en as unknown as Tree);

/** Texts that are the same in every language (names, codes, the toast title). */
const SAME_EVERYWHERE = new Set([
  'app.name',
  'app.pageTitle',
  'notify.title',
  'languages.en',
  'languages.es',
  'languages.pt',
  'footer.copyright',
  'errors.status',
  'forbidden.ok',
  'forbidden.countdown',
  'terms.cookiesTitle',
]);

describe.each([
  ['es', es],
  ['pt', pt],
])('%s translation of the shell', (_language, texts) => {
  const translated = leaves(texts as unknown as Tree);

  it('has exactly the English keys', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every {{placeholder}}', () => {
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('is translated, not copied from English', () => {
    const copied = [...english].filter(
      ([key, text]) => !SAME_EVERYWHERE.has(key) && translated.get(key) === text,
    );
    expect(copied).toEqual([]);
  });
});

describe('English spec texts are verbatim', () => {
  it.each([
    ['errors.notFoundTitle', 'Page not Found'],
    ['errors.notFoundText', 'The module or page your are looking for could not be found.'],
    ['errors.returnHome', 'Return to homepage'],
    ['errors.routeNotFound', 'This page could not be found'],
    ['errors.restrictedTitle', 'Access Restricted'],
    [
      'errors.restrictedText',
      "You don't have permission to view this information. Please request your manager for access.",
    ],
    ['errors.errorPageFailed', 'An error occurred while showing the error page'],
    ['errors.goBackHome', 'Go back to home'],
    ['errors.noPermission', "You don't have permission to view this information."],
    ['errors.unknownMiddleware', 'Unknown middleware'],
    ['forbidden.title', 'Error Forbidden.'],
    ['forbidden.text', 'Sorry, you are not allowed in here.'],
    ['forbidden.relogin', ' Please log in again.'],
    ['forbidden.redirecting', 'Redirecting'],
    ['notify.title', 'Navigator'],
  ])('%s', (key, text) => {
    expect(english.get(key)).toBe(text);
  });
});
