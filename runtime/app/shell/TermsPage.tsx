import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TERMS_SECTIONS, TERMS_UPDATED } from './terms-content.ts';
import { usePageTitle } from './usePageTitle.ts';

/**
 * `/terms-of-use-agreement`, linked from every footer (app-shell §2); in the default layout.
 * Frames show the same terms from `/terms-of-use-agreement/embed`, a page that needs no script.
 */
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
            {t('terms.updated', { date: TERMS_UPDATED })}
          </Text>
          <Text>{t('terms.intro')}</Text>
          {TERMS_SECTIONS.map((section) => (
            <Stack key={section.id} gap={6} id={section.id}>
              <Title order={2} size="h4">
                {t(`terms.${section.title}`)}
              </Title>
              <Text>{t(`terms.${section.body}`)}</Text>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
