// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { HtmlBlock } from '../../../schemas/generated/index.ts';
import { htmlBlockContent, RAW_BLOCK_HEIGHT, rawBlockDocument } from './sanitize.ts';

describe('htmlBlockContent', () => {
  it.each<[string, HtmlBlock | undefined]>([
    ['no block', undefined],
    ['no allow (the schema default is false)', { html: '<p>x</p>' }],
    ['allow false', { html: '<p>x</p>', allow: false }],
    ['raw without allow', { html: '<p>x</p>', raw: true }],
    ['empty html', { html: '   ', allow: true }],
  ])('shows nothing for %s', (_name, block) => {
    expect(htmlBlockContent(block)).toBeUndefined();
  });

  // DOMPurify's own output is checked in Chromium (tests/security/xss.e2e.test.ts): happy-dom's DOM
  // is not one DOMPurify trusts, so it strips everything there.
  it('sanitizes a block that is not raw and shows it inline', () => {
    expect(htmlBlockContent({ html: '<p>Hi</p>', allow: true })).toMatchObject({ kind: 'inline' });
    expect(htmlBlockContent({ html: '<p>Hi</p>', allow: true, raw: false })).toMatchObject({
      kind: 'inline',
    });
  });

  it('keeps raw HTML as written, for the sandboxed frame, with its height or the default', () => {
    const html = '<style>p{color:red}</style><p onclick="x()">Hi</p>';
    expect(htmlBlockContent({ html, allow: true, raw: true })).toEqual({
      kind: 'frame',
      html,
      height: RAW_BLOCK_HEIGHT,
    });
    expect(htmlBlockContent({ html, allow: true, raw: true, height: 240 })).toMatchObject({
      height: 240,
    });
  });
});

describe('rawBlockDocument', () => {
  const look = { fontFamily: 'Inter, sans-serif', color: '#333', linkColor: '#15c' };

  it("wraps the author's HTML after a style sheet with the page's look", () => {
    const document = rawBlockDocument('<p>Hello</p>', look);
    expect(document).toMatch(/^<!doctype html>/);
    expect(document).toContain('font-family:Inter, sans-serif');
    expect(document).toContain('color:#333');
    expect(document).toContain('a{color:#15c}');
    expect(document.endsWith('<body><p>Hello</p></body></html>')).toBe(true);
  });

  it('opens links in a new tab and sends no referrer', () => {
    const document = rawBlockDocument('<a href="https://x.example">x</a>', look);
    expect(document).toContain('<base target="_blank">');
    expect(document).toContain('<meta name="referrer" content="no-referrer">');
  });
});
