import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SessionPayload, Widget } from '../../schemas/generated/index.ts';
import { navigatorStore } from '../app/stores/navigator-store.ts';
import type { DataRow, WidgetComponentProps } from './types.ts';

/** Height of the fake toolbar above a story's widget body. */
const TITLE_BAR = 36;

/** Props of the story frame. */
export interface WidgetStoryFrameProps {
  title: string;
  /** Size of the widget body, as the container would measure it. */
  width: number;
  height: number;
  /** params.transparent / borderNone look. */
  bare?: boolean;
  children: ReactNode;
}

/**
 * A grid cell as the dashboard draws it (title bar over a body of the given size), so a
 * story shows a widget at the size it gets on a dashboard. Stories only; the Mantine theme
 * comes from .storybook/preview.tsx.
 */
export function WidgetStoryFrame({ title, width, height, bare, children }: WidgetStoryFrameProps) {
  return (
    <Paper
      withBorder={!bare}
      radius="md"
      shadow={bare ? undefined : 'xs'}
      bg={bare ? 'transparent' : undefined}
      w={width}
      style={{ overflow: 'hidden' }}
    >
      <Text size="sm" fw={600} px="sm" h={TITLE_BAR} lh={`${TITLE_BAR}px`} truncate>
        {title}
      </Text>
      <div style={{ width, height, position: 'relative' }}>{children}</div>
    </Paper>
  );
}

/** The props the container would hand a widget, for a story. */
export function storyProps(
  widget: Widget,
  options: {
    rows?: DataRow[];
    width: number;
    height: number;
    loading?: boolean;
    error?: string;
    locale?: string;
  },
): WidgetComponentProps {
  const { rows, width, height, loading = false, error, locale = 'en' } = options;
  return {
    widget,
    params: widget.params ?? {},
    data: rows && { rows, columns: Object.keys(rows[0] ?? {}) },
    loading,
    error,
    width,
    height,
    locale,
    reload: () => undefined,
  };
}

/**
 * Signs a story's user in (the navigator store's session user and tenant), for widgets that
 * show who is signed in (the profile card). Stories only: the app signs in through the API.
 */
export function storySignIn(user: SessionPayload, tenant: { tenant: string; name: string }): void {
  navigatorStore.user = user;
  navigatorStore.tenant = {
    ...tenant,
    providers: ['BasicAuth'],
    slideshow: [],
    branding: {},
    timezone: 'America/New_York',
    locale: 'en',
  };
}
