import { Autocomplete, Group, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  operatorArity,
  type FilterDataType,
  type FilterRule,
  type FilterScalar,
} from '../../runtime/core/index.ts';

/** Props of {@link RuleValueInput}. */
export interface RuleValueInputProps {
  rule: FilterRule;
  dataType: FilterDataType;
  /** Values of the field seen in the widget's rows, offered as suggestions. */
  suggestions: string[];
  onChange: (patch: Partial<FilterRule>) => void;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The value control of a rule, by operator and data type: a list of tags for IN / NOT IN,
 * two dates for range, and for one value a text box with suggestions (string), a number box
 * (int, float), true / false (boolean) or a date.
 */
export function RuleValueInput({ rule, dataType, suggestions, onChange }: RuleValueInputProps) {
  const { t } = useTranslation();
  const arity = operatorArity(rule.operator);
  if (arity === 'list') {
    const values = Array.isArray(rule.valueIn) ? rule.valueIn.map(text) : [];
    return (
      <TagsInput
        size="xs"
        label={t('widgetFiltering.values')}
        description={t('widgetFiltering.valuesHint')}
        data={suggestions}
        value={values}
        onChange={(next) => onChange({ valueIn: next as FilterScalar[] })}
        clearable
        data-testid="rule-values"
      />
    );
  }
  if (arity === 'range') {
    const [from, to] = Array.isArray(rule.value) ? rule.value : [rule.value, undefined];
    const set = (index: 0 | 1, next: string) => {
      const range = [text(from), text(to)];
      range[index] = next;
      onChange({ value: range });
    };
    return (
      <Group gap="xs" grow wrap="nowrap">
        <TextInput
          size="xs"
          type="date"
          label={t('widgetFiltering.from')}
          value={text(from)}
          onChange={(event) => set(0, event.currentTarget.value)}
          data-testid="rule-from"
        />
        <TextInput
          size="xs"
          type="date"
          label={t('widgetFiltering.to')}
          value={text(to)}
          onChange={(event) => set(1, event.currentTarget.value)}
          data-testid="rule-to"
        />
      </Group>
    );
  }
  const label = t('widgetFiltering.value');
  switch (dataType) {
    case 'boolean':
      return (
        <Select
          size="xs"
          label={label}
          data={['true', 'false']}
          value={rule.value === null || rule.value === undefined ? null : text(rule.value)}
          onChange={(next) => onChange({ value: next })}
          allowDeselect={false}
          data-testid="rule-value"
        />
      );
    case 'int':
    case 'float':
      return (
        <NumberInput
          size="xs"
          label={label}
          value={typeof rule.value === 'number' || typeof rule.value === 'string' ? rule.value : ''}
          allowDecimal={dataType === 'float'}
          onChange={(next) => onChange({ value: next === '' ? null : next })}
          data-testid="rule-value"
        />
      );
    case 'date':
      return (
        <TextInput
          size="xs"
          type="date"
          label={label}
          value={text(rule.value)}
          onChange={(event) => onChange({ value: event.currentTarget.value })}
          data-testid="rule-value"
        />
      );
    default:
      return (
        <Autocomplete
          size="xs"
          label={label}
          description={
            rule.operator === 'LIKE' || rule.operator === 'ILIKE'
              ? t('widgetFiltering.likeHint')
              : undefined
          }
          data={suggestions}
          limit={50}
          value={text(rule.value)}
          onChange={(next) => onChange({ value: next })}
          data-testid="rule-value"
        />
      );
  }
}
