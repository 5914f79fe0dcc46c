/** Mantine's toasts host, a chunk of its own (DeferredNotifications.tsx loads it when idle). */
export { Notifications } from '@mantine/notifications';
