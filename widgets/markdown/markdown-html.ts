import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// Its own instance: options set here never leak into other users of marked.
const marked = new Marked({ gfm: true, breaks: false });

/** Markdown as HTML (GitHub-flavoured: tables, task lists, autolinks). Not sanitized. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

/** A link that leaves the page (anything but an in-page '#anchor'). */
function leavesPage(href: string): boolean {
  return !href.trim().startsWith('#');
}

// Created on first use (it needs the browser's window) with its own hooks, so the link rule
// below applies to widget content only, not to other DOMPurify users.
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && leavesPage(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Author HTML made safe to show: DOMPurify's HTML profile (no scripts, event handlers,
 * `javascript:` URLs, forms or styles), and every link that leaves the page opens in a new
 * tab with `rel="noopener noreferrer"`. Needs a browser DOM.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  });
}

/** Markdown rendered and sanitized: what the markdown widget shows. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(markdownToHtml(markdown));
}
