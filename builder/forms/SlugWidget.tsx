import { ActionIcon, Autocomplete, Tooltip } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { IconPencil } from '@tabler/icons-react';
import { useEffect } from 'react';
import useSWR from 'swr';
import { panelStore } from '../../runtime/app/stores/panel-store.ts';
import type { SchemaFormContext } from './ColumnWidgets.tsx';
import { fetchSlugSuggestions } from './slug-suggestions.ts';

const NO_SLUGS: string[] = [];

/**
 * The saved-query slugs of a program (widget-layer §7), kept in the panel store's `slugs` as
 * the slugs known to editors (app-shell §3). A failed listing suggests nothing: the field
 * still takes any slug typed.
 */
function useSlugSuggestions(programSlug: string | undefined): string[] {
  const { data } = useSWR(
    programSlug ? ['slug-suggestions', programSlug] : null,
    () => fetchSlugSuggestions(programSlug as string),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  useEffect(() => {
    if (data) panelStore.slugs = data;
  }, [data]);
  return data ?? NO_SLUGS;
}

/**
 * rjsf widget of a saved query slug: a text box suggesting the slugs of the widget's program
 * (widget-layer §7) with, for super users, the query editor's edit button inside it
 * (widget-layer §6), when the form's context offers `onEditQuery`.
 */
export function SlugWidget({
  id,
  value,
  label,
  hideLabel,
  required,
  disabled,
  readonly,
  rawErrors,
  schema,
  options,
  placeholder,
  registry,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const context = registry.formContext as SchemaFormContext | undefined;
  const edit = context?.onEditQuery;
  const editLabel = context?.editQueryLabel ?? 'Edit the saved query';
  const suggestions = useSlugSuggestions(context?.slugProgram);
  return (
    <Autocomplete
      id={id}
      label={hideLabel ? undefined : label}
      description={options.description ?? schema.description}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder}
      value={typeof value === 'string' ? value : ''}
      error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      data={suggestions}
      limit={50}
      data-testid="slug-input"
      onChange={(next) => onChange(next || options.emptyValue)}
      onBlur={(event) => onBlur(id, event.currentTarget.value)}
      onFocus={(event) => onFocus(id, event.currentTarget.value)}
      rightSectionPointerEvents="all"
      rightSection={
        edit ? (
          <Tooltip label={editLabel} withArrow>
            <ActionIcon
              variant="subtle"
              aria-label={editLabel}
              data-testid="edit-query"
              onClick={edit}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        ) : undefined
      }
    />
  );
}
