import {
  Anchor,
  Badge,
  Card,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgramRow } from '../api/types.ts';
import { useLocalize } from '../i18n/use-localize.ts';
import { modulePath } from './module-path.ts';
import { NavIcon } from './NavIcon.tsx';
import { useModules } from './usePrograms.ts';

/** A program on the home page: its image_url, name, description and its modules as links. */
export function ProgramCard({ program }: { program: ProgramRow }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { data: modules, loading } = useModules(program.program_slug);
  const color =
    typeof program.attributes?.color === 'string' ? program.attributes.color : undefined;
  return (
    <Card
      padding="lg"
      data-testid={`program-card-${program.program_slug}`}
      style={{ borderTop: `4px solid ${color ?? 'var(--mantine-color-brand-6)'}` }}
    >
      {program.image_url && (
        <Card.Section mb="sm">
          <Image src={program.image_url} alt="" h={96} fit="cover" data-testid="program-image" />
        </Card.Section>
      )}
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={42} radius="md" variant="light" color={color ?? 'brand'}>
            <NavIcon name={program.attributes?.icon as string | undefined} size={24} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4">
              <Anchor
                component={Link}
                to={`/${program.program_slug}`}
                c="inherit"
                underline="never"
              >
                {localize(program.program_name)}
              </Anchor>
            </Title>
            {modules && (
              <Text size="xs" c="dimmed">
                {t('nav.modules', { count: modules.length })}
              </Text>
            )}
          </div>
        </Group>
        {program.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {localize(program.description)}
          </Text>
        )}
        <Group gap={6} mt="auto">
          {loading && <Skeleton h={22} w={160} radius="xl" />}
          {modules?.map((module) => (
            <Badge
              key={module.module_slug}
              component={Link}
              to={modulePath(program.program_slug, module.module_slug)}
              variant="light"
              color={color ?? 'brand'}
              radius="sm"
              size="lg"
              tt="none"
              fw={500}
              style={{ cursor: 'pointer' }}
              leftSection={<NavIcon name={module.icon} size={14} />}
              data-testid={`program-module-${module.module_slug}`}
            >
              {localize(module.module_name)}
            </Badge>
          ))}
        </Group>
        <Anchor
          component={Link}
          to={`/${program.program_slug}`}
          size="sm"
          fw={600}
          mt={4}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          {t('nav.openProgram')}
          <IconArrowRight size={14} />
        </Anchor>
      </Stack>
    </Card>
  );
}
