import { Alert, Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconWorldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import defaultLogo from '../assets/default-logo.svg';
import { AppFooter } from './AppFooter.tsx';
import classes from './AuthLayout.module.css';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Slideshow } from './Slideshow.tsx';
import { useLayoutType } from './useLayoutType.ts';
import { usePageTitle } from './usePageTitle.ts';
import { imageUrl, useTenant } from './useTenant.ts';

/**
 * The auth layout of app-shell §2: the tenant's slideshow on the left, a card with the tenant
 * logo and the page (login form) on the right, and the footer. Nothing shows while the tenant
 * loads; a host that is no tenant is told so.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const { tenant, loading, missing } = useTenant();
  usePageTitle();
  useLayoutType('auth');
  if (loading)
    return <Box className={classes.hidden} aria-busy="true" data-testid="auth-loading" />;
  if (missing || !tenant) {
    return (
      <Box className={classes.center}>
        <Paper className={classes.card} p="xl" shadow="md" withBorder>
          <Stack align="center" gap="md">
            <Image src={defaultLogo} alt="Navigator" h={48} w="auto" fit="contain" />
            <Alert
              role="alert"
              color="red"
              variant="light"
              icon={<IconWorldOff size={20} />}
              title={t('login.noTenantTitle')}
              w="100%"
            >
              {t('login.noTenant', { host: window.location.hostname })}
            </Alert>
          </Stack>
        </Paper>
      </Box>
    );
  }
  const name = tenant.name ?? tenant.tenant;
  const logo = tenant.branding.logo_client ? imageUrl(tenant.branding.logo_client) : defaultLogo;
  return (
    <Box className={classes.root}>
      <Slideshow images={tenant.slideshow.map(imageUrl)} />
      <Box className={classes.side}>
        <Group justify="flex-end" p="md">
          <LanguageSwitch />
        </Group>
        <Box className={classes.panel}>
          <Paper className={classes.card} p={36} data-tenant={tenant.tenant}>
            <Stack gap={4} mb="xl">
              <Image
                src={logo}
                alt={`${name} logo`}
                className={classes.logo}
                data-testid="tenant-logo"
                data-default-logo={logo === defaultLogo || undefined}
                fit="contain"
              />
              <Title order={1} className={classes.tenantName} data-testid="tenant-name">
                {name}
              </Title>
              {tenant.branding.title && (
                <Text c="dimmed" size="sm">
                  {tenant.branding.title}
                </Text>
              )}
            </Stack>
            <Outlet />
          </Paper>
        </Box>
        <Stack gap={0} align="center">
          <Text size="xs" c="dimmed">
            {t('login.poweredBy')}
          </Text>
          <AppFooter compact />
        </Stack>
      </Box>
    </Box>
  );
}
