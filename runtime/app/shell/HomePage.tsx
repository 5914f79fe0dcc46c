import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProgramCard } from './ProgramCard.tsx';
import { useCurrentUser } from './useCurrentUser.ts';
import { usePageTitle } from './usePageTitle.ts';
import { usePrograms } from './usePrograms.ts';

/** Home (`/`): the user's programs as cards with their modules. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data: programs, loading, error } = usePrograms();
  usePageTitle();
  return (
    <Stack gap="lg" maw={1280} mx="auto" data-testid="home-page">
      <div>
        <Title order={1} size="h2">
          {t('nav.welcome', { name: user?.first_name || user?.username || '' })}
        </Title>
        <Text c="dimmed">{t('nav.homeSubtitle')}</Text>
      </div>
      {error !== undefined && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.noPermission')}
        </Alert>
      )}
      {programs && programs.length === 0 && (
        <Alert color="gray" variant="light">
          {t('nav.noPrograms')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {loading && [0, 1, 2].map((i) => <Skeleton key={i} h={220} radius="md" />)}
        {programs?.map((program) => (
          <ProgramCard key={program.program_slug} program={program} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
