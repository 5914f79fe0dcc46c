import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle.ts';

const SECTIONS = [
  { id: 'use', title: 'terms.useTitle', body: 'terms.use' },
  { id: 'privacy', title: 'terms.dataTitle', body: 'terms.data' },
  { id: 'cookies', title: 'terms.cookiesTitle', body: 'terms.cookies' },
  { id: 'availability', title: 'terms.availabilityTitle', body: 'terms.availability' },
  { id: 'contact', title: 'terms.contactTitle', body: 'terms.contact' },
] as const;

/** `/terms-of-use-agreement`, linked from every footer (app-shell §2); in the default layout. */
export function TermsPage() {
  const { t } = useTranslation();
  usePageTitle(t('terms.title'));
  return (
    <Container size="md" py={48} w="100%">
      <Paper p={40} withBorder shadow="xs" data-testid="terms-page">
        <Stack gap="lg">
          <Anchor component={Link} to="/" size="sm">
            ← {t('errors.returnHome')}
          </Anchor>
          <Title order={1}>{t('terms.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('terms.updated', { date: '2026-11-01' })}
          </Text>
          <Text>{t('terms.intro')}</Text>
          {SECTIONS.map((section) => (
            <Stack key={section.id} gap={6} id={section.id}>
              <Title order={2} size="h4">
                {t(section.title)}
              </Title>
              <Text>{t(section.body)}</Text>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
