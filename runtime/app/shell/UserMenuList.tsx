/**
 * The user menu's list (Mantine's Menu): who is signed in, the saved queries for super users,
 * the language and logout. A chunk of its own, loaded by UserMenu.tsx.
 */
import { Group, Menu } from '@mantine/core';
import { IconCheck, IconDatabaseEdit, IconLanguage, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEffect, useState } from 'react';
import { changeLanguage, LANGUAGES, preloadLanguages } from '../i18n/index.ts';
import { USER_MENU_Z_INDEX } from './layers.ts';
import { logoutUser } from './session.ts';
import type { SessionUser } from '../api/types.ts';
import { UserMenuButton } from './UserMenuButton.tsx';

/** Props of {@link UserMenuList}. */
export interface UserMenuListProps {
  user: SessionUser;
  /** Open at once (the button was clicked before this chunk was there). */
  defaultOpened: boolean;
}

/** The user menu: its button, and its list when opened. */
export function UserMenuList({ user, defaultOpened }: UserMenuListProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(defaultOpened);
  // The other languages' texts are chunks of their own: fetched when the menu opens.
  useEffect(() => {
    if (opened) preloadLanguages();
  }, [opened]);
  const logout = async () => {
    await logoutUser();
    navigate('/login', { replace: true });
  };
  return (
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal
      zIndex={USER_MENU_Z_INDEX}
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <UserMenuButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('user.signedInAs', { name: user.username })}</Menu.Label>
        <Menu.Divider />
        {user.userh?.super && (
          <>
            {/* The builder's saved-query editor (widget-layer §6: super users). */}
            <Menu.Item
              leftSection={<IconDatabaseEdit size={16} />}
              onClick={() => navigate('/_builder/queries')}
              data-testid="menu-saved-queries"
            >
              {t('user.savedQueries')}
            </Menu.Item>
            <Menu.Divider />
          </>
        )}
        <Menu.Label>
          <Group gap={6}>
            <IconLanguage size={14} />
            {t('user.language')}
          </Group>
        </Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            // The menu closes once the texts are there, showing the new language at once.
            closeMenuOnClick={false}
            onClick={() =>
              void changeLanguage(language)
                // A chunk that cannot load leaves the language as it was.
                .catch(() => undefined)
                .finally(() => setOpened(false))
            }
            rightSection={i18n.resolvedLanguage === language ? <IconCheck size={14} /> : null}
            data-testid={`language-${language}`}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void logout()}
          data-testid="logout"
        >
          {t('user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
