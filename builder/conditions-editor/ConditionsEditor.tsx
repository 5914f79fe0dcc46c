import {
  Autocomplete,
  Divider,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TOKENS } from '../../runtime/core/dates/date-tokens.ts';
import type { Conditions } from '../../schemas/generated/conditions.ts';
import { columnTags, withConditionKey } from './conditions-model.ts';
import { ConditionsPreview } from './ConditionsPreview.tsx';
import { CONDITIONS_EDITOR_NS } from './texts.ts';
import { WhereRulesEditor } from './WhereRulesEditor.tsx';

/** Props of the conditions editor shown in the widget settings drawer. */
export interface ConditionsEditorProps {
  /** Saved query slug the preview runs; undefined while none is chosen. */
  slug: string | undefined;
  /** Column names of the slug (fields, grouping, ordering and where pickers). */
  columns: string[];
  /** The in-progress conditions. */
  value: Conditions;
  /** Called with the whole new conditions object on every change. */
  onChange(value: Conditions): void;
}

/** The fields list is at most 122 px high (widget-layer §2); more tags scroll. */
export const FIELDS_MAX_HEIGHT = 122;

const DATE_KEYS = ['filterdate', 'firstdate', 'lastdate'] as const;

/**
 * Conditions editor (widget-layer §2, §3): fields ('x as y'), grouping, ordering, the
 * filterdate / firstdate / lastdate dates with date tokens, and where rules, with a preview of
 * the slug's rows for the in-progress conditions. Only keys the author sets are written.
 */
export function ConditionsEditor({ slug, columns, value, onChange }: ConditionsEditorProps) {
  const { t } = useTranslation(CONDITIONS_EDITOR_NS);
  const set = (key: string, next: unknown) => onChange(withConditionKey(value, key, next));
  const orderingChoices = useMemo(
    () => columns.flatMap((column) => [column, `${column} DESC`]),
    [columns],
  );
  const tokens = useMemo(() => [...DATE_TOKENS], []);
  return (
    <Stack gap="md" data-testid="conditions-editor">
      <Title order={5}>{t('title')}</Title>
      <TagsInput
        label={t('fields')}
        description={t('fieldsHint')}
        placeholder={t('pick')}
        data={columns}
        value={columnTags(value.fields)}
        onChange={(fields) => set('fields', fields)}
        clearable
        styles={{ input: { maxHeight: FIELDS_MAX_HEIGHT, overflowY: 'auto' } }}
        data-testid="conditions-fields"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TagsInput
          label={t('grouping')}
          placeholder={t('pick')}
          data={columns}
          value={columnTags(value.grouping)}
          onChange={(grouping) => set('grouping', grouping)}
          clearable
          data-testid="conditions-grouping"
        />
        <TagsInput
          label={t('ordering')}
          description={t('orderingHint')}
          placeholder={t('pick')}
          data={orderingChoices}
          value={columnTags(value.ordering)}
          onChange={(ordering) => set('ordering', ordering)}
          clearable
          data-testid="conditions-ordering"
        />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500}>
          {t('dates')}
        </Text>
        <Text size="xs" c="dimmed" mb={4}>
          {t('dateHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {DATE_KEYS.map((key) => (
            <Autocomplete
              key={key}
              label={t(key)}
              placeholder="YYYY-MM-DD"
              data={tokens}
              value={typeof value[key] === 'string' ? (value[key] as string) : ''}
              onChange={(next) => set(key, next.trim())}
              limit={30}
              data-testid={`conditions-${key}`}
            />
          ))}
        </SimpleGrid>
      </div>
      <div>
        <Text size="sm" fw={500}>
          {t('where')}
        </Text>
        <Text size="xs" c="dimmed" mb={4}>
          {t('whereHint')}
        </Text>
        <WhereRulesEditor
          value={value.where_cond}
          columns={columns}
          onChange={(where) => set('where_cond', where)}
        />
      </div>
      <Divider />
      <Paper withBorder p="xs" radius="sm">
        <Text size="sm" fw={600} mb={4}>
          {t('preview')}
        </Text>
        <ConditionsPreview slug={slug} conditions={value} />
      </Paper>
    </Stack>
  );
}
