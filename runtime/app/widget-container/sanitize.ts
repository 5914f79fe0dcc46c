/**
 * Author HTML and markdown in the widget container (help popover, custom header and body
 * HTML) always goes through DOMPurify, unless the widget's params explicitly allow raw HTML.
 */
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import type { HtmlBlock } from '../../../schemas/generated/index.ts';

/** Sanitized HTML of author markdown (GitHub-flavoured, line breaks kept). */
export function markdownHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html);
}

/**
 * The HTML of a params.headerHtml / bodyHtml block to show, or undefined when the block is
 * absent, empty or not allowed (`allow: false`). `raw: true` skips sanitizing: only for
 * trusted authors, as the schema says.
 */
export function htmlBlockHtml(block: HtmlBlock | undefined): string | undefined {
  if (!block || block.allow === false) return undefined;
  const html = block.html?.trim();
  if (!html) return undefined;
  return block.raw === true ? html : DOMPurify.sanitize(html);
}
