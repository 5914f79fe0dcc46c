import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from '../stores/use-snapshot.ts';
import { layoutStore } from '../stores/layout-store.ts';
import { getToken } from '../api/local-db.ts';
import { askSocketWithin } from '../api/socket.ts';
import { notify } from './notify.ts';

/** How long the server may take to answer the back-online ping before the warning shows. */
const BACK_ONLINE_TIMEOUT_MS = 8_000;

/**
 * A banner floating at the bottom of every page while the browser is offline, and a toast
 * when the connection returns (once the server answers on the websocket, when signed in).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useSnapshot(layoutStore);
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) {
      // Signed in, the server itself is asked over the websocket (one socket, closed by the
      // server after its answer): the browser's "online" says nothing about the server. The
      // wait is bounded, so the user is always told one thing or the other; a socket that fails
      // at once (the network not yet up right after the event) is tried again within it.
      if (getToken()) {
        askSocketWithin('ping', BACK_ONLINE_TIMEOUT_MS, { closeAfterFirst: true }).then(
          () => notify('success', t('offline.back')),
          () => notify('warning', t('offline.serverUnreachable')),
        );
      } else notify('success', t('offline.back'));
    }
    wasOnline.current = online;
  }, [online, t]);
  if (online) return null;
  return (
    <Alert
      role="status"
      data-testid="offline-banner"
      color="yellow"
      variant="filled"
      radius="xl"
      icon={<IconWifiOff size={18} />}
      // Floating above the footer: fixed headers of every layout stay where they are.
      style={{
        position: 'fixed',
        bottom: 56,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 450,
        maxWidth: 'calc(100vw - 32px)',
        boxShadow: '0 8px 24px rgb(15 23 42 / 20%)',
      }}
      py={8}
      px="lg"
    >
      {t('offline.banner')}
    </Alert>
  );
}
