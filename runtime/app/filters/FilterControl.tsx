import { Group, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from '../../core/index.ts';
import { DateFilterControl, type DateSelection } from './date/index.ts';
import type { PanelItem } from './filter-setup.ts';
import { FilterSelect } from './FilterSelect.tsx';
import { FilterTags } from './FilterTags.tsx';
import { useLocalize } from '../i18n/use-localize.ts';

/** Props of {@link FilterControl}. */
export interface FilterControlProps {
  item: PanelItem;
  value: unknown;
  options: FilterOption[];
  /** The fixed value's text when the user is bound to one value: shown read-only. */
  fixedLabel?: string;
  /** The user's account fixes this filter to a list of values: the select says so. */
  restricted?: boolean;
  date?: DateSelection;
  operationalDate: string;
  onChange(id: string, value: unknown): void;
  onSwitch(id: string, checked: boolean): void;
  onDate(value: DateSelection): void;
  /** The program's select placeholder (placeholderSelectR). */
  placeholder?: string;
}

/** One filter item of the panel, by type: select, radio, checkbox switch, date or label. */
export function FilterControl({
  item,
  value,
  options,
  fixedLabel,
  restricted,
  date,
  operationalDate,
  onChange,
  onSwitch,
  onDate,
  placeholder,
}: FilterControlProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const label = localize(item.name) || item.id;
  const testId = `filter-${item.id}`;
  if (fixedLabel !== undefined) {
    return (
      <TextInput
        label={label}
        value={fixedLabel}
        readOnly
        data-testid={testId}
        data-fixed="true"
        rightSection={<IconLock size={14} aria-label={t('filters.fixed')} />}
        description={t('filters.fixed')}
      />
    );
  }
  switch (item.type) {
    case 'date':
      return (
        <div data-testid={testId} className={item.class}>
          <Text size="sm" fw={500} mb={4}>
            {label}
          </Text>
          <DateFilterControl
            item={item}
            value={date}
            onChange={onDate}
            operationalDate={operationalDate}
          />
        </div>
      );
    case 'checkbox':
      return (
        <Switch
          className={item.class}
          label={label}
          checked={value === true}
          disabled={item.disabled}
          onChange={(event) => onSwitch(item.id, event.currentTarget.checked)}
          data-testid={testId}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          className={item.class}
          label={label}
          value={value === null || value === undefined ? null : String(value)}
          onChange={(next) => onChange(item.id, next)}
          data-testid={testId}
        >
          <Group gap="sm" mt={6}>
            {options.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                disabled={item.disabled}
                size="xs"
              />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'label':
      return (
        <Stack gap={2} className={item.class} data-testid={testId}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Text size="sm" c="dimmed">
            {value === null || value === undefined ? '—' : String(value)}
          </Text>
        </Stack>
      );
    default:
      if (item.mode === 'special' && !item.slug && !(item.options && item.options.length > 0)) {
        return (
          <div className={item.class}>
            <FilterTags
              id={item.id}
              label={label}
              value={value}
              max={item.max}
              disabled={item.disabled}
              onChange={(next) => onChange(item.id, next)}
            />
          </div>
        );
      }
      return (
        <div className={item.class}>
          <FilterSelect
            id={item.id}
            label={label}
            options={options}
            value={value}
            multiple={item.multiple === true}
            max={item.max}
            placeholder={placeholder}
            disabled={item.disabled}
            restricted={restricted}
            onChange={(next) => onChange(item.id, next)}
          />
        </div>
      );
  }
}
