import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from './PageLoader.tsx';
import { acceptCallback } from './session.ts';

/**
 * `/login/callback` and `/callback`: where an external sign-in returns; they read the same
 * `token`, `error` and `origin` parameters as the landing route, and have the server confirm
 * the token (GET /api/v1/login) before going home.
 */
export function LoginCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void acceptCallback(params).then((target) => {
      if (live) navigate(target, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [params, navigate]);
  return (
    <Stack align="center" gap="xs">
      <PageLoader />
      <Text c="dimmed">{t('login.callbackHeading')}</Text>
    </Stack>
  );
}
