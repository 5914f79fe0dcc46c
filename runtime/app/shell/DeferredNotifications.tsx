/**
 * The toasts' host (app-shell: toasts titled 'Navigator' at top-right), mounted once the page
 * load has settled (page-settled.ts) or a toast is shown, whichever comes first. Mantine's host renders a region per position
 * with its transition groups, work a first screen does not need: the toasts wait in Mantine's
 * store until the host mounts, then show as they would have. The host's code (with its
 * transition library) is a chunk of its own, loaded then; only the store is in the main bundle.
 */
import { notificationsStore, type NotificationsProps } from '@mantine/notifications';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { currentConnection, mayPrefetch } from './link-prefetch.ts';
import { loadableChunk } from './loadable-chunk.ts';
import { whenPageSettled } from './page-settled.ts';

const hostCode = loadableChunk(() => import('./NotificationsHost.tsx'));

export function DeferredNotifications(props: NotificationsProps) {
  const [mounted, setMounted] = useState(
    () => notificationsStore.getState().notifications.length > 0,
  );
  const failed = useRef(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const unsubscribe = notificationsStore.subscribe(mount);
    // Its chunk shares Mantine's code with the module pages' chunk: on a connection where
    // prefetching is not worth its bytes, it loads with the first toast only.
    let live = true;
    void whenPageSettled().then(() => {
      if (live && !failed.current && mayPrefetch(currentConnection())) mount();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [mounted]);
  const [Host, setHost] = useState<ComponentType<NotificationsProps> | undefined>(
    () => hostCode.current()?.Notifications,
  );
  useEffect(() => {
    if (!mounted || Host) return;
    let live = true;
    hostCode.preload().then(
      (code) => {
        if (live) setHost(() => code.Notifications);
      },
      // Outside the routes' error pages: a host that cannot load (a deploy replaced the
      // files) tries again with the next toast rather than taking the app down.
      () => {
        failed.current = true;
        if (live) setMounted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [mounted, Host]);
  return mounted && Host ? <Host {...props} /> : null;
}
