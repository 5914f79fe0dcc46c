import {
  Autocomplete,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Slider,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  offersRowValues,
  SELECT_TEXTS,
  sliderLabel,
  type FilterInputDef,
} from '../../core/index.ts';

/** Props of {@link FilterInputs}. */
export interface FilterInputsProps {
  inputs: readonly FilterInputDef[];
  /** The values in effect (applied, else the inputs' initial values). */
  values: Record<string, unknown>;
  /** Values of each field seen in the widget's rows, for withSelect inputs. */
  suggestionsOf: (field: string) => string[];
  onApply: (values: Record<string, unknown>) => void;
}

type Option = string | { value: string; label: string };

/** config.options as select data: strings, numbers, or {value, label} objects. */
function optionsOf(config: Record<string, unknown> | null | undefined): Option[] {
  const options = config?.options;
  if (!Array.isArray(options)) return [];
  return options.flatMap((option): Option[] => {
    if (typeof option === 'string' || typeof option === 'number') return [String(option)];
    if (option && typeof option === 'object' && 'value' in option) {
      const { value, label } = option as { value: unknown; label?: unknown };
      return [{ value: String(value), label: String(label ?? value) }];
    }
    return [];
  });
}

const num = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The column an input filters: its name without a where suffix (store_name~ → store_name). */
const columnOf = (name: string) => name.replace(/[!|~]$/, '');

interface InputProps {
  input: FilterInputDef;
  value: unknown;
  onChange: (value: unknown) => void;
  suggestions: string[];
}

/** One filter input, by its type: text, number, date, select, checkbox or slider. */
function FilterInputControl({ input, value, onChange, suggestions }: InputProps) {
  const { i18n } = useTranslation();
  const config = input.config ?? {};
  const label = input.title ?? input.name;
  const common = { size: 'xs' as const, label, 'data-input-name': input.name };
  const text = value === null || value === undefined ? '' : String(value);
  switch (input.type) {
    case 'number':
      return (
        <NumberInput
          {...common}
          min={num(config.min, -Infinity)}
          max={num(config.max, Infinity)}
          step={num(config.step, 1)}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'checkbox':
      return (
        <Switch
          size="sm"
          label={label}
          data-input-name={input.name}
          checked={value === true || value === 'true'}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'slider': {
      const min = num(config.min, 0);
      const max = num(config.max, 100);
      const current = typeof value === 'number' ? value : Number(value ?? min);
      const show = (v: number) => sliderLabel(input, v, i18n.language);
      return (
        <Stack gap={2} data-input-name={input.name}>
          <Group justify="space-between" gap={4}>
            <Text size="xs" fw={500}>
              {label}
            </Text>
            <Text size="xs" c="dimmed" data-testid="slider-value">
              {show(current)}
            </Text>
          </Group>
          <Slider
            size="sm"
            min={min}
            max={max}
            step={num(config.step, 1)}
            value={Number.isFinite(current) ? current : min}
            label={show}
            onChange={onChange}
            aria-label={label}
          />
        </Stack>
      );
    }
    case 'select': {
      const data = optionsOf(config);
      const options = data.length > 0 ? data : suggestions;
      return config.multiple === true ? (
        <MultiSelect
          {...common}
          data={options}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={onChange}
          searchable
          clearable
          nothingFoundMessage={SELECT_TEXTS.noResults}
          placeholder={SELECT_TEXTS.placeholder}
        />
      ) : (
        <Select
          {...common}
          data={options}
          value={text === '' ? null : text}
          onChange={onChange}
          searchable
          clearable
          nothingFoundMessage={SELECT_TEXTS.noResults}
          placeholder={SELECT_TEXTS.placeholder}
        />
      );
    }
    default:
      // withSelect: the text box offers the values seen in the widget's rows.
      return offersRowValues(input) ? (
        <Autocomplete
          {...common}
          data={optionsOf(config).length > 0 ? optionsOf(config) : suggestions}
          limit={50}
          value={text}
          onChange={onChange}
          placeholder={typeof config.placeholder === 'string' ? config.placeholder : undefined}
        />
      ) : (
        <TextInput
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          placeholder={typeof config.placeholder === 'string' ? config.placeholder : undefined}
        />
      );
  }
}

/**
 * The widget's filterInputs (widget-layer §3) in its side filter panel: each input's value
 * is sent as the condition key of its name once applied (a query parameter such as top_n,
 * else a where entry on that column).
 */
export function FilterInputs({ inputs, values, suggestionsOf, onApply }: FilterInputsProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, unknown>>(values);
  return (
    <Stack gap="xs" data-testid="filter-inputs">
      {inputs.map((input) => (
        <FilterInputControl
          key={input.name}
          input={input}
          value={draft[input.name]}
          suggestions={offersRowValues(input) ? suggestionsOf(columnOf(input.name)) : []}
          onChange={(value) => setDraft((all) => ({ ...all, [input.name]: value }))}
        />
      ))}
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCheck size={14} />}
          onClick={() => onApply(draft)}
          data-testid="filter-inputs-apply"
        >
          {t('widgetFiltering.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
