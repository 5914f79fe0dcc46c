import { Typography } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useMemo } from 'react';
import { WidgetEmpty } from '../../runtime/widget-sdk/WidgetState.tsx';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { renderMarkdown } from './markdown-html.ts';
import { markdownText } from './markdown-messages.ts';
import classes from './markdown.module.css';

/** Author text (`params.markdown`) as sanitized HTML with readable typography. */
export function MarkdownWidget({ params, locale, height }: WidgetComponentProps) {
  const markdown = params.markdown ?? '';
  // Always sanitized: markdown may carry raw HTML, and widget params are editable by owners.
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  if (markdown.trim() === '') {
    const text = markdownText(locale);
    return (
      <WidgetEmpty
        locale={locale}
        height={height}
        icon={<IconFileText size={22} stroke={1.5} />}
        title={text('empty')}
        hint={text('emptyHint')}
      />
    );
  }
  return (
    <Typography
      className={classes.body}
      data-testid="markdown-widget"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
