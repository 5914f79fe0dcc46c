import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { Form } from '@rjsf/mantine';
import type { ErrorSchema } from '@rjsf/utils';
import { IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Parameter } from '../../schemas/generated/index.ts';
import { formValidator } from '../forms/validator.ts';
import {
  hasErrors,
  parameterErrors,
  parameterFormSchema,
  parameterUiSchema,
} from './parameter-form.ts';
import { removeParameter, upsertParameter } from './query-draft.ts';
import { QUERY_EDITOR_NS } from './texts.ts';

/** Props of {@link ParameterPanel}. */
export interface ParameterPanelProps {
  params: Parameter[];
  onChange(params: Parameter[]): void;
  /** `{name}`s of the SQL that have no parameter yet. */
  undeclared: string[];
  /** Built-in `{name}`s the SQL uses (filled from the filters and conditions). */
  builtIns?: readonly string[];
}

const EMPTY: Partial<Parameter> = { type: 'string' };

function NoFieldErrors() {
  return null;
}

/**
 * The parameters of the SQL (widget-layer §2, §5): the list, and the add / update form
 * generated from parameter.schema.json. A keyword is required ('You must specify a keyword')
 * and read-only while its parameter is edited.
 */
export function ParameterPanel({
  params,
  onChange,
  undeclared,
  builtIns = [],
}: ParameterPanelProps) {
  const { t } = useTranslation(QUERY_EDITOR_NS);
  const schema = useMemo(() => parameterFormSchema(), []);
  const [editing, setEditing] = useState<string | undefined>();
  const [form, setForm] = useState<Partial<Parameter>>(EMPTY);
  const [errors, setErrors] = useState<ErrorSchema>({});
  // rjsf keeps its own copy of the data: a new key starts the form over from `form`.
  const [formKey, setFormKey] = useState(0);
  const uiSchema = useMemo(
    () => ({
      ...parameterUiSchema(editing !== undefined),
      'ui:submitButtonOptions': { norender: true },
    }),
    [editing],
  );

  const reset = () => {
    setFormKey((key) => key + 1);
    setEditing(undefined);
    setForm(EMPTY);
    setErrors({});
  };
  const submit = () => {
    const found = parameterErrors(schema, form, t('keywordRequired'));
    setErrors(found);
    if (hasErrors(found)) return;
    onChange(upsertParameter(params, form as Parameter));
    reset();
  };
  const edit = (param: Parameter) => {
    setFormKey((key) => key + 1);
    setEditing(param.name);
    setForm({
      ...param,
      value:
        param.value === null || param.value === undefined
          ? undefined
          : (String(param.value) as never),
    });
    setErrors({});
  };

  return (
    <Stack gap="sm" data-testid="parameter-panel">
      {undeclared.length > 0 && (
        <Alert color="yellow" p="xs" data-testid="undeclared-params">
          <Group gap={6}>
            <Text size="sm">{t('undeclared', { names: '' })}</Text>
            {undeclared.map((name) => (
              <Badge
                key={name}
                variant="light"
                style={{ cursor: 'pointer' }}
                onClick={() => {
                  setFormKey((key) => key + 1);
                  setEditing(undefined);
                  setForm({ name, type: 'string' });
                  setErrors({});
                }}
              >
                {`{${name}}`}
              </Badge>
            ))}
          </Group>
        </Alert>
      )}
      {builtIns.length > 0 && (
        <Group gap={6} data-testid="builtin-params">
          <Text size="sm" c="dimmed">
            {t('builtIn')}
          </Text>
          {builtIns.map((name) => (
            <Badge key={name} variant="outline" color="gray" tt="none" ff="monospace">
              {`{${name}}`}
            </Badge>
          ))}
        </Group>
      )}
      {params.length === 0 && builtIns.length > 0 ? null : params.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noParameters')}
        </Text>
      ) : (
        <Table striped withTableBorder fz="sm" data-testid="parameter-list">
          <Table.Tbody>
            {params.map((param) => (
              <Table.Tr key={param.name} data-testid={`parameter-${param.name}`}>
                <Table.Td ff="monospace">{`{${param.name}}`}</Table.Td>
                <Table.Td>
                  <Badge variant="outline" size="sm">
                    {param.type ?? 'string'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {param.value === undefined || param.value === null ? '' : String(param.value)}
                </Table.Td>
                <Table.Td w={70}>
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label={t('editParameter')}>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t('editParameter')}
                        onClick={() => edit(param)}
                      >
                        <IconPencil size={14} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('removeParameter')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={t('removeParameter')}
                        onClick={() => {
                          onChange(removeParameter(params, param.name));
                          if (editing === param.name) reset();
                        }}
                      >
                        <IconTrash size={14} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Paper withBorder p="sm" radius="md" data-testid="parameter-form">
        <Text size="sm" fw={600} mb={4}>
          {editing ? `${t('updateParameter')}: ${editing}` : t('newParameter')}
        </Text>
        <Form
          key={formKey}
          tagName="div"
          schema={schema}
          uiSchema={uiSchema}
          formData={form}
          validator={formValidator}
          extraErrors={errors}
          showErrorList={false}
          noHtml5Validate
          idPrefix="query-param"
          // The inputs show their own error text; rjsf's list under them would repeat it.
          templates={{ FieldErrorTemplate: NoFieldErrors }}
          onChange={(event) => {
            setForm((event.formData as Partial<Parameter> | undefined) ?? EMPTY);
            if (hasErrors(errors)) setErrors({});
          }}
        />
        <Group justify="flex-end" gap="xs" mt="xs">
          {editing && (
            <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={reset}>
              {t('cancel')}
            </Button>
          )}
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={submit}
            data-testid="parameter-submit"
          >
            {editing ? t('updateParameter') : t('addParameter')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
