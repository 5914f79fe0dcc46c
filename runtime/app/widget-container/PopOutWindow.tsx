import { Button, Center, FloatingWindow, Stack, Text } from '@mantine/core';
import { IconArrowsDiagonal2, IconPictureInPictureOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WIDGET_NS } from './texts.ts';
import type { ReactNode } from 'react';

/** Props of {@link PopOutWindow}. */
export interface PopOutWindowProps {
  title: string;
  children: ReactNode;
}

const WIDTH = 560;
const HEIGHT = 400;

/**
 * Pop-out mode (widget-layer §2): the widget in a floating window the user drags by its
 * toolbar and resizes from the corner. Its toolbar's pop-out item brings it back.
 */
export function PopOutWindow({ title, children }: PopOutWindowProps) {
  const left = Math.max(16, Math.round((window.innerWidth - WIDTH) / 2));
  const top = Math.max(16, Math.round((window.innerHeight - HEIGHT) / 3));
  return (
    <FloatingWindow
      className="nav-popout"
      data-testid="widget-popout"
      role="dialog"
      aria-label={title}
      initialPosition={{ left, top }}
      constrainToViewport
      constrainOffset={8}
      dragHandleSelector=".nav-widget-toolbar"
      excludeDragHandleSelector=".nav-widget-actions"
      dimensions={{ initialWidth: WIDTH, initialHeight: HEIGHT, minWidth: 280, minHeight: 200 }}
      shadow="xl"
      radius="md"
      withBorder
      zIndex={300}
    >
      <div className="nav-popout-content">{children}</div>
      <FloatingWindow.ResizeHandle className="nav-popout-resize" data-testid="widget-popout-resize">
        <IconArrowsDiagonal2 size={12} stroke={1.8} aria-hidden />
      </FloatingWindow.ResizeHandle>
    </FloatingWindow>
  );
}

/** What the grid cell shows while its widget is popped out, with the way back. */
export function PoppedOutNotice({ onPopIn }: { onPopIn: () => void }) {
  const { t } = useTranslation(WIDGET_NS);
  return (
    <Center h="100%" p="md" data-testid="widget-popped-out">
      <Stack align="center" gap="xs">
        <Text size="sm" c="dimmed">
          {t('messages.poppedOut')}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPictureInPictureOff size={14} />}
          onClick={onPopIn}
        >
          {t('toolbar.popIn')}
        </Button>
      </Stack>
    </Center>
  );
}
