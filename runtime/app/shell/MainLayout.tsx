import { ActionIcon, AppShell, Burger, Group, Image, Text } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useSnapshot } from '../stores/use-snapshot.ts';
import { getToken } from '../api/client.ts';
import defaultLogo from '../assets/default-logo.svg';
import { clearProgramFilters, filteringStore } from '../stores/filtering-store.ts';
import { layoutStore } from '../stores/layout-store.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { AccessErrorOverlay } from './AccessErrorOverlay.tsx';
import { AppFooter } from './AppFooter.tsx';
import { runMiddleware } from './middleware.ts';
import { PageLoader } from './PageLoader.tsx';
import { checkSession, loadVariables } from './session.ts';
import { Sidebar } from './Sidebar.tsx';
import { UserMenu } from './UserMenu.tsx';
import { HEADER_HEIGHT } from './layers.ts';
import { useLayoutType } from './useLayoutType.ts';
import { useSessionWatch } from './useSessionWatch.ts';
import { imageUrl, useTenant } from './useTenant.ts';

/** Program change clears its filters; every path change reloads its operational variables. */
function useProgramEffects(userKnown: boolean) {
  const { program, module } = useParams();
  const { pathname } = useLocation();
  const { programs } = useSnapshot(navigatorStore);
  const known = program !== undefined && programs.some((p) => p.program_slug === program);
  useEffect(() => {
    // ModuleRoute (a child, whose effect runs first) fills in the module's ids.
    if (navigatorStore.routeIds.program !== program || module === undefined) {
      navigatorStore.routeIds = { program };
    }
    if (program && filteringStore.program !== program) clearProgramFilters(program);
  }, [program, module]);
  useEffect(() => {
    if (!userKnown || !program || !known) return;
    let live = true;
    loadVariables(program)
      .then((variables) => {
        if (live) navigatorStore.variables = variables;
      })
      .catch(() => {
        // app-shell §7: a failed variables load is ignored (dates resolve against today).
      });
    return () => {
      live = false;
    };
  }, [pathname, program, known, userKnown]);
}

function Brand() {
  const { tenant } = useTenant();
  const { t } = useTranslation();
  const logo = tenant?.branding.logo_client ? imageUrl(tenant.branding.logo_client) : defaultLogo;
  const title = tenant?.branding.title ?? tenant?.name ?? t('app.name');
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      renderRoot={(props) => (
        <Link to="/" {...props} style={{ ...props.style, textDecoration: 'none' }} />
      )}
    >
      <Image
        src={logo}
        alt={`${tenant?.name ?? t('app.name')} logo`}
        h={30}
        w="auto"
        fit="contain"
        data-testid="navbar-logo"
      />
      <Text fw={650} c="dark.7" size="md" visibleFrom="sm" data-testid="navbar-title">
        {title}
      </Text>
    </Group>
  );
}

/**
 * The main navigator layout (app-shell §2): top bar with the tenant's logo and title and the
 * user menu, the sidebar of programs and modules, the page, the footer and the access-error
 * overlay. It needs a token; the session is checked once when the user is not known yet, and
 * again (check_session) whenever the tab regains focus.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { user, showErrorAuth } = useSnapshot(navigatorStore);
  const { navbarOpened, navbarCollapsed } = useSnapshot(layoutStore);
  const hasToken = getToken() !== undefined;
  const [checkFailed, setCheckFailed] = useState(false);
  useEffect(() => {
    if (!hasToken || user) return;
    checkSession().catch(() => setCheckFailed(true));
  }, [hasToken, user]);
  useProgramEffects(user !== undefined);
  useSessionWatch();
  useLayoutType('main');

  const decision = runMiddleware(['authenticated'], { hasToken, hasSession: user !== undefined });
  if (decision.kind === 'redirect' && showErrorAuth === false) {
    return (
      <Navigate to={decision.to} replace state={{ from: location.pathname + location.search }} />
    );
  }
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: 272,
        breakpoint: 'sm',
        collapsed: { mobile: !navbarOpened, desktop: navbarCollapsed },
      }}
      footer={{ height: { base: 64, sm: 40 } }}
      padding="lg"
      bg="gray.0"
      data-testid="main-layout"
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navbarOpened}
              onClick={() => (layoutStore.navbarOpened = !layoutStore.navbarOpened)}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggleNavigation')}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => (layoutStore.navbarCollapsed = !layoutStore.navbarCollapsed)}
              visibleFrom="sm"
              aria-label={t('nav.toggleNavigation')}
              data-testid="navbar-toggle"
            >
              {navbarCollapsed ? (
                <IconLayoutSidebarLeftExpand size={20} stroke={1.6} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} />
              )}
            </ActionIcon>
            <Brand />
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main>{user ? <Outlet /> : checkFailed ? null : <PageLoader />}</AppShell.Main>
      <AppShell.Footer withBorder>
        <AppFooter />
      </AppShell.Footer>
      <AccessErrorOverlay />
    </AppShell>
  );
}
