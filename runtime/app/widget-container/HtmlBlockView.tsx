import type { HtmlBlock } from '../../../schemas/generated/index.ts';
import { htmlBlockHtml } from './sanitize.ts';

/** Props of {@link HtmlBlockView}. */
export interface HtmlBlockViewProps {
  block: HtmlBlock | undefined;
  /** 'header' above the body, 'body' in it. */
  place: 'header' | 'body';
}

/** A widget's custom header or body HTML (params.headerHtml / bodyHtml). */
export function HtmlBlockView({ block, place }: HtmlBlockViewProps) {
  const html = htmlBlockHtml(block);
  if (html === undefined) return null;
  return (
    <div
      className={`nav-widget-html nav-widget-html-${place}`}
      data-testid={`widget-${place}-html`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
