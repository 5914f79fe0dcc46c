import {
  ActionIcon,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  FILTER_DATA_TYPES,
  isFilterDataType,
  operatorsFor,
  ruleCounts,
  SELECT_TEXTS,
  withDataType,
  withOperator,
  type FilterDataType,
  type FilterOperator,
  type FilterRule,
} from '../../runtime/core/index.ts';
import { useDateFilterEnv } from '../../runtime/app/filters/date/date-env.ts';
import { OPERATOR_LABEL_KEYS } from './operator-labels.ts';
import { RuleValueInput } from './RuleValueInput.tsx';

/** Props of {@link RuleRow}. */
export interface RuleRowProps {
  rule: FilterRule;
  index: number;
  fields: string[];
  /** The data type of each field (from the column types). */
  types: Record<string, FilterDataType>;
  /** Suggested values of a field, from the widget's rows. */
  suggestionsOf: (field: string | null | undefined) => string[];
  /** Inline (side panel): one column; dialog: fields side by side. */
  compact: boolean;
  onChange: (rule: FilterRule) => void;
  onRemove: () => void;
}

/**
 * One filter rule: field, data type, operator (only those the type offers, widget-layer §5),
 * value, and how it joins the others (AND, or OR: the where_cond OR group).
 */
export function RuleRow({
  rule,
  index,
  fields,
  types,
  suggestionsOf,
  compact,
  onChange,
  onRemove,
}: RuleRowProps) {
  const { t } = useTranslation();
  const dataType: FilterDataType = isFilterDataType(rule.dataType) ? rule.dataType : 'string';
  const operators = operatorsFor(dataType);
  const counts = ruleCounts(rule);
  // A new date range runs from 2020-01-01 to the operational date (else today).
  const env = useDateFilterEnv();
  const rangeEnd = env.operationalDate || env.today;
  const setField = (field: string | null) => {
    const typed = field && types[field] ? withDataType({ ...rule, field }, types[field]) : rule;
    onChange({ ...typed, field: field ?? undefined });
  };
  return (
    <Card
      withBorder
      radius="sm"
      padding="xs"
      className="nav-filter-rule"
      data-testid="filter-rule"
      data-index={index}
      data-counts={counts ? 'true' : 'false'}
    >
      <SimpleGrid cols={compact ? 1 : 3} spacing="xs" verticalSpacing={6}>
        <Select
          size="xs"
          label={t('widgetFiltering.field')}
          placeholder={t('widgetFiltering.fieldPlaceholder')}
          data={fields}
          value={rule.field ?? null}
          onChange={setField}
          searchable
          nothingFoundMessage={SELECT_TEXTS.noResults}
          data-testid="rule-field"
        />
        <Select
          size="xs"
          label={t('widgetFiltering.dataType')}
          data={FILTER_DATA_TYPES.map((type) => ({
            value: type,
            label: t(`widgetFiltering.types.${type}`),
          }))}
          value={dataType}
          onChange={(next) => next && onChange(withDataType(rule, next as FilterDataType))}
          allowDeselect={false}
          data-testid="rule-type"
        />
        <Select
          size="xs"
          label={t('widgetFiltering.operator')}
          data={operators.map((operator) => ({
            value: operator,
            label: t(`widgetFiltering.operators.${OPERATOR_LABEL_KEYS[operator]}`),
          }))}
          value={
            operators.includes(rule.operator as FilterOperator) ? (rule.operator as string) : '=='
          }
          onChange={(next) =>
            next && onChange(withOperator(rule, next as FilterOperator, rangeEnd))
          }
          allowDeselect={false}
          data-testid="rule-operator"
        />
      </SimpleGrid>
      <Group align="flex-end" gap="xs" mt={6} wrap={compact ? 'wrap' : 'nowrap'}>
        <div className="nav-filter-rule-value">
          <RuleValueInput
            rule={rule}
            dataType={dataType}
            suggestions={suggestionsOf(rule.field)}
            onChange={(patch) => onChange({ ...rule, ...patch })}
          />
        </div>
        <SegmentedControl
          size="xs"
          aria-label={t('widgetFiltering.union')}
          data={[
            { value: 'AND', label: t('widgetFiltering.and') },
            { value: 'OR', label: t('widgetFiltering.or') },
          ]}
          value={rule.union === 'OR' ? 'OR' : 'AND'}
          onChange={(union) => onChange({ ...rule, union })}
          data-testid="rule-union"
        />
        <Tooltip label={t('widgetFiltering.remove')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('widgetFiltering.remove')}
            onClick={onRemove}
            data-testid="rule-remove"
          >
            <IconTrash size={16} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {!counts && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('widgetFiltering.incomplete')}
        </Text>
      )}
    </Card>
  );
}
