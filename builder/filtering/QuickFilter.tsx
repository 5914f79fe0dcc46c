import { Autocomplete, Button, Group, Select } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECT_TEXTS, type FilterDataType, type FilterRule } from '../../runtime/core/index.ts';

/** Props of {@link QuickFilter}. */
export interface QuickFilterProps {
  fields: string[];
  types: Record<string, FilterDataType>;
  suggestionsOf: (field: string | null | undefined) => string[];
  compact: boolean;
  /** Called with the rule the quick filter makes. */
  onFilter: (rule: FilterRule) => void;
}

/**
 * The rule a quick filter makes: text fields match anywhere in the text, case-insensitive
 * (ILIKE %value%); other types compare equal, the value coerced to the field's type.
 */
export function quickRule(field: string, value: string, dataType: FilterDataType): FilterRule {
  const text = value.trim();
  return dataType === 'string'
    ? { field, operator: 'ILIKE', value: `%${text}%`, dataType, union: 'AND' }
    : { field, operator: '==', value: text, dataType, union: 'AND' };
}

/**
 * The filter-two quick filter: a field and a value, applied at once as one more rule, the
 * way a spreadsheet user narrows a column without building a rule by hand.
 */
export function QuickFilter({ fields, types, suggestionsOf, compact, onFilter }: QuickFilterProps) {
  const { t } = useTranslation();
  const [field, setField] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const ready = field !== null && value.trim() !== '';
  const submit = () => {
    if (!ready) return;
    onFilter(quickRule(field, value, types[field] ?? 'string'));
    setValue('');
  };
  return (
    <Group
      gap="xs"
      align="flex-end"
      wrap={compact ? 'wrap' : 'nowrap'}
      className="nav-quick-filter"
      data-testid="quick-filter"
    >
      <Select
        size="xs"
        label={t('widgetFiltering.quick')}
        placeholder={t('widgetFiltering.fieldPlaceholder')}
        data={fields}
        value={field}
        onChange={setField}
        searchable
        nothingFoundMessage={SELECT_TEXTS.noResults}
        style={{ flex: compact ? '1 1 100%' : '0 0 38%' }}
        data-testid="quick-field"
      />
      <Autocomplete
        size="xs"
        aria-label={t('widgetFiltering.quickValue')}
        placeholder={t('widgetFiltering.quickValue')}
        data={suggestionsOf(field)}
        limit={50}
        value={value}
        onChange={setValue}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
        style={{ flex: 1 }}
        data-testid="quick-value"
      />
      <Button
        size="xs"
        variant="light"
        leftSection={<IconBolt size={14} />}
        disabled={!ready}
        onClick={submit}
        data-testid="quick-apply"
      >
        {t('widgetFiltering.quickAdd')}
      </Button>
    </Group>
  );
}
