import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../tests/support/browser.ts';
import { chromiumAvailability, requireOrSkip } from '../../tests/support/environment.ts';
import { markdownToHtml } from './markdown-html.ts';

describe('markdownToHtml', () => {
  it.each([
    ['### Sales Overview', '<h3>Sales Overview</h3>'],
    ['- **Dates**: month to date\n- *Geography*', '<li><strong>Dates</strong>: month to date</li>'],
    ['| a | b |\n| - | -: |\n| 1 | 2 |', '<td align="right">2</td>'],
    ['`fiscal_month`', '<code>fiscal_month</code>'],
    ['```sql\nSELECT 1\n```', '<pre><code class="language-sql">SELECT 1\n</code></pre>'],
  ])('%j contains %j', (markdown, expected) => {
    expect(markdownToHtml(markdown)).toContain(expected);
  });
});

// DOMPurify needs a real DOM: the sanitizer runs where it runs in production, in Chromium.
async function bundleForBrowser(): Promise<string> {
  const entry = fileURLToPath(new URL('./markdown-html.ts', import.meta.url));
  const result = await build({
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['iife'], name: 'markdownHtml', fileName: 'markdown-html' },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
  const chunk = output.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('vite built no chunk');
  return chunk.code;
}

const hasChromium = requireOrSkip('markdown sanitizing', chromiumAvailability());

describe.runIf(hasChromium)('renderMarkdown in Chromium', () => {
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    const code = await bundleForBrowser();
    browser = await launchChromium();
    page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: code });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const render = (markdown: string) =>
    page.evaluate(
      (md) =>
        (
          window as unknown as { markdownHtml: { renderMarkdown(m: string): string } }
        ).markdownHtml.renderMarkdown(md),
      markdown,
    );

  it.each([
    ['a script tag', 'Hi <script>alert(1)</script>', /<script|alert/i],
    ['an onerror handler', '<img src="x.png" onerror="alert(1)">', /onerror|alert/i],
    ['an svg onload handler', '<svg onload="alert(1)"><circle r="2"/></svg>', /onload|alert/i],
    ['a javascript: markdown link', '[click](javascript:alert(1))', /javascript:|alert/i],
    ['a mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    [
      'an entity-encoded javascript: link',
      '<a href="&#106;avascript:alert(1)">x</a>',
      /avascript/i,
    ],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['a style block', '<style>body{display:none}</style>', /<style|display/i],
    ['a form', '<form action="/api/v1/logout"><button>Go</button></form>', /<form|<button/i],
  ])('strips %s', async (_name, markdown, forbidden) => {
    expect(await render(markdown)).not.toMatch(forbidden);
  });

  it('keeps the harmless part of a stripped element', async () => {
    expect(await render('<img src="x.png" onerror="alert(1)">')).toBe('<img src="x.png">');
    expect(await render('[click](javascript:alert(1))')).toBe('<p><a>click</a></p>\n');
  });

  it('opens links in a new tab with rel=noopener', async () => {
    expect(await render('[Acme](https://acme.example/reports)')).toBe(
      '<p><a href="https://acme.example/reports" target="_blank" rel="noopener noreferrer">Acme</a></p>\n',
    );
    expect(await render('<a href="/terms-of-use-agreement" target="_self">Terms</a>')).toContain(
      'target="_blank" rel="noopener noreferrer"',
    );
  });

  it('keeps in-page anchors in the page', async () => {
    expect(await render('[Top](#top)')).toBe('<p><a href="#top">Top</a></p>\n');
  });

  it('keeps tables, lists and code', async () => {
    const html = await render(
      '| Store | Visits |\n| --- | ---: |\n| Miami | 1,204 |\n\n- one\n\n`x`',
    );
    expect(html).toContain('<th align="right">Visits</th>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<code>x</code>');
  });
});
