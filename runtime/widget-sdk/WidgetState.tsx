import { Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { stateText } from './state-messages.ts';

/** Below this body height the states drop their hint line and shrink their icon. */
const COMPACT_HEIGHT = 140;

/** Props shared by the loading, empty and error states. */
export interface WidgetStateProps {
  locale: string;
  /** Widget body height: a short widget gets the compact layout. */
  height?: number;
}

interface StateFrameProps {
  testId: string;
  role: 'status' | 'alert';
  icon?: ReactNode;
  color?: string;
  title: string;
  hint?: string;
  action?: ReactNode;
  compact: boolean;
  /** Keep the hint in the compact layout (an error's message matters more than its icon). */
  keepHint?: boolean;
}

function StateFrame(props: StateFrameProps) {
  const { testId, role, icon, color, title, hint, action, compact, keepHint } = props;
  return (
    <Center data-testid={testId} role={role} h="100%" mih={compact ? 48 : 96} p="sm">
      <Stack align="center" gap={compact ? 4 : 8} maw={360}>
        {icon && !(compact && keepHint) && (
          <ThemeIcon variant="light" color={color} radius="xl" size={compact ? 'lg' : 'xl'}>
            {icon}
          </ThemeIcon>
        )}
        <Text
          size="sm"
          fw={600}
          ta="center"
          lineClamp={2}
          c={role === 'alert' ? 'red.8' : undefined}
        >
          {title}
        </Text>
        {hint && (!compact || keepHint) && (
          <Text size="xs" c="dimmed" ta="center" lineClamp={compact ? 2 : 3}>
            {hint}
          </Text>
        )}
        {action}
      </Stack>
    </Center>
  );
}

/** The first load of a widget: a spinner with 'Loading…'. */
export function WidgetLoading({ locale, height }: WidgetStateProps) {
  const text = stateText(locale);
  return (
    <Center data-testid="widget-state-loading" role="status" h="100%" mih={48} aria-busy="true">
      <Stack align="center" gap={6}>
        <Loader size={height !== undefined && height < COMPACT_HEIGHT ? 'sm' : 'md'} type="dots" />
        <Text size="xs" c="dimmed">
          {text('loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * The loading state of a body not yet measured, usually for a single frame: the same status
 * and text as {@link WidgetLoading}, but still and in one plain element. When a dashboard
 * mounts, twenty animated spinners would each be a composited layer that every frame of the
 * charts' drawing has to lay out and paint again (about a tenth of a warm load).
 */
export function WidgetMeasuring({ locale }: Pick<WidgetStateProps, 'locale'>) {
  return (
    <div
      className="nav-widget-measuring"
      data-testid="widget-state-loading"
      role="status"
      aria-busy="true"
    >
      {stateText(locale)('loading')}
    </div>
  );
}

/** Props of the empty state. */
export interface WidgetEmptyProps extends WidgetStateProps {
  /** Defaults to 'No data to show'. */
  title?: string;
  /** Defaults to the no-rows hint; pass '' for none. */
  hint?: string;
  icon?: ReactNode;
}

/** A widget with nothing to show (no rows, no content). */
export function WidgetEmpty({ locale, height, title, hint, icon }: WidgetEmptyProps) {
  const text = stateText(locale);
  const compact = height !== undefined && height < COMPACT_HEIGHT;
  return (
    <StateFrame
      testId="widget-state-empty"
      role="status"
      icon={icon ?? <IconDatabaseOff size={compact ? 16 : 22} stroke={1.5} />}
      color="gray"
      title={title ?? text('empty')}
      hint={hint ?? text('emptyHint')}
      compact={compact}
    />
  );
}

/** Props of the error state. */
export interface WidgetErrorProps extends WidgetStateProps {
  /** The server's message, shown under 'Unable to load the data'. */
  message?: string;
  /** Shows a 'Try again' button. */
  onRetry?: () => void;
  /** Replaces 'Unable to load the data'. */
  title?: string;
}

/** A failed load: the spec's warning, the server's message and a retry button. */
export function WidgetError({ locale, height, message, onRetry, title }: WidgetErrorProps) {
  const text = stateText(locale);
  const compact = height !== undefined && height < COMPACT_HEIGHT;
  return (
    <StateFrame
      testId="widget-state-error"
      role="alert"
      icon={<IconAlertTriangle size={compact ? 16 : 22} stroke={1.5} />}
      color="red"
      title={title ?? text('error')}
      hint={message}
      compact={compact}
      keepHint
      action={
        onRetry && (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
          >
            {text('retry')}
          </Button>
        )
      }
    />
  );
}
