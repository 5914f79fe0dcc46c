/**
 * The user menu's button in the top bar. Mantine's Menu (its popover and floating-ui, ~20 KB
 * gzip) is not in the main bundle: a first screen only shows the button. Its chunk loads
 * once the page load has settled (page-settled.ts: not among a new visit's requests before its
 * last paint), where the connection allows prefetching, as the sidebar's links do (
 * Menu's code lies in the module pages' chunk), when the pointer or the keyboard comes to the
 * button, or on the first click, which then opens the menu once it is there.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { currentConnection, mayPrefetch } from './link-prefetch.ts';
import { loadableChunk } from './loadable-chunk.ts';
import { whenPageSettled } from './page-settled.ts';
import { useCurrentUser } from './useCurrentUser.ts';
import { UserMenuButton } from './UserMenuButton.tsx';
import type { UserMenuListProps } from './UserMenuList.tsx';

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
    void whenPageSettled().then(() => {
      if (live && mayPrefetch(currentConnection())) void load();
    });
    return () => {
      live = false;
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
