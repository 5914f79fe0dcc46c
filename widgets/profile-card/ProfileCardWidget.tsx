import { Anchor, Avatar, Badge, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconMail, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { cardFigures } from '../../runtime/core/widgets/card-figures.ts';
import {
  profileRow,
  userDisplayName,
  userInitials,
  userRole,
} from '../../runtime/core/widgets/user-profile.ts';
import { useSignedIn } from '../../runtime/widget-sdk/session.ts';
import { WidgetEmpty, WidgetError } from '../../runtime/widget-sdk/slots.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { FigureGrid } from '../business-card/FigureGrid.tsx';
import { profileCardText } from './profile-card-messages.ts';

/**
 * Profile card: the signed-in user (initials, name, e-mail, role, tenant, groups) from the
 * session, and their figures from the query's row of that user (the container asks the query
 * for that user's rows only, see index.ts). Without a query it is the profile alone.
 */
export function ProfileCardWidget(props: WidgetComponentProps) {
  const { params, data, loading, error, locale, height, reload, widget } = props;
  const text = profileCardText(locale);
  const { user, tenantName } = useSignedIn();
  if (!user) {
    return (
      <WidgetEmpty
        locale={locale}
        height={height}
        icon={<IconUser size={22} stroke={1.5} />}
        title={text('signedOut')}
      />
    );
  }
  const name = userDisplayName(user);
  const role = userRole(user);
  const hasQuery = Boolean(widget.query_slug?.slug);
  const row = data ? profileRow(data.rows, user, params) : undefined;
  const settings = params.profileCard?.figures;
  const figures = cardFigures(row, settings, locale);
  let figurePart;
  if (error) {
    figurePart = <WidgetError locale={locale} height={120} message={error} onRetry={reload} />;
  } else if (hasQuery && !data && loading) {
    figurePart = (
      <FigureGrid figures={cardFigures(undefined, settings, locale)} testId="profile-figure" />
    );
  } else if (hasQuery && data && !row) {
    figurePart = (
      <Text size="sm" c="dimmed" data-testid="profile-no-figures">
        {params.placeholder ?? text('noFigures')}
      </Text>
    );
  } else if (row) {
    figurePart = <FigureGrid figures={figures} testId="profile-figure" />;
  }
  return (
    <ScrollArea h="100%" type="auto" data-testid="profile-card" data-user={user.username}>
      <Stack gap="sm" p="sm">
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar
            radius="xl"
            size={56}
            color="brand"
            variant="filled"
            data-testid="profile-initials"
            aria-hidden
          >
            {userInitials(user.first_name, user.last_name, user.username)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={4} data-testid="profile-name" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Group gap={6} wrap="nowrap">
              <IconMail size={14} style={{ flexShrink: 0 }} aria-label={text('email')} />
              <Anchor
                size="sm"
                href={`mailto:${encodeURI(user.email)}`}
                data-testid="profile-email"
                style={{ overflowWrap: 'anywhere' }}
              >
                {user.email}
              </Anchor>
            </Group>
          </div>
        </Group>
        <Group gap="xs">
          <Badge
            tt="none"
            variant="light"
            leftSection={<IconShieldCheck size={12} />}
            aria-label={text('role')}
            data-testid="profile-role"
            data-role={role}
          >
            {text(`role_${role}`)}
          </Badge>
          {tenantName && (
            <Badge
              tt="none"
              variant="outline"
              color="gray"
              leftSection={<IconBuilding size={12} />}
              aria-label={text('tenant')}
              data-testid="profile-tenant"
            >
              {tenantName}
            </Badge>
          )}
          {user.groups.map((group) => (
            <Badge key={group} tt="none" variant="dot" color="gray" data-testid="profile-group">
              {group}
            </Badge>
          ))}
        </Group>
        {figurePart}
      </Stack>
    </ScrollArea>
  );
}
