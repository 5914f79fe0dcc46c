import { TagsInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTag, isTagKeyCode, SELECT_TEXTS } from '../../core/index.ts';
import { selectLimit } from './select-limit.ts';

/** Props of {@link FilterTags}. */
export interface FilterTagsProps {
  id: string;
  label: string;
  value: unknown;
  /** The item's `max` tags (no limit without it). */
  max?: number;
  disabled?: boolean;
  onChange(value: string[]): void;
}

/**
 * Free values for a filter without options (a `mode: 'special'` select with neither options
 * nor slug): typed tags, added on Enter, comma, Tab and blur, trimmed and unique; a repeated
 * tag shows 'That tag is already in use.' (widget-layer §5, §8).
 */
export function FilterTags({ id, label, value, max, disabled, onChange }: FilterTagsProps) {
  const { t } = useTranslation();
  const tags = Array.isArray(value) ? value.map(String) : [];
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | undefined>();
  const limit = selectLimit(max, tags.length);
  const commit = () => {
    const result = addTag(tags, search);
    setError(result.error === SELECT_TEXTS.tagInUse ? t('filters.tagInUse') : undefined);
    if (!result.error && result.tags.length !== tags.length) onChange(result.tags);
    setSearch('');
  };
  return (
    <TagsInput
      label={label}
      value={tags}
      onChange={(next) => {
        setError(undefined);
        onChange(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      onKeyDown={(event) => {
        if (isTagKeyCode(event.keyCode) && search.trim() !== '') {
          event.preventDefault();
          commit();
        }
      }}
      onBlur={commit}
      splitChars={[]}
      maxTags={limit.max}
      description={limit.atMax ? t('filters.maxItems', { max: limit.max }) : undefined}
      placeholder={tags.length > 0 ? t('filters.search') : t('filters.placeholder')}
      error={error}
      disabled={disabled}
      clearable
      data-testid={`filter-${id}`}
    />
  );
}
