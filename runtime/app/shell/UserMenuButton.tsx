import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { userDisplayName, userInitials } from '../../core/widgets/user-profile.ts';
import type { SessionUser } from '../api/types.ts';

/** The button that opens the user menu: initials, name and e-mail. */
export const UserMenuButton = forwardRef<
  HTMLButtonElement,
  { user: SessionUser; onClick?: () => void; onApproach?: () => void }
>(function UserMenuButton({ user, onClick, onApproach, ...rest }, ref) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      ref={ref}
      aria-label={t('user.menu')}
      data-testid="user-menu"
      onClick={onClick}
      onPointerEnter={onApproach}
      onFocus={onApproach}
      {...rest}
    >
      <Group gap="xs" wrap="nowrap">
        <Avatar radius="xl" size={34} color="brand" variant="filled">
          {userInitials(user.first_name, user.last_name, user.username)}
        </Avatar>
        <div style={{ lineHeight: 1.1 }}>
          <Text size="sm" fw={600} data-testid="user-name" visibleFrom="sm">
            {userDisplayName(user)}
          </Text>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {user.email}
          </Text>
        </div>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
});
