import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { MarkdownWidget } from './MarkdownWidget.tsx';

export { MarkdownWidget } from './MarkdownWidget.tsx';
export { markdownToHtml, renderMarkdown, sanitizeHtml } from './markdown-html.ts';

/** Markdown text, rendered with marked and sanitized with DOMPurify. */
const markdown: WidgetTypeDefinition = {
  type: 'markdown',
  classbase: ['markdown'],
  specNames: [],
  label: 'Markdown text',
  needsData: false,
  paramsSchema: {
    type: 'object',
    required: ['markdown'],
    properties: { markdown: paramsRef('/properties/markdown') },
  },
  uiSchema: { markdown: { 'ui:widget': 'textarea', 'ui:options': { rows: 12 } } },
  defaults: { markdown: '### Title\n\nWrite **markdown** here.' },
  Component: MarkdownWidget,
};

export default markdown;
