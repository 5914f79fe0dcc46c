import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconLock, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle.ts';

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  status: number;
  /** Extra line under the text (e.g. 'This page could not be found' from route loading). */
  detail?: string;
}

/**
 * The error page of app-shell §2: 404 reads 'Page not Found' with a link home; any other
 * status reads 'Access Restricted'.
 */
export function StatusPage({ status, detail }: StatusPageProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const title = notFound ? t('errors.notFoundTitle') : t('errors.restrictedTitle');
  usePageTitle(title);
  return (
    <Center mih="60vh" p="xl" data-testid={notFound ? 'not-found-page' : 'error-page'}>
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={notFound ? 'brand' : 'red'}>
          {notFound ? <IconMapSearch size={38} /> : <IconLock size={38} />}
        </ThemeIcon>
        <Text c="dimmed" fw={600} size="sm" data-testid="error-status">
          {t('errors.status', { status })}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{notFound ? t('errors.notFoundText') : t('errors.restrictedText')}</Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        <Button component={Link} to="/" mt="md" leftSection={<IconHome size={16} />}>
          {t('errors.returnHome')}
        </Button>
      </Stack>
    </Center>
  );
}
