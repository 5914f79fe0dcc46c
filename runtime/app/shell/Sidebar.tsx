import { Loader, NavLink, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ProgramRow } from '../api/types.ts';
import { prefetchModuleCode } from '../dashboard/route-prefetch.ts';
import { useLocalize } from '../i18n/use-localize.ts';
import { layoutStore } from '../stores/layout-store.ts';
import { useLinkPrefetch } from './link-prefetch.ts';
import { modulePath } from './module-path.ts';
import { NavIcon } from './NavIcon.tsx';
import { useModules, usePrograms } from './usePrograms.ts';

const closeOnMobile = () => (layoutStore.navbarOpened = false);

/** A program (links to its page) with its modules listed under it. */
function ProgramLinks({ program }: { program: ProgramRow }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { pathname } = useLocation();
  const { data: modules, loading } = useModules(program.program_slug);
  const base = `/${program.program_slug}`;
  return (
    <Stack gap={1} mt={6}>
      <NavLink
        component={Link}
        to={base}
        label={localize(program.program_name)}
        leftSection={<NavIcon name={program.attributes?.icon as string | undefined} />}
        active={pathname === base}
        onClick={closeOnMobile}
        fw={650}
        data-testid={`nav-program-${program.program_slug}`}
      />
      {loading && <Loader size="xs" ml={44} my={6} aria-label={t('nav.loadingModules')} />}
      {modules?.map((module) => {
        const to = modulePath(program.program_slug, module.module_slug);
        return (
          <NavLink
            key={module.module_slug}
            component={Link}
            to={to}
            label={localize(module.module_name)}
            leftSection={<NavIcon name={module.icon} size={16} />}
            active={pathname === to}
            onClick={closeOnMobile}
            pl={34}
            py={6}
            fz="sm"
            data-testid={`nav-module-${module.module_slug}`}
          />
        );
      })}
    </Stack>
  );
}

/** The sidebar: home, then each program of the user with its modules. */
export function Sidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: programs, loading } = usePrograms();
  // Its links lead to module pages: their code loads when the page is idle.
  useLinkPrefetch(programs && programs.length > 0 ? prefetchModuleCode : undefined);
  return (
    // A native scroll box: Mantine's ScrollArea reads its scroll position after every render
    // of the sidebar, a forced layout of the whole page while a dashboard mounts.
    <div className="nav-sidebar-scroll" data-testid="sidebar">
      <Stack gap={2} p="sm">
        <NavLink
          component={Link}
          to="/"
          label={t('nav.home')}
          leftSection={<IconHome size={18} stroke={1.7} />}
          active={pathname === '/'}
          onClick={closeOnMobile}
          data-testid="nav-home"
        />
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={2} lts={0.5}>
          {t('nav.programs')}
        </Text>
        {loading && <Loader size="sm" m="sm" />}
        {programs?.map((program) => (
          <ProgramLinks key={program.program_slug} program={program} />
        ))}
      </Stack>
    </div>
  );
}
