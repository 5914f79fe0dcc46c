import { ActionIcon, Popover, ScrollArea, Tooltip, Typography } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { markdownHtml } from './sanitize.ts';

/** Props of {@link HelpPopover}. */
export interface HelpPopoverProps {
  /** The widget's description (markdown). */
  description: string;
  label: string;
}

/** The help item: the widget's markdown description in a popover. */
export function HelpPopover({ description, label }: HelpPopoverProps) {
  const html = useMemo(() => markdownHtml(description), [description]);
  return (
    <Popover width={320} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Tooltip label={label} withArrow openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={label}
            data-toolbar-item="help"
          >
            <IconHelpCircle size={16} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown data-testid="widget-help">
        <ScrollArea.Autosize mah={280}>
          <Typography fz="sm" className="nav-widget-help">
            <div dangerouslySetInnerHTML={{ __html: html }} />
          </Typography>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
