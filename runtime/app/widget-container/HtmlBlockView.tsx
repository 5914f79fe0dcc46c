import { useMemo } from 'react';
import type { HtmlBlock } from '../../../schemas/generated/index.ts';
import { htmlBlockContent, rawBlockDocument, type FrameLook } from './sanitize.ts';

/** Props of {@link HtmlBlockView}. */
export interface HtmlBlockViewProps {
  block: HtmlBlock | undefined;
  /** 'header' above the body, 'body' in it. */
  place: 'header' | 'body';
}

/**
 * The sandbox of a raw block's frame: no scripts and no same-origin access (its document has
 * an opaque origin: it cannot read the page, its storage or the token), only popups, so links
 * open in a new tab (still sandboxed, without scripts).
 */
export const RAW_BLOCK_SANDBOX = 'allow-popups';

/** The page's font and colours for a frame in `place` (the header's text is dimmed). */
function frameLook(place: 'header' | 'body'): FrameLook {
  const fallback = { fontFamily: 'system-ui, sans-serif', color: '#212529', linkColor: '#1c7ed6' };
  if (typeof document === 'undefined') return fallback;
  const root = getComputedStyle(document.documentElement);
  const variable = (name: string, otherwise: string) =>
    root.getPropertyValue(name).trim() || otherwise;
  return {
    fontFamily: getComputedStyle(document.body).fontFamily || fallback.fontFamily,
    color:
      place === 'header'
        ? variable('--mantine-color-dimmed', fallback.color)
        : variable('--mantine-color-text', fallback.color),
    linkColor: variable('--mantine-color-anchor', fallback.linkColor),
  };
}

/**
 * A widget's custom header or body HTML (params.headerHtml / bodyHtml), shown only with
 * `allow: true`. Sanitized HTML goes inline; raw HTML goes into a sandboxed `srcdoc` frame of
 * the block's `height` that scrolls when its content is taller: without scripts the frame
 * cannot report its content's height, and a cross-origin frame cannot be measured.
 */
export function HtmlBlockView({ block, place }: HtmlBlockViewProps) {
  const content = useMemo(() => htmlBlockContent(block), [block]);
  const document = useMemo(
    () => (content?.kind === 'frame' ? rawBlockDocument(content.html, frameLook(place)) : ''),
    [content, place],
  );
  if (!content) return null;
  if (content.kind === 'frame') {
    return (
      <div className={`nav-widget-html nav-widget-html-${place}`}>
        <iframe
          className="nav-widget-html-frame"
          data-testid={`widget-${place}-html`}
          data-raw="true"
          sandbox={RAW_BLOCK_SANDBOX}
          srcDoc={document}
          title={place === 'header' ? 'Widget header' : 'Widget body'}
          referrerPolicy="no-referrer"
          style={{ height: content.height }}
        />
      </div>
    );
  }
  return (
    <div
      className={`nav-widget-html nav-widget-html-${place}`}
      data-testid={`widget-${place}-html`}
      dangerouslySetInnerHTML={{ __html: content.html }}
    />
  );
}
