import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  Select,
  Stack,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WhereCond } from '../../schemas/generated/index.ts';
import { WHERE_SUFFIXES, whereCondOf, whereRows, type WhereRow } from './conditions-model.ts';
import { CONDITIONS_EDITOR_NS } from './texts.ts';

/** Props of {@link WhereRulesEditor}. */
export interface WhereRulesEditorProps {
  value: WhereCond | undefined;
  columns: string[];
  onChange(value: WhereCond): void;
}

const SUFFIX_LABEL: Record<string, 'and' | 'not' | 'or' | 'startsWith'> = {
  '': 'and',
  '!': 'not',
  '|': 'or',
  '~': 'startsWith',
};

/**
 * The where_cond rules (conditions-semantics "where keys"): one row per key, its column, its
 * suffix (equals, not, or, starts with) and its value. Rows without a column are kept while
 * being typed but not written.
 */
export function WhereRulesEditor({ value, columns, onChange }: WhereRulesEditorProps) {
  const { t } = useTranslation(CONDITIONS_EDITOR_NS);
  const [rows, setRows] = useState<WhereRow[]>(() => whereRows(value));
  // A where_cond replaced from outside (slug change, restore) replaces the rows; the drawer
  // echoing back what these rows wrote does not (half-typed rows stay).
  // Compared as text: a parent may pass a new but equal object on every render.
  const incoming = JSON.stringify(value ?? {});
  const [seen, setSeen] = useState(incoming);
  if (incoming !== seen) {
    setSeen(incoming);
    if (JSON.stringify(whereCondOf(rows)) !== incoming) setRows(whereRows(value));
  }
  const commit = (next: WhereRow[]) => {
    setRows(next);
    onChange(whereCondOf(next));
  };
  const patch = (index: number, change: Partial<WhereRow>) =>
    commit(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const suffixes = WHERE_SUFFIXES.map((suffix) => ({
    value: suffix,
    label: t(`suffixes.${SUFFIX_LABEL[suffix] ?? 'and'}`),
  }));
  return (
    <Stack gap={6} data-testid="where-rules">
      {rows.map((row, index) => (
        <Group key={index} gap={6} wrap="nowrap" data-testid="where-rule">
          <Autocomplete
            size="xs"
            w={150}
            aria-label={t('column')}
            placeholder={t('column')}
            data={columns}
            value={row.column}
            onChange={(column) => patch(index, { column })}
          />
          <Select
            size="xs"
            w={110}
            aria-label={t('match')}
            data={suffixes}
            value={row.suffix}
            allowDeselect={false}
            onChange={(suffix) => patch(index, { suffix: (suffix ?? '') as WhereRow['suffix'] })}
          />
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={t('value')}
            placeholder={t('value')}
            value={row.text}
            onChange={(event) => patch(index, { text: event.currentTarget.value })}
          />
          <Tooltip label={t('removeRule')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('removeRule')}
              onClick={() => commit(rows.filter((_, i) => i !== index))}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Group>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={12} />}
          onClick={() => setRows([...rows, { column: '', suffix: '', text: '' }])}
          data-testid="where-add"
        >
          {t('addRule')}
        </Button>
      </Group>
    </Stack>
  );
}
