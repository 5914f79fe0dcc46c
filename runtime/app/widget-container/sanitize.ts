/**
 * Author HTML and markdown in the widget container (help popover, custom header and body
 * HTML) goes through DOMPurify; HTML a widget marks raw is shown as written, but only inside a
 * sandboxed frame where no script runs (HtmlBlockView).
 */
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import type { HtmlBlock } from '../../../schemas/generated/index.ts';

/** Sanitized HTML of author markdown (GitHub-flavoured, line breaks kept). */
export function markdownHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html);
}

/** The DOMPurify options of inline author HTML: no styles or forms that could restyle or phish. */
const INLINE_HTML = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
};

/** A raw block's frame height when the block sets none (the schema's default). */
export const RAW_BLOCK_HEIGHT = 80;

/** What a params.headerHtml / bodyHtml block shows: sanitized inline HTML, or a raw frame. */
export type HtmlBlockContent =
  { kind: 'inline'; html: string } | { kind: 'frame'; html: string; height: number };

/**
 * What to show of a params.headerHtml / bodyHtml block, or undefined when it is absent, empty
 * or not allowed: only `allow: true` shows it (the schema's default is false). `raw: true`
 * keeps the HTML as written, for a sandboxed frame (see {@link rawBlockDocument}); anything
 * else is sanitized and shown inline.
 */
export function htmlBlockContent(block: HtmlBlock | undefined): HtmlBlockContent | undefined {
  if (!block || block.allow !== true) return undefined;
  const html = block.html?.trim();
  if (!html) return undefined;
  if (block.raw === true) {
    return { kind: 'frame', html, height: block.height ?? RAW_BLOCK_HEIGHT };
  }
  const clean = DOMPurify.sanitize(html, INLINE_HTML).trim();
  return clean ? { kind: 'inline', html: clean } : undefined;
}

/** The look a raw block's frame takes from the page, so it reads like the widget around it. */
export interface FrameLook {
  fontFamily: string;
  color: string;
  linkColor: string;
}

/**
 * The document of a raw block's frame (its `srcdoc`): the author's HTML as written, after a
 * style sheet matching the app (font, size, colour, no margins) and `<base target="_blank">`
 * so links open a new tab instead of navigating the small frame. The frame's sandbox, not this
 * document, is what keeps scripts from running.
 */
export function rawBlockDocument(html: string, look: FrameLook): string {
  const css = [
    `html,body{margin:0;padding:0;background:transparent}`,
    `body{font-family:${look.fontFamily};font-size:14px;line-height:1.45;color:${look.color}}`,
    `p{margin:0 0 4px}a{color:${look.linkColor}}img{max-width:100%}`,
  ].join('');
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    '<meta name="referrer" content="no-referrer"><base target="_blank">' +
    `<style>${css.replace(/</g, '\\3c ')}</style></head><body>${html}</body></html>`
  );
}
