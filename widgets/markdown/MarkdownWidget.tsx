import { Button, Modal, Typography } from '@mantine/core';
import { IconChevronDown, IconFileText } from '@tabler/icons-react';
import { useLayoutEffect, useMemo, useState } from 'react';
import { localizeText } from '../../runtime/core/format/localized-text.ts';
import { WidgetEmpty } from '../../runtime/widget-sdk/WidgetState.tsx';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { renderMarkdown } from './markdown-html.ts';
import { markdownText } from './markdown-messages.ts';
import classes from './markdown.module.css';

/** Whether the text is taller than its cell, re-measured when either changes size. */
function useOverflows(element: HTMLElement | null, html: string): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element, html]);
  return overflows;
}

/**
 * Author text (`params.markdown`) as sanitized HTML with readable typography. Text taller than
 * its cell ends in a fade and a "More" button that opens the whole text in a dialog: a reader
 * sees that there is more, instead of a sentence cut at the cell's edge with a thin scrollbar.
 */
export function MarkdownWidget({ widget, params, locale, height }: WidgetComponentProps) {
  const markdown = params.markdown ?? '';
  // Always sanitized: markdown may carry raw HTML, and widget params are editable by owners.
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflows(body, html);
  const [open, setOpen] = useState(false);
  const text = markdownText(locale);
  if (markdown.trim() === '') {
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
    <div className={classes.frame} data-overflows={overflows || undefined}>
      <div ref={setBody} className={classes.clip}>
        <Typography
          className={classes.body}
          data-testid="markdown-widget"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
      {overflows && (
        <div className={classes.more} data-testid="markdown-more-bar">
          <Button
            size="compact-xs"
            variant="light"
            rightSection={<IconChevronDown size={12} />}
            onClick={() => setOpen(true)}
            data-testid="markdown-more"
          >
            {text('more')}
          </Button>
        </div>
      )}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={localizeText(widget.title, locale) || text('fullText')}
        size="lg"
        data-testid="markdown-full"
      >
        <Typography
          className={classes.full}
          data-testid="markdown-full-text"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </Modal>
    </div>
  );
}
