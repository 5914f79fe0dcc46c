import { Badge, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Conditions } from '../../../schemas/generated/index.ts';
import { WIDGET_NS } from './texts.ts';

const DATE_KEYS = ['firstdate', 'lastdate', 'filterdate'] as const;

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (value === null) return '∅';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Props of {@link AppliedFilters}. */
export interface AppliedFiltersProps {
  conditions: Conditions;
}

/**
 * The widget's side filter panel (the filtering item): the dates and where conditions its
 * query runs with, as the dashboard's filters and the widget's own settings combine them.
 */
export function AppliedFilters({ conditions }: AppliedFiltersProps) {
  const { t } = useTranslation(WIDGET_NS);
  const dates = DATE_KEYS.filter((key) => conditions[key] !== undefined);
  const where = Object.entries((conditions.where_cond ?? {}) as Record<string, unknown>);
  return (
    <aside
      className="nav-widget-filters"
      data-testid="widget-filters"
      aria-label={t('filters.title')}
    >
      <ScrollArea h="100%" type="auto">
        <Stack gap="xs" p="xs">
          <Text size="xs" fw={600} tt="uppercase" c="dimmed">
            {t('filters.title')}
          </Text>
          {dates.length === 0 && where.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('filters.none')}
            </Text>
          )}
          {dates.length > 0 && (
            <Stack gap={4}>
              <Text size="xs" fw={500}>
                {t('filters.dates')}
              </Text>
              {dates.map((key) => (
                <Text key={key} size="xs">
                  {key}: <strong>{valueText(conditions[key])}</strong>
                </Text>
              ))}
            </Stack>
          )}
          {where.length > 0 && (
            <Group gap={4}>
              {where.map(([key, value]) => (
                <Badge key={key} variant="light" size="sm" radius="sm" tt="none">
                  {key}: {valueText(value)}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </ScrollArea>
    </aside>
  );
}
