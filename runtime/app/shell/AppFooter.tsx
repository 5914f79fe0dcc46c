import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Address of the terms page (app-shell §2). */
export const TERMS_PATH = '/terms-of-use-agreement';

/**
 * Footer of app-shell §2: copyright with the current year, the privacy and cookies policies
 * (sections of the terms page) and the terms link.
 */
export function AppFooter({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Group
      component="footer"
      justify={compact ? 'center' : 'space-between'}
      gap={compact ? 'md' : 4}
      px="md"
      py={compact ? 'sm' : 6}
      h={compact ? undefined : '100%'}
      align="center"
      wrap="wrap"
      data-testid="app-footer"
    >
      <Text size="xs" c="dimmed">
        {t('footer.copyright', { year })}
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={`${TERMS_PATH}#privacy`} size="xs" c="dimmed">
          {t('footer.privacy')}
        </Anchor>
        <Anchor component={Link} to={`${TERMS_PATH}#cookies`} size="xs" c="dimmed">
          {t('footer.cookies')}
        </Anchor>
        <Anchor component={Link} to={TERMS_PATH} size="xs" c="dimmed" data-testid="terms-link">
          {t('footer.terms')}
        </Anchor>
      </Group>
    </Group>
  );
}
