import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** `/reset-password` (its content is not in the spec): who to ask, and the way back. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="reset-password">
      <Title order={2} size="h3">
        {t('login.resetHeading')}
      </Title>
      <Text c="dimmed">{t('login.resetText')}</Text>
      <Anchor component={Link} to="/login">
        {t('login.backToLogin')}
      </Anchor>
    </Stack>
  );
}
