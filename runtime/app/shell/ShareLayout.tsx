import { Box, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSnapshot } from '../stores/use-snapshot.ts';
import { getToken } from '../api/client.ts';
import defaultLogo from '../assets/default-logo.svg';
import { navigatorStore } from '../stores/navigator-store.ts';
import { AccessErrorOverlay } from './AccessErrorOverlay.tsx';
import { AppFooter } from './AppFooter.tsx';
import { runMiddleware } from './middleware.ts';
import { useLayoutType } from './useLayoutType.ts';
import { imageUrl, useTenant } from './useTenant.ts';

/**
 * The light layout of shared dashboards and widgets (app-shell §2): a slim bar with the
 * tenant's logo, the page, the footer; no sidebar. Shared views still need a session (the
 * data calls need a token), so a visitor without one logs in and comes back here.
 */
export function ShareLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { tenant } = useTenant();
  const { showErrorAuth } = useSnapshot(navigatorStore);
  useLayoutType('share');
  const decision = runMiddleware(['authenticated'], {
    hasToken: getToken() !== undefined,
    hasSession: navigatorStore.user !== undefined,
  });
  if (decision.kind === 'redirect' && showErrorAuth === false) {
    return (
      <Navigate to={decision.to} replace state={{ from: location.pathname + location.search }} />
    );
  }
  const logo = tenant?.branding.logo_client ? imageUrl(tenant.branding.logo_client) : defaultLogo;
  return (
    <Box
      mih="100vh"
      bg="gray.0"
      style={{ display: 'flex', flexDirection: 'column' }}
      data-testid="share-layout"
    >
      <Group
        px="lg"
        h={52}
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Image
          src={logo}
          alt={`${tenant?.name ?? t('app.name')} logo`}
          h={26}
          w="auto"
          fit="contain"
        />
        <Text fw={600} size="sm" c="dimmed">
          {tenant?.branding.title ?? tenant?.name ?? t('app.name')}
        </Text>
      </Group>
      <Box component="main" p="md" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <AppFooter compact />
      <AccessErrorOverlay />
    </Box>
  );
}
