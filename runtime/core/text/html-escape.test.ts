import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape.ts';

describe('escapeHtml', () => {
  it.each([
    ['plain', 'plain'],
    ['a & b', 'a &amp; b'],
    ['<script>', '&lt;script&gt;'],
    [`"x" 'y'`, '&quot;x&quot; &#39;y&#39;'],
    ['&amp;', '&amp;amp;'],
  ])('%s', (text, expected) => {
    expect(escapeHtml(text)).toBe(expected);
  });
});
