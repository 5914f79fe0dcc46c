import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconDatabaseEdit,
  IconLanguage,
  IconLogout,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeLanguage, LANGUAGES } from '../i18n/index.ts';
import { userDisplayName, userInitials } from '../../core/widgets/user-profile.ts';
import { USER_MENU_Z_INDEX } from './layers.ts';
import { logoutUser } from './session.ts';
import { useCurrentUser } from './useCurrentUser.ts';

/** The user menu of the top bar: who is signed in, the language and logout. */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  if (!user) return null;
  const name = userDisplayName(user);
  const logout = async () => {
    await logoutUser();
    navigate('/login', { replace: true });
  };
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal zIndex={USER_MENU_Z_INDEX}>
      <Menu.Target>
        <UnstyledButton aria-label={t('user.menu')} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size={34} color="brand" variant="filled">
              {userInitials(user.first_name, user.last_name, user.username)}
            </Avatar>
            <div style={{ lineHeight: 1.1 }}>
              <Text size="sm" fw={600} data-testid="user-name" visibleFrom="sm">
                {name}
              </Text>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {user.email}
              </Text>
            </div>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
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
            onClick={() => void changeLanguage(language)}
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
