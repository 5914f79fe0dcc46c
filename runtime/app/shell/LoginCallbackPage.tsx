import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from './PageLoader.tsx';
import { acceptLanding } from './session.ts';

/**
 * `/login/callback` and `/callback`: where an external sign-in returns; they read the same
 * `token`, `error` and `origin` parameters as the landing route.
 */
export function LoginCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(acceptLanding(params), { replace: true });
  }, [params, navigate]);
  return (
    <Stack align="center" gap="xs">
      <PageLoader />
      <Text c="dimmed">{t('login.callbackHeading')}</Text>
    </Stack>
  );
}
