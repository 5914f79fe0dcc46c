/**
 * The form builder widget's settings (its `form` params) as a visual editor: the form's fields
 * in order with their texts per language, add / remove / reorder, and the table's rules of each
 * field; or the same params as JSON. Both views edit one value (the drawer's working copy), so
 * switching loses nothing and the live preview follows either. An rjsf field
 * (`'ui:field': 'formEditor'`), so the widget's settings tab stays generated from its schema.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { FieldProps } from '@rjsf/utils';
import type { Column } from '../../schemas/generated/index.ts';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiFetch } from '../../runtime/app/api/client.ts';
import { errorMessage } from '../../runtime/app/api/api-error.ts';
import { JsonCodeEditor } from '../json-editor/index.ts';
import {
  addField,
  availableColumns,
  columnLimits,
  fieldProblems,
  formFields,
  inputChoices,
  keyProblem,
  limitsOf,
  moveField,
  NEW_FIELD_KINDS,
  newColumn,
  newFieldProblem,
  withPendingColumns,
  type NewColumnOptions,
  removeField,
  setFieldInput,
  setFieldText,
  setRequired,
  setSubmitLabel,
  TEXT_LANGUAGES,
  shownText,
  textIn,
  type EditorField,
  type FieldKind,
  type FieldText,
  type FormParams,
  type TableColumns,
  type TextLanguage,
} from './form-editor-model.ts';
import {
  addPendingColumn,
  clearPendingColumns,
  pendingSnapshot,
  subscribePending,
  TABLES_PATH,
  type DeclaredTable,
} from './pending-columns.ts';
import { FORM_EDITOR_NS } from './texts.ts';

/** The new fields not saved yet, per table (pending-columns.ts). */
function usePending() {
  return useSyncExternalStore(subscribePending, pendingSnapshot);
}

function useTables() {
  return useSWR<{ tables: DeclaredTable[] }, Error>(
    TABLES_PATH,
    (path: string) => apiFetch<{ tables: DeclaredTable[] }>(path),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

function languageOf(language: string): TextLanguage {
  const short = language.slice(0, 2) as TextLanguage;
  return TEXT_LANGUAGES.includes(short) ? short : 'en';
}

/** The rjsf field of a form builder's `form` params. */
export function FormEditorField({ formData, fieldPathId, onChange, disabled }: FieldProps) {
  const form = (formData ?? { table: '' }) as FormParams;
  const { t, i18n } = useTranslation(FORM_EDITOR_NS);
  const [view, setView] = useState<'visual' | 'json'>('visual');
  const [language, setLanguage] = useState<TextLanguage>(() => languageOf(i18n.language));
  const change = (next: FormParams) => onChange(next, fieldPathId.path);
  // New fields not saved when the editor closes are dropped with the rest of the draft.
  useEffect(() => clearPendingColumns, []);
  return (
    <Stack gap="sm" id={fieldPathId.$id} data-testid="form-editor">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(next) => setView(next as 'visual' | 'json')}
          aria-label={t('viewLabel')}
          data={[
            { value: 'visual', label: t('views.visual') },
            { value: 'json', label: t('views.json') },
          ]}
          data-testid="form-editor-view"
        />
        {view === 'visual' && (
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('textLanguage')}
            </Text>
            <SegmentedControl
              size="xs"
              value={language}
              onChange={(next) => setLanguage(next as TextLanguage)}
              aria-label={t('textLanguage')}
              data={TEXT_LANGUAGES.map((lang) => ({ value: lang, label: lang.toUpperCase() }))}
              data-testid="form-editor-language"
            />
          </Group>
        )}
      </Group>
      {view === 'json' ? (
        <FormJson form={form} onChange={change} />
      ) : (
        <FormVisual form={form} onChange={change} language={language} disabled={disabled} />
      )}
    </Stack>
  );
}

/** The form params as JSON text; text that parses to a form replaces the value at once. */
function FormJson({ form, onChange }: { form: FormParams; onChange: (next: FormParams) => void }) {
  const { t } = useTranslation(FORM_EDITOR_NS);
  const [text, setText] = useState(() => JSON.stringify(form, null, 2));
  const [problem, setProblem] = useState<'invalidJson' | 'notObject' | undefined>();
  return (
    <Stack gap="xs" data-testid="form-editor-json">
      <Text size="xs" c="dimmed">
        {t('jsonHint')}
      </Text>
      <JsonCodeEditor
        value={text}
        height={420}
        onChange={(next) => {
          setText(next);
          let parsed: unknown;
          try {
            parsed = JSON.parse(next);
          } catch {
            setProblem('invalidJson');
            return;
          }
          if (
            !parsed ||
            typeof parsed !== 'object' ||
            Array.isArray(parsed) ||
            typeof (parsed as FormParams).table !== 'string'
          ) {
            setProblem('notObject');
            return;
          }
          setProblem(undefined);
          onChange(parsed as FormParams);
        }}
      />
      {problem && (
        <Alert color="red" variant="light" data-testid="form-editor-json-problem">
          {t(problem)}
        </Alert>
      )}
    </Stack>
  );
}

interface VisualProps {
  form: FormParams;
  onChange: (next: FormParams) => void;
  language: TextLanguage;
  disabled?: boolean;
}

function FormVisual({ form, onChange, language, disabled }: VisualProps) {
  const { t } = useTranslation(FORM_EDITOR_NS);
  const tables = useTables();
  const id = useId();
  const declared = tables.data?.tables ?? [];
  const table = declared.find((entry) => entry.name === form.table);
  const names = declared.map((entry) => entry.name);
  if (form.table && !names.includes(form.table)) names.push(form.table);
  return (
    <Stack gap="sm">
      <Select
        id={`${id}-table`}
        label={t('table')}
        description={t('tableHelp')}
        data={names}
        value={form.table || null}
        onChange={(next) => next && onChange({ ...form, table: next })}
        allowDeselect={false}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
        data-testid="form-editor-table"
      />
      <TextInput
        id={`${id}-submit`}
        label={`${t('submitLabel')} (${language.toUpperCase()})`}
        value={textIn(form.submit_label, language)}
        placeholder={shownText(form.submit_label, language)}
        onChange={(event) => onChange(setSubmitLabel(form, language, event.currentTarget.value))}
        disabled={disabled}
        data-testid="form-editor-submit-label"
      />
      {tables.isLoading && (
        <Text size="sm" c="dimmed">
          {t('tablesLoading')}
        </Text>
      )}
      {tables.error && (
        <Alert color="red" variant="light">
          {t('tablesError', { message: errorMessage(tables.error) })}
        </Alert>
      )}
      {tables.data && !table && form.table && (
        <Alert color="red" variant="light" data-testid="form-editor-unknown-table">
          {t('unknownTable', { table: form.table })}
        </Alert>
      )}
      {table && (
        <FieldsEditor
          form={form}
          table={table}
          onChange={onChange}
          language={language}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}

interface FieldsEditorProps extends VisualProps {
  table: DeclaredTable;
}

function FieldsEditor({ form, table, onChange, language, disabled }: FieldsEditorProps) {
  const { t } = useTranslation(FORM_EDITOR_NS);
  const pendingTables = usePending();
  const pending = pendingTables.get(table.name);
  // The table's columns and the new fields that the save adds to it.
  const columns = useMemo(
    () => withPendingColumns(table.columns, pending ?? {}),
    [table.columns, pending],
  );
  const fields = useMemo(() => formFields(form, columns), [form, columns]);
  const problems = useMemo(() => fieldProblems(form, columns), [form, columns]);
  const available = availableColumns(form, columns);
  const [open, setOpen] = useState<string | undefined>();
  const [picked, setPicked] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="xs">
      {problems.length > 0 && (
        <Alert color="red" variant="light" data-testid="form-editor-problems">
          <Stack gap={4}>
            {problems.map((problem) => (
              <Text size="sm" key={`${problem.problem}-${problem.field}`}>
                {t(`problems.${problem.problem}`, { field: problem.field, table: table.name })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Text size="sm" fw={600} mt="xs">
        {t('fields', { count: fields.length })}
      </Text>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noFields')}
        </Text>
      )}
      <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {fields.map((field, index) => (
          <FieldRow
            key={`${field.key}-${index}`}
            field={field}
            table={table.name}
            columns={columns}
            isNew={!(field.key in table.columns.properties) && field.key in (pending ?? {})}
            first={index === 0}
            last={index === fields.length - 1}
            open={open === field.key}
            onToggle={() => setOpen(open === field.key ? undefined : field.key)}
            form={form}
            onChange={onChange}
            language={language}
            disabled={disabled}
          />
        ))}
      </Stack>
      {available.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs" data-testid="form-editor-all-shown">
          {t('allShown')}
        </Text>
      ) : (
        <Group align="flex-end" gap="xs" wrap="nowrap" mt="xs">
          <Select
            flex={1}
            label={t('addColumn')}
            placeholder={t('addColumnPlaceholder')}
            data={available.map((name) => ({
              value: name,
              label: columns.properties[name]?.title
                ? `${name} · ${columns.properties[name]?.title}`
                : name,
            }))}
            value={picked}
            onChange={setPicked}
            disabled={disabled}
            comboboxProps={{ withinPortal: true }}
            data-testid="form-editor-add-select"
          />
          <Button
            leftSection={<IconPlus size={16} />}
            disabled={disabled || !picked}
            onClick={() => {
              if (!picked) return;
              onChange(addField(form, columns, picked));
              setOpen(picked);
              setPicked(null);
            }}
            data-testid="form-editor-add"
          >
            {t('add')}
          </Button>
        </Group>
      )}
      {creating ? (
        <NewField
          table={table}
          columns={columns}
          onAdd={(key, column) => {
            addPendingColumn(table.name, key, column);
            const next = { ...columns, properties: { ...columns.properties, [key]: column } };
            onChange(addField(form, next, key));
            setCreating(false);
            setOpen(key);
          }}
          onClose={() => setCreating(false)}
        />
      ) : (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setCreating(true)}
            disabled={disabled}
            data-testid="form-editor-new"
          >
            {t('newField')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface FieldRowProps {
  field: EditorField;
  /** A new field: its column is added to the table when the settings are saved. */
  isNew: boolean;
  table: string;
  columns: TableColumns;
  first: boolean;
  last: boolean;
  open: boolean;
  onToggle: () => void;
  form: FormParams;
  onChange: (next: FormParams) => void;
  language: TextLanguage;
  disabled?: boolean;
}

/** One field: its key, type and required flag, its order buttons, and its texts when open. */
function FieldRow({
  field,
  isNew,
  table,
  columns,
  first,
  last,
  open,
  onToggle,
  form,
  onChange,
  language,
  disabled,
}: FieldRowProps) {
  const { t } = useTranslation(FORM_EDITOR_NS);
  const id = useId();
  const name = field.key;
  const label = shownText(field.ui['ui:title'], language) || field.column?.title || name;
  const move = (delta: number) => onChange(moveField(form, columns, name, delta));
  const known = field.column !== undefined;
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p={6}
      data-testid={`form-editor-field-${name}`}
      data-field={name}
      style={known ? undefined : { borderColor: 'var(--mantine-color-red-5)' }}
    >
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={`${id}-details`}
          aria-label={t('edit', { field: name })}
          disabled={!known}
          data-testid="form-editor-toggle"
        >
          {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        </ActionIcon>
        <Stack gap={0} flex={1} miw={0}>
          <Text size="sm" fw={600} truncate>
            {label}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Code fz={11}>{name}</Code>
            {field.kind && (
              <Text size="xs" c="dimmed" truncate>
                {t(`kinds.${field.kind}`)}
              </Text>
            )}
          </Group>
        </Stack>
        {isNew && (
          <Tooltip label={t('newHint', { table })} withinPortal multiline w={240}>
            <Badge
              size="sm"
              variant="light"
              color="teal"
              tabIndex={0}
              data-testid="form-editor-new-badge"
            >
              {t('newBadge')}
            </Badge>
          </Tooltip>
        )}
        {field.requiredBy === 'table' ? (
          <Tooltip label={t('requiredHint', { table })} withinPortal multiline w={240}>
            <Badge size="sm" variant="light" color="red" tabIndex={0}>
              {t('required')}
            </Badge>
          </Tooltip>
        ) : field.requiredBy === 'form' ? (
          <Badge size="sm" variant="light" color="red">
            {t('required')}
          </Badge>
        ) : (
          <Badge size="sm" variant="light" color="gray">
            {t('optional')}
          </Badge>
        )}
        {MOVES.map(({ delta, Icon, label, testId }) => (
          <ActionIcon
            key={delta}
            variant="subtle"
            color="gray"
            onClick={() => move(delta)}
            disabled={disabled || (delta < 0 ? first : last)}
            aria-label={t(label, { field: name })}
            data-testid={testId}
          >
            <Icon size={16} />
          </ActionIcon>
        ))}
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onChange(removeField(form, columns, name))}
          disabled={disabled || field.requiredBy === 'table'}
          aria-label={known ? t('remove', { field: name }) : t('removeUnknown', { field: name })}
          data-testid="form-editor-remove"
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      {open && field.column && (
        <Stack gap="xs" p="xs" pt={8} id={`${id}-details`}>
          {(['ui:title', 'ui:help', 'ui:placeholder'] as FieldText[]).map((option) => (
            <TextInput
              key={option}
              label={`${t(OPTION_LABEL[option])} (${language.toUpperCase()})`}
              // What the form shows when this language has no text of its own.
              placeholder={
                shownText(field.ui[option], language) ||
                (option === 'ui:title' ? (field.column?.title ?? name) : undefined)
              }
              value={textIn(field.ui[option], language)}
              onChange={(event) =>
                onChange(setFieldText(form, name, option, language, event.currentTarget.value))
              }
              disabled={disabled}
              data-testid={`form-editor-${option.slice(3)}`}
            />
          ))}
          <Switch
            label={t('requiredOnForm')}
            description={
              field.requiredBy === 'table'
                ? t('requiredByTableHint', { table })
                : t('requiredOnFormHint')
            }
            checked={field.required}
            disabled={disabled || field.requiredBy === 'table'}
            onChange={(event) =>
              onChange(setRequired(form, columns, name, event.currentTarget.checked))
            }
            data-testid="form-editor-required"
          />
          <InputChoice field={field} form={form} onChange={onChange} disabled={disabled} />
          <TableRules field={field} table={table} isNew={isNew} />
        </Stack>
      )}
    </Paper>
  );
}

/** The order buttons of a field: up, then down. */
const MOVES = [
  { delta: -1, Icon: IconArrowUp, label: 'moveUp', testId: 'form-editor-up' },
  { delta: 1, Icon: IconArrowDown, label: 'moveDown', testId: 'form-editor-down' },
] as const;

const OPTION_LABEL: Record<FieldText, 'title' | 'help' | 'placeholder'> = {
  'ui:title': 'title',
  'ui:help': 'help',
  'ui:placeholder': 'placeholder',
};

function InputChoice({
  field,
  form,
  onChange,
  disabled,
}: {
  field: EditorField;
  form: FormParams;
  onChange: (next: FormParams) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(FORM_EDITOR_NS);
  const choices = field.column ? inputChoices(field.column) : [];
  if (choices.length === 0) return null;
  const current = typeof field.ui['ui:widget'] === 'string' ? field.ui['ui:widget'] : '';
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={500}>
        {t('input')}
      </Text>
      <SegmentedControl
        size="xs"
        value={choices.includes(current) ? current : ''}
        onChange={(next) => onChange(setFieldInput(form, field.key, next))}
        disabled={disabled}
        aria-label={t('input')}
        data={choices.map((choice) => ({
          value: choice,
          label: t(`inputs.${(choice || 'default') as 'default' | 'textarea' | 'radio'}`),
        }))}
        data-testid="form-editor-input"
      />
    </Group>
  );
}

/** The column's own rules, read-only: they are the table's, checked by browser and server. */
function TableRules({
  field,
  table,
  isNew,
}: {
  field: EditorField;
  table: string;
  isNew: boolean;
}) {
  const { t } = useTranslation(FORM_EDITOR_NS);
  if (!field.column) return null;
  const limits = columnLimits(field.column);
  const parts = [
    field.requiredBy === 'table' ? t('requiredByTable') : t('optionalInTable'),
    ...(limits.min !== undefined ? [t('min', { value: limits.min })] : []),
    ...(limits.max !== undefined ? [t('max', { value: limits.max })] : []),
    ...(limits.minLength !== undefined ? [t('minLength', { value: limits.minLength })] : []),
    ...(limits.maxLength !== undefined ? [t('maxLength', { value: limits.maxLength })] : []),
    ...(limits.choices ? [t('choices', { list: limits.choices.join(', ') })] : []),
  ];
  return (
    <Stack gap={2} data-testid="form-editor-rules">
      <Text size="xs" fw={600}>
        {t('rules')}: {parts.join(' · ')}
      </Text>
      <Text size="xs" c="dimmed">
        {t(isNew ? 'newRulesHint' : 'rulesHint', { table })}
      </Text>
    </Stack>
  );
}

/**
 * A field the table does not have yet: its key (a column name, not taken), type, title and the
 * limits of its type. Added, it shows on the form at once and its column is added to the table
 * (optional) when the settings are saved, before the widget.
 */
function NewField({
  table,
  columns,
  onAdd,
  onClose,
}: {
  table: DeclaredTable;
  columns: TableColumns;
  onAdd: (key: string, column: Column) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(FORM_EDITOR_NS);
  const id = useId();
  const [key, setKey] = useState('');
  const [kind, setKind] = useState<FieldKind>('shortText');
  const [options, setOptions] = useState<NewColumnOptions>({});
  const set = (change: NewColumnOptions) => setOptions((last) => ({ ...last, ...change }));
  const problem = keyProblem(key, columns);
  const settingsProblem = newFieldProblem(kind, options);
  const limits = limitsOf(kind);
  const limitInput = (option: 'min' | 'max' | 'minLength' | 'maxLength') => (
    <NumberInput
      id={`${id}-${option}`}
      label={t(`newLimits.${option}`)}
      value={options[option] ?? ''}
      onChange={(value) => set({ [option]: typeof value === 'number' ? value : undefined })}
      allowDecimal={kind === 'number' && (option === 'min' || option === 'max')}
      allowNegative={option === 'min' || option === 'max'}
      data-testid={`form-editor-new-${option}`}
    />
  );
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="form-editor-new-field">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('newFieldTitle')}
        </Text>
        <TextInput
          id={`${id}-title`}
          label={t('fieldTitle')}
          value={options.title ?? ''}
          onChange={(event) => set({ title: event.currentTarget.value })}
          data-testid="form-editor-new-title"
        />
        <TextInput
          id={`${id}-key`}
          label={t('key')}
          description={t('keyHelp')}
          value={key}
          onChange={(event) => setKey(event.currentTarget.value)}
          error={
            key !== '' && problem
              ? t(`keyProblems.${problem}`, { field: key, table: table.name })
              : undefined
          }
          data-testid="form-editor-new-key"
        />
        <Select
          id={`${id}-kind`}
          label={t('kind')}
          data={NEW_FIELD_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          value={kind}
          onChange={(next) => next && setKind(next as FieldKind)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="form-editor-new-kind"
        />
        {limits === 'value' && (
          <Group grow align="flex-start">
            {limitInput('min')}
            {limitInput('max')}
          </Group>
        )}
        {limits === 'length' && (
          <Group grow align="flex-start">
            {limitInput('minLength')}
            {limitInput('maxLength')}
          </Group>
        )}
        {kind === 'choice' && (
          <TagsInput
            id={`${id}-choices`}
            label={t('choiceList')}
            description={t('choiceListHelp')}
            value={[...(options.choices ?? [])]}
            onChange={(choices) => set({ choices })}
            data-testid="form-editor-new-choices"
          />
        )}
        {settingsProblem && (
          <Text size="sm" c="red" data-testid="form-editor-new-problem">
            {t(`newFieldProblems.${settingsProblem}`, { field: key || t('newFieldTitle') })}
          </Text>
        )}
        <Text size="xs" c="dimmed" data-testid="form-editor-new-explain">
          {t('newFieldExplain', { table: table.name })}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onClose}>
            {t('close')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={!!problem || !!settingsProblem}
            onClick={() => onAdd(key, newColumn(kind, options))}
            data-testid="form-editor-new-add"
          >
            {t('addNewField')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
