/**
 * The user menu's button in the top bar. Mantine's Menu (its popover and floating-ui, ~20 KB
 * gzip) is not in the main bundle: a first screen only shows the button. Its chunk loads
 * when the page is idle (where the connection allows prefetching, as the sidebar's links do:
 * Menu's code lies in the module pages' chunk), when the pointer or the keyboard comes to the
 * button, or on the first click, which then opens the menu once it is there.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { idleTask } from './idle-task.ts';
import { currentConnection, mayPrefetch } from './link-prefetch.ts';
import { loadableChunk } from './loadable-chunk.ts';
import { useCurrentUser } from './useCurrentUser.ts';
import { UserMenuButton } from './UserMenuButton.tsx';
import type { UserMenuListProps } from './UserMenuList.tsx';

/** The longest the menu's code waits for an idle moment. */
export const USER_MENU_IDLE_TIMEOUT_MS = 2000;

const menuCode = loadableChunk(() => import('./UserMenuList.tsx'));

/** The user menu of the top bar: who is signed in, the language and logout. */
export function UserMenu() {
  const user = useCurrentUser();
  const [List, setList] = useState<ComponentType<UserMenuListProps> | undefined>(
    () => menuCode.current()?.UserMenuList,
  );
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (List) return;
    let live = true;
    const load = () =>
      menuCode.preload().then(
        (code) => {
          if (live) setList(() => code.UserMenuList);
        },
        // Tried again on the next approach or click (a deploy: the reload guard's).
        () => setWanted(false),
      );
    if (wanted) {
      void load();
      return () => {
        live = false;
      };
    }
    const idle = idleTask(() => {
      if (mayPrefetch(currentConnection())) void load();
    }, USER_MENU_IDLE_TIMEOUT_MS);
    return () => {
      live = false;
      idle.cancel();
    };
  }, [List, wanted]);
  if (!user) return null;
  if (List) return <List user={user} defaultOpened={openOnLoad} />;
  return (
    <UserMenuButton
      user={user}
      onApproach={() => setWanted(true)}
      onClick={() => {
        setOpenOnLoad(true);
        setWanted(true);
      }}
    />
  );
}
