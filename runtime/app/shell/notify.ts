/**
 * Toasts of app-shell §8: titled 'Navigator', at the top-right (the Notifications provider in
 * main.tsx sets the position), kinds warning, success and error (plus info).
 */
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/index.ts';

export type NotifyKind = 'success' | 'warning' | 'error' | 'info';

const COLORS: Record<NotifyKind, string> = {
  success: 'teal',
  warning: 'yellow',
  error: 'red',
  info: 'blue',
};

/** Shows a toast titled 'Navigator'; returns its id (to hide or update it). */
export function notify(
  kind: NotifyKind,
  message: string,
  options: { autoClose?: number | false } = {},
) {
  return notifications.show({
    title: i18n.t('notify.title'),
    message,
    color: COLORS[kind],
    autoClose: options.autoClose ?? (kind === 'error' ? 8000 : 4000),
    withBorder: true,
    'data-testid': `toast-${kind}`,
  } as Parameters<typeof notifications.show>[0]);
}

/** Closes a toast {@link notify} showed (e.g. a 'please wait' once the work is done). */
export function dismiss(id: string): void {
  notifications.hide(id);
}
