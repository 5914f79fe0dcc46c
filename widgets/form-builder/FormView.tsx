/**
 * The form of a form builder widget, rendered by @rjsf (Mantine theme) from its table's row
 * schema. A submission posts one row; the server checks it with the same schema and its
 * refusals land under their fields. After a write the form empties, a toast says so, and the
 * page is told the table changed so widgets reading it fetch their rows again.
 */
import { Alert, Button, Group, ScrollArea, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Form } from '@rjsf/mantine';
import type { ErrorSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useId, useMemo, useState } from 'react';
import { localizeText } from '../../runtime/core/format/localized-text.ts';
import {
  announceTableWrite,
  apiFetch,
  ApiError,
  errorMessage,
} from '../../runtime/widget-sdk/api-fetch.ts';
import { createFormValidator } from '../../runtime/widget-sdk/forms.ts';
import { WidgetError, WidgetLoading } from '../../runtime/widget-sdk/slots.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { useDeclaredTable } from './declared-tables.ts';
import { formText } from './form-messages.ts';
import {
  fieldErrors,
  formSchema,
  localizeUiSchema,
  rowOf,
  validationMessage,
  type RowFailure,
  type ValidationWords,
} from './form-schema.ts';

const validator = createFormValidator();

/** `{dashboard_id}/{widget_id}` (or the widget's uid), which the server finds the form by. */
function widgetRef(widget: WidgetComponentProps['widget']): string | undefined {
  if (widget.uid) return widget.uid;
  if (widget.dashboard_id && widget.widget_id) return `${widget.dashboard_id}/${widget.widget_id}`;
  return widget.widget_id;
}

type FormData = Record<string, unknown>;

export default function FormView({ widget, params, locale, height }: WidgetComponentProps) {
  const text = formText(locale);
  const config = params.form;
  const tableName = config?.table;
  const { table, unknown, loading, error } = useDeclaredTable(tableName);
  const schema = useMemo(
    () => (table ? formSchema(table, config?.fields, config?.required) : undefined),
    [table, config?.fields, config?.required],
  );
  const [formData, setFormData] = useState<FormData>({});
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  // A new key remounts the form: after a write it starts empty, without stale error marks.
  const [generation, setGeneration] = useState(0);
  // Ids unique per instance: the settings drawer's live preview renders the same widget.
  const instance = useId().replace(/[^a-zA-Z0-9]/g, '');

  const words = useMemo<ValidationWords>(
    () => ({
      required: text('required'),
      type: (type) => text(`type_${type}` as 'type_number', {}) || text('type_string'),
      minimum: (limit) => text('minimum', { limit }),
      maximum: (limit) => text('maximum', { limit }),
      minLength: (limit) => text('minLength', { limit }),
      maxLength: (limit) => text('maxLength', { limit }),
      format: (format) => text(format === 'date' ? 'format_date' : 'format_datetime'),
      enum: text('enum'),
      pattern: text('pattern'),
    }),
    [text],
  );
  const transformErrors = useMemo(
    () => (errors: RJSFValidationError[]) =>
      errors.map((error) => ({ ...error, message: validationMessage(error, words) })),
    [words],
  );

  if (!tableName) return <WidgetError locale={locale} height={height} message={text('noTable')} />;
  if (error) return <WidgetError locale={locale} height={height} message={error} />;
  if (unknown)
    return (
      <WidgetError
        locale={locale}
        height={height}
        message={text('unknownTable', { table: tableName })}
      />
    );
  if (loading || !table || !schema) return <WidgetLoading locale={locale} height={height} />;

  const submit = async (data: FormData) => {
    setSending(true);
    setProblem(undefined);
    setServerErrors(undefined);
    try {
      await apiFetch(`/api/v2/tables/${encodeURIComponent(table.name)}/rows`, {
        method: 'POST',
        // The widget's full reference: the server applies this form's own rules (required).
        body: { rows: [rowOf(data)], widget: widgetRef(widget) },
      });
      setFormData({});
      setGeneration((value) => value + 1);
      notifications.show({ color: 'green', message: text('saved') });
      announceTableWrite(table.name);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) {
        setProblem(text('forbidden', { table: table.name }));
      } else if (failure instanceof ApiError && failure.status === 400) {
        const failures = (failure.body as { failures?: RowFailure[] } | undefined)?.failures;
        setServerErrors(failures ? (fieldErrors(failures) as ErrorSchema) : undefined);
        setProblem(text('refused'));
      } else {
        setProblem(text('failed', { message: errorMessage(failure) }));
      }
    } finally {
      setSending(false);
    }
  };

  const forbidden = !table.can_write;
  return (
    <ScrollArea h={height} type="auto" data-testid="form-builder">
      <div style={{ padding: '4px 12px 12px' }}>
        {forbidden && (
          <Alert color="yellow" mb="sm" data-testid="form-forbidden">
            {text('forbidden', { table: table.name })}
          </Alert>
        )}
        <Form
          key={generation}
          schema={schema}
          uiSchema={{
            // The fields' order as ui:order too: rjsf compares schemas regardless of key order,
            // so a reordered `fields` alone would not re-lay the builder's live preview.
            'ui:order': Object.keys(schema.properties),
            ...(localizeUiSchema(config?.ui_schema, locale) as UiSchema),
            'ui:submitButtonOptions': { norender: true },
          }}
          formData={formData}
          validator={validator}
          transformErrors={transformErrors}
          extraErrors={serverErrors}
          showErrorList={false}
          noHtml5Validate
          disabled={forbidden || sending}
          idPrefix={`form-${widget.widget_id ?? widget.uid ?? 'widget'}-${instance}`}
          onChange={(event) => setFormData((event.formData ?? {}) as FormData)}
          onSubmit={(event) => void submit((event.formData ?? {}) as FormData)}
        >
          {problem && (
            <Text c="red" size="sm" mt="sm" role="alert" data-testid="form-problem">
              {problem}
            </Text>
          )}
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={sending} disabled={forbidden} data-testid="form-submit">
              {localizeText(config?.submit_label, locale) || text('submit')}
            </Button>
          </Group>
        </Form>
      </div>
    </ScrollArea>
  );
}
