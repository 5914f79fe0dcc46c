import { Popover, ScrollArea, Typography } from '@mantine/core';
import { useMemo, useState } from 'react';
import { markdownHtml } from './sanitize.ts';
import { ToolIcon } from './ToolIcon.tsx';
import { ToolIconButton } from './ToolIconButton.tsx';
import { useDeferredOpen } from './useDeferredOpen.ts';

/** Props of {@link HelpPopover}. */
export interface HelpPopoverProps {
  /** The widget's description (markdown). */
  description: string;
  label: string;
}

/** The description as sanitized HTML: rendered only while the popover is open. */
function HelpContent({ description }: { description: string }) {
  const html = useMemo(() => markdownHtml(description), [description]);
  return (
    <ScrollArea.Autosize mah={280}>
      <Typography fz="sm" className="nav-widget-help">
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    </ScrollArea.Autosize>
  );
}

/**
 * The help item: the widget's markdown description in a popover. Its tooltip is the
 * toolbar's shared one (`data-tip`, HoverTip.tsx); the Popover mounts and the markdown is
 * converted on the first opening.
 */
export function HelpPopover({ description, label }: HelpPopoverProps) {
  // A Popover sets up its positioning on mount: mounted on the first click only.
  const { mounted, openFirst, targetRef } = useDeferredOpen();
  // Controlled, so Escape closes it from its button too (Mantine listens in the dropdown only).
  const [opened, setOpened] = useState(true);
  const target = (
    <ToolIconButton
      aria-label={label}
      ref={targetRef}
      data-toolbar-item="help"
      data-tip={label}
      onClick={mounted ? () => setOpened((value) => !value) : openFirst}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && opened) {
          event.stopPropagation();
          setOpened(false);
        }
      }}
      aria-expanded={mounted && opened}
    >
      <ToolIcon name="help-circle" />
    </ToolIconButton>
  );
  if (!mounted) return target;
  return (
    <Popover
      width={320}
      position="bottom-end"
      shadow="md"
      withArrow
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown data-testid="widget-help">
        <HelpContent description={description} />
      </Popover.Dropdown>
    </Popover>
  );
}
