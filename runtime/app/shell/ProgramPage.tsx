import {
  Alert,
  Anchor,
  Breadcrumbs,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { ModuleRow } from '../api/types.ts';
import { useLocalize } from '../i18n/use-localize.ts';
import { modulePath } from './module-path.ts';
import { NavIcon } from './NavIcon.tsx';
import { statusOf } from './middleware.ts';
import { PageLoader } from './PageLoader.tsx';
import { StatusPage } from './StatusPage.tsx';
import { usePageTitle } from './usePageTitle.ts';
import { useModules, usePrograms } from './usePrograms.ts';

function ModuleCard({ programSlug, module }: { programSlug: string; module: ModuleRow }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Card
      component={Link}
      to={modulePath(programSlug, module.module_slug)}
      padding="lg"
      data-testid={`module-card-${module.module_slug}`}
      style={{ textDecoration: 'none' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={38} radius="md" variant="light">
          <NavIcon name={module.icon} size={22} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={650}>{localize(module.module_name)}</Text>
          <Text size="xs" c="dimmed">
            {t('nav.dashboards', { count: module.dashboards.length })}
          </Text>
        </div>
      </Group>
      {module.description && (
        <Text size="sm" c="dimmed" mt="sm" lineClamp={3}>
          {localize(module.description)}
        </Text>
      )}
    </Card>
  );
}

/** `/:program`: the program's modules; a program that is not the user's goes home. */
export function ProgramPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { program: slug = '' } = useParams();
  const { data: programs, error: programsError } = usePrograms();
  const program = programs?.find((p) => p.program_slug === slug);
  // A program off the user's list is asked for anyway: the server's answer says whether it
  // does not exist (404, 'Page not Found') or is not theirs (403, 'Access Restricted').
  const { data: modules, error } = useModules(programs ? slug : undefined);
  usePageTitle(localize(program?.program_name));
  if (programsError !== undefined) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('errors.noPermission')}
      </Alert>
    );
  }
  if (!programs) return <PageLoader />;
  if (!program) {
    if (error !== undefined) return <StatusPage status={statusOf(error)} />;
    return modules ? <Navigate to="/" replace /> : <PageLoader />;
  }
  return (
    <Stack gap="lg" maw={1280} mx="auto" data-testid="program-page">
      <Breadcrumbs>
        <Anchor component={Link} to="/" size="sm">
          {t('nav.home')}
        </Anchor>
        <Text size="sm">{localize(program.program_name)}</Text>
      </Breadcrumbs>
      <div>
        <Title order={1} size="h2">
          {localize(program.program_name)}
        </Title>
        {program.description && <Text c="dimmed">{localize(program.description)}</Text>}
      </div>
      <Text fw={600} size="sm" c="dimmed" tt="uppercase">
        {t('nav.programSubtitle')}
      </Text>
      {error !== undefined && (
        <Alert color="red" variant="light" role="alert" data-testid="modules-error">
          {t('errors.noPermission')}
        </Alert>
      )}
      {modules && modules.length === 0 && <Text c="dimmed">{t('nav.noModules')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {!modules && error === undefined && [0, 1].map((i) => <Skeleton key={i} h={120} />)}
        {modules?.map((module) => (
          <ModuleCard key={module.module_slug} programSlug={slug} module={module} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
