import { Autocomplete, TagsInput } from '@mantine/core';
import type { FieldProps, WidgetProps } from '@rjsf/utils';

/** What the builder puts in rjsf's `formContext`: the query's columns, the query editor. */
export interface SchemaFormContext {
  columns?: readonly string[];
  /** Opens the query editor from the slug field (super users only). */
  onEditQuery?: () => void;
  /** Label of that button, in the user's language. */
  editQueryLabel?: string;
  /** Program whose saved queries the slug field suggests. */
  slugProgram?: string;
}

function columnsOf(context: unknown): string[] {
  const columns = (context as SchemaFormContext | undefined)?.columns;
  return columns ? [...columns] : [];
}

/** rjsf widget of one column name: free text with the query's columns as suggestions. */
export function ColumnWidget({
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
  registry,
  onChange,
  onBlur,
}: WidgetProps) {
  return (
    <Autocomplete
      id={id}
      label={hideLabel ? undefined : label}
      description={options.description ?? schema.description}
      required={required}
      disabled={disabled || readonly}
      value={typeof value === 'string' ? value : ''}
      data={columnsOf(registry.formContext)}
      error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
      onBlur={(event) => onBlur(id, event.currentTarget.value)}
      comboboxProps={{ withinPortal: true }}
      data-testid="column-input"
    />
  );
}

/**
 * rjsf field for schemas typed `["string", "array"]` of column names (graph ykey and yline):
 * tags picked from the query's columns; one tag is stored as a string, several as a list,
 * which is what both shapes of the schema mean.
 */
export function ColumnListField({
  fieldPathId,
  formData,
  schema,
  uiSchema,
  name,
  required,
  disabled,
  readonly,
  rawErrors,
  registry,
  onChange,
}: FieldProps) {
  const list = Array.isArray(formData)
    ? formData.map(String)
    : typeof formData === 'string' && formData !== ''
      ? [formData]
      : [];
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;
  const description =
    (uiSchema?.['ui:description'] as string | undefined) ?? schema.description ?? undefined;
  return (
    <TagsInput
      id={fieldPathId.$id}
      label={title}
      description={description}
      required={required}
      disabled={disabled || readonly}
      value={list}
      data={columnsOf(registry.formContext)}
      error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      clearable
      onChange={(next) =>
        onChange(
          next.length === 0 ? undefined : next.length === 1 ? next[0] : next,
          fieldPathId.path,
        )
      }
      comboboxProps={{ withinPortal: true }}
      data-testid="column-list"
    />
  );
}
