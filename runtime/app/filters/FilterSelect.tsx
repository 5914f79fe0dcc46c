import { MultiSelect, Select } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsPage, searchOptions, type FilterOption } from '../../core/index.ts';
import { selectLimit } from './select-limit.ts';

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps {
  id: string;
  label: string;
  options: FilterOption[];
  value: unknown;
  multiple: boolean;
  /** The item's `max` values (no limit without it). */
  max?: number;
  /** The program's placeholder (placeholderSelectR), else 'Select an option...'. */
  placeholder?: string;
  disabled?: boolean;
  /**
   * The user's account fixes this filter to a list of values: the options are only those, and
   * the select says why (never a short or empty list without a reason).
   */
  restricted?: boolean;
  onChange(value: string | string[] | null): void;
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === null || value === undefined || value === '') return [];
  return [String(value)];
}

/**
 * A filter's select: searchable, single or multiple, showing 25 options at a time and the
 * next 25 when the list is scrolled to its end (app-shell §9 page size), with the spec's
 * texts for no results, no options and the maximum of values.
 */
export function FilterSelect({
  id,
  label,
  options,
  value,
  multiple,
  max,
  placeholder,
  disabled,
  restricted,
  onChange,
}: FilterSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const selected = asList(value);
  const selectedLabel = options.find((option) => option.value === selected[0])?.label;
  // A single select shows its choice in the search box; that text does not filter the list.
  const needle = !multiple && search === selectedLabel ? '' : search;
  const matching = useMemo(() => searchOptions(options, needle), [options, needle]);
  const data = optionsPage(matching, pages, selected);
  const common = {
    label,
    searchable: true,
    clearable: true,
    disabled,
    data,
    searchValue: search,
    onSearchChange: (text: string) => {
      setSearch(text);
      setPages(1);
    },
    filter: ({ options: shown }: { options: unknown[] }) => shown as never,
    nothingFoundMessage: options.length === 0 ? t('filters.noOptions') : t('filters.noResults'),
    maxDropdownHeight: 280,
    scrollAreaProps: { onBottomReached: () => setPages((count) => count + 1) },
    comboboxProps: { withinPortal: true, zIndex: 400 },
    leftSection: restricted ? (
      <IconLock size={14} aria-label={t('filters.fixedList')} />
    ) : undefined,
    'data-restricted': restricted ? 'true' : undefined,
    'data-testid': `filter-${id}`,
    'data-filter-id': id,
  };
  if (multiple) {
    const limit = selectLimit(max, selected.length);
    return (
      <MultiSelect
        {...common}
        value={selected}
        placeholder={
          selected.length > 0 ? t('filters.search') : (placeholder ?? t('filters.placeholder'))
        }
        maxValues={limit.max}
        description={
          [
            restricted ? t('filters.fixedList') : undefined,
            limit.atMax ? t('filters.maxItems', { max: limit.max }) : undefined,
          ]
            .filter(Boolean)
            .join(' · ') || undefined
        }
        hidePickedOptions={false}
        onChange={(values) => onChange(values)}
      />
    );
  }
  return (
    <Select
      {...common}
      value={selected[0] ?? null}
      placeholder={placeholder ?? t('filters.placeholder')}
      description={restricted ? t('filters.fixedList') : undefined}
      onChange={(next) => onChange(next)}
    />
  );
}
