import { describe, expect, it } from 'vitest';
import { htmlReport } from './html-report.ts';
import { escapeHtml } from '../text/html-escape.ts';

const columns = ['brand', 'revenue', 'margin_pct'];
const rows = [
  { brand: 'Marlow & Finch', revenue: 111857.09, margin_pct: 0.4327 },
  { brand: '<img src=x onerror=alert(1)>', revenue: 46726.02, margin_pct: 0.2517 },
  { brand: 'Voltix', revenue: 196956.59, margin_pct: 0.0464 },
];
const formats = { revenue: 'money', margin_pct: 'percent' };

describe('escapeHtml', () => {
  it.each([
    ['<b>"x" & \'y\'</b>', '&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;'],
    ['plain', 'plain'],
  ])('%s', (text, expected) => {
    expect(escapeHtml(text)).toBe(expected);
  });
});

describe('htmlReport', () => {
  const html = htmlReport('Margin </title><script>x</script>', rows, columns, formats, {
    generatedAt: '2026-11-14 09:00',
  });

  it('is a standalone document with the escaped title', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Margin &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    // It loads nothing: no scripts, stylesheets or images of its own.
    expect(html).not.toMatch(/<script|<link|src="/i);
    expect(html).toContain('3 rows × 3 columns · generated 2026-11-14 09:00');
  });

  it('escapes every value', () => {
    expect(html).toContain('<td>&lt;img src=x onerror=alert(1)&gt;</td>');
    expect(html).toContain('<td>Marlow &amp; Finch</td>');
    expect(html).not.toContain('<img');
  });

  it('formats values by the format definition, numbers right-aligned', () => {
    expect(html).toContain('<td class="num">$ 111,857.09</td><td class="num">43.27%</td>');
  });

  it('summarises every column', () => {
    // revenue: min, max, mean and median in its money format.
    expect(html).toContain(
      '<td>revenue</td><td>number</td><td class="num">3</td><td class="num">0</td><td class="num">3</td><td class="num">$ 46,726.02</td><td class="num">$ 196,956.59</td><td class="num">$ 118,513.23</td><td class="num">$ 111,857.09</td><td>all distinct</td>',
    );
  });

  it('lists at most maxRows rows and says so', () => {
    const capped = htmlReport('t', rows, columns, formats, { maxRows: 2, locale: 'es' });
    expect(capped).toContain('Showing the first 2 of 3 rows');
    expect(capped).toContain('<html lang="es">');
    expect(capped).toContain('<td>Marlow &amp; Finch</td>');
    expect(capped).not.toContain('<td>Voltix</td>');
  });
});
