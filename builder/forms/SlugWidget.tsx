import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { IconPencil } from '@tabler/icons-react';
import type { SchemaFormContext } from './ColumnWidgets.tsx';

/**
 * rjsf widget of a saved query slug: a text box with, for super users, the query editor's
 * edit button inside it (widget-layer §6), when the form's context offers `onEditQuery`.
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
  return (
    <TextInput
      id={id}
      label={hideLabel ? undefined : label}
      description={options.description ?? schema.description}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder}
      value={typeof value === 'string' ? value : ''}
      error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      onChange={(event) => onChange(event.currentTarget.value || options.emptyValue)}
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
