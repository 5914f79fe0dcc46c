/**
 * The visual editor of a form builder widget, as pure functions over its `form` params.
 *
 * A form's fields are the columns of its declared table (`tables/{name}.json`): the table's
 * JSON Schema is what the browser and the server's ajv validate a submission by, so a field's
 * type, required flag, limits and choices live there. The form's params hold what is the
 * form's own: which columns it shows and in what order (`fields`), and how each is presented
 * (`ui_schema`: title, help, placeholder and input per column, each text per language). Every
 * edit here returns new params that the JSON view shows as they are; anything the editor does
 * not know (other `ui_schema` options, `ui:order`, unknown keys) is kept untouched.
 */
import type { Column, LocalizedText, WidgetParams } from '../../schemas/generated/index.ts';

/** The `form` params of a form builder widget. */
export type FormParams = NonNullable<WidgetParams['form']>;

/** The row schema of a declared table (GET /api/v2/tables, `columns`). */
export interface TableColumns {
  properties: Record<string, Column>;
  required?: string[];
}

/** Languages a form's texts may be given in. */
export const TEXT_LANGUAGES = ['en', 'es', 'pt'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** The per-field texts the editor edits (`ui_schema[key][option]`). */
export const FIELD_TEXTS = ['ui:title', 'ui:help', 'ui:placeholder'] as const;
export type FieldText = (typeof FIELD_TEXTS)[number];

/** What kind of input a column makes, in the words of a form editor. */
export type FieldKind =
  | 'shortText'
  | 'longText'
  | 'number'
  | 'integer'
  | 'date'
  | 'dateTime'
  | 'yesNo'
  | 'choice'
  | 'email';

/** The pattern an e-mail column is declared with (a string column; the schemas know no email). */
export const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

/** One field of the form as the editor lists it. */
export interface EditorField {
  key: string;
  /** The table's column; undefined when the table has no such column. */
  column: Column | undefined;
  /** Required: by the table (NOT NULL; it cannot leave the form), or by this form only. */
  required: boolean;
  requiredBy: 'table' | 'form' | undefined;
  kind: FieldKind | undefined;
  /** Its `ui_schema` entry (empty when it has none). */
  ui: Record<string, unknown>;
}

type UiSchema = Record<string, unknown>;

function uiOf(form: FormParams): UiSchema {
  return (form.ui_schema ?? {}) as UiSchema;
}

function entryOf(form: FormParams, key: string): UiSchema {
  const entry = uiOf(form)[key];
  return entry && typeof entry === 'object' && !Array.isArray(entry) ? (entry as UiSchema) : {};
}

/** The kind of input a column makes (its `ui:widget` picks long text and radio choices). */
export function fieldKind(column: Column, ui: UiSchema = {}): FieldKind {
  if (column.enum) return 'choice';
  switch (column.type) {
    case 'boolean':
      return 'yesNo';
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    default:
      if (column.format === 'date') return 'date';
      if (column.format === 'date-time') return 'dateTime';
      if (column.pattern === EMAIL_PATTERN) return 'email';
      return ui['ui:widget'] === 'textarea' ? 'longText' : 'shortText';
  }
}

/**
 * The form's keys in order, as the widget shows them: `fields` (the table's columns when it is
 * empty), then any required column `fields` left out (the widget always adds those).
 */
export function formKeys(form: FormParams, table: TableColumns): string[] {
  const all = Object.keys(table.properties);
  const keys = form.fields && form.fields.length > 0 ? [...form.fields] : all;
  const own = (form.required ?? []).filter((name) => name in table.properties);
  for (const name of [...(table.required ?? []), ...own]) if (!keys.includes(name)) keys.push(name);
  return keys;
}

/** The form's fields in order, each with its column and its presentation. */
export function formFields(form: FormParams, table: TableColumns): EditorField[] {
  const byTable = new Set(table.required ?? []);
  const byForm = new Set(form.required ?? []);
  return formKeys(form, table).map((key) => {
    const column = table.properties[key];
    const ui = entryOf(form, key);
    const requiredBy = byTable.has(key) ? 'table' : byForm.has(key) ? 'form' : undefined;
    return {
      key,
      column,
      required: requiredBy !== undefined,
      requiredBy,
      kind: column ? fieldKind(column, ui) : undefined,
      ui,
    };
  });
}

/**
 * Makes field `key` required on this form (or not): the form's own `required`, which the
 * browser and, for rows sent through the form, the server enforce. A column the table requires
 * is required whatever the form says: the params come back unchanged.
 */
export function setRequired(
  form: FormParams,
  table: TableColumns,
  key: string,
  required: boolean,
): FormParams {
  if ((table.required ?? []).includes(key) || !(key in table.properties)) return form;
  const list = (form.required ?? []).filter((name) => name !== key);
  if (required) list.push(key);
  const next: FormParams = { ...form, required: list };
  if (list.length === 0) delete next.required;
  return next;
}

/** The table's columns the form does not show yet (what "Add field" offers). */
export function availableColumns(form: FormParams, table: TableColumns): string[] {
  const shown = new Set(formKeys(form, table));
  return Object.keys(table.properties).filter((name) => !shown.has(name));
}

/**
 * `ui_schema` with its `ui:order` (when it has one) following `keys`: rjsf lays the form out by
 * `ui:order`, so an order kept there must move with `fields`. A `*` stays where it was.
 */
function withOrder(ui: UiSchema, keys: readonly string[]): UiSchema {
  const order = ui['ui:order'];
  if (!Array.isArray(order)) return ui;
  const rest = order.filter((name) => typeof name === 'string' && !keys.includes(name));
  const star = rest.indexOf('*');
  const others = rest.filter((name) => name !== '*');
  const next = [...keys, ...others];
  if (star >= 0) next.push('*');
  return { ...ui, 'ui:order': next };
}

/** The params with `keys` as the form's fields (and `ui:order`, when present, following). */
function withKeys(form: FormParams, keys: string[]): FormParams {
  const next: FormParams = { ...form, fields: keys };
  if (form.ui_schema) next.ui_schema = withOrder(uiOf(form), keys);
  return next;
}

/** Shows column `key` on the form, at the end. */
export function addField(form: FormParams, table: TableColumns, key: string): FormParams {
  const keys = formKeys(form, table);
  if (keys.includes(key)) return form;
  return withKeys(form, [...keys, key]);
}

/**
 * Takes field `key` off the form with its `ui_schema` entry. A column the table requires stays
 * (the form could not be submitted without it): the params come back unchanged.
 */
export function removeField(form: FormParams, table: TableColumns, key: string): FormParams {
  if ((table.required ?? []).includes(key)) return form;
  // Off the form, it is no longer the form's to require.
  const next = withKeys(
    setRequired(form, table, key, false),
    formKeys(form, table).filter((name) => name !== key),
  );
  if (next.ui_schema) {
    const { [key]: _removed, ...ui } = next.ui_schema as UiSchema;
    const order = ui['ui:order'];
    if (Array.isArray(order)) ui['ui:order'] = order.filter((name) => name !== key);
    next.ui_schema = ui;
    if (Object.keys(ui).length === 0) delete next.ui_schema;
  }
  return next;
}

/** Moves field `key` by `delta` places (−1 up, +1 down); at an end it stays. */
export function moveField(
  form: FormParams,
  table: TableColumns,
  key: string,
  delta: number,
): FormParams {
  const keys = formKeys(form, table);
  const from = keys.indexOf(key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= keys.length) return form;
  keys.splice(from, 1);
  keys.splice(to, 0, key);
  return withKeys(form, keys);
}

/** The text of a localized value in `language` ('' when it has none). */
export function textIn(value: unknown, language: TextLanguage): string {
  if (typeof value === 'string') return language === 'en' ? value : '';
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const text = (value as Record<string, unknown>)[language];
    return typeof text === 'string' ? text : '';
  }
  return '';
}

/**
 * The text the form shows in `language`: its own, else the English one (a plain string is
 * English), as the widget localizes its ui_schema; '' when there is none.
 */
export function shownText(value: unknown, language: TextLanguage): string {
  return textIn(value, language) || textIn(value, 'en');
}

/**
 * A localized value with its `language` text set to `text` ('' removes it): a plain string is
 * the English text, and turns into `{en, …}` once another language is given; a value left with
 * English only becomes a plain string again; undefined when no text is left.
 */
export function withText(
  value: unknown,
  language: TextLanguage,
  text: string,
): string | Partial<Record<TextLanguage, string>> | undefined {
  const texts: Record<string, string> = {};
  if (typeof value === 'string' && value !== '') texts.en = value;
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [lang, entry] of Object.entries(value as Record<string, unknown>)) {
      if (typeof entry === 'string') texts[lang] = entry;
    }
  }
  if (text === '') delete texts[language];
  else texts[language] = text;
  const languages = Object.keys(texts);
  if (languages.length === 0) return undefined;
  if (languages.length === 1 && languages[0] === 'en') return texts.en;
  return texts;
}

/**
 * The submit button's label with its `language` text set: a localized text of the schemas
 * always has English (the fallback), so a first text in another language is English too.
 */
export function setSubmitLabel(form: FormParams, language: TextLanguage, text: string): FormParams {
  const value = withText(form.submit_label, language, text);
  const next: FormParams = { ...form };
  if (value === undefined) delete next.submit_label;
  else if (typeof value === 'string') next.submit_label = value;
  else next.submit_label = { en: value.en ?? Object.values(value)[0], ...value } as LocalizedText;
  return next;
}

/** The params with `ui_schema[key]` replaced by `entry` (removed when it is empty). */
function withEntry(form: FormParams, key: string, entry: UiSchema): FormParams {
  const ui = { ...uiOf(form) };
  if (Object.keys(entry).length === 0) delete ui[key];
  else ui[key] = entry;
  const next: FormParams = { ...form, ui_schema: ui };
  if (Object.keys(ui).length === 0) delete next.ui_schema;
  return next;
}

/** Sets field `key`'s title, help or placeholder in `language` ('' removes that text). */
export function setFieldText(
  form: FormParams,
  key: string,
  option: FieldText,
  language: TextLanguage,
  text: string,
): FormParams {
  const entry = { ...entryOf(form, key) };
  const value = withText(entry[option], language, text);
  if (value === undefined) delete entry[option];
  else entry[option] = value;
  return withEntry(form, key, entry);
}

/** The inputs a column may be shown with (`ui:widget`; '' is rjsf's default for its type). */
export function inputChoices(column: Column): string[] {
  if (column.enum) return ['', 'radio'];
  if (column.type === 'boolean') return ['', 'radio'];
  if (column.type === 'string' && !column.format) return ['', 'textarea'];
  return [];
}

/** Sets field `key`'s input (`ui:widget`; '' removes it, leaving rjsf's default). */
export function setFieldInput(form: FormParams, key: string, input: string): FormParams {
  const entry = { ...entryOf(form, key) };
  if (input === '') delete entry['ui:widget'];
  else entry['ui:widget'] = input;
  return withEntry(form, key, entry);
}

/** A problem of a form's params the editor names, by field. */
export type FieldProblem =
  | { field: string; problem: 'unknownColumn' }
  | { field: string; problem: 'duplicate' }
  | { field: string; problem: 'unknownRequired' };

/**
 * What is wrong with the form's fields against its table: a field the table has no column for
 * (the widget leaves it out, and the server refuses a value for it) and a field listed twice.
 */
export function fieldProblems(form: FormParams, table: TableColumns): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const key of form.fields ?? []) {
    if (seen.has(key)) problems.push({ field: key, problem: 'duplicate' });
    else if (!(key in table.properties)) problems.push({ field: key, problem: 'unknownColumn' });
    seen.add(key);
  }
  for (const key of form.required ?? []) {
    if (!(key in table.properties)) problems.push({ field: key, problem: 'unknownRequired' });
  }
  return problems;
}

/** Why a new field's key cannot be a column name, if it cannot. */
export type KeyProblem = 'empty' | 'format' | 'taken';

/** Column names of a declared table (table.schema.json): lower case, digits, _, ≤ 63. */
const COLUMN_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/** Checks the key of a new field: a column name the table does not have yet. */
export function keyProblem(key: string, table: TableColumns): KeyProblem | undefined {
  if (key === '') return 'empty';
  if (!COLUMN_NAME.test(key)) return 'format';
  if (key in table.properties) return 'taken';
  return undefined;
}

/** The kinds a new column may be declared as, in the order the editor offers them. */
export const NEW_FIELD_KINDS: readonly FieldKind[] = [
  'shortText',
  'longText',
  'number',
  'integer',
  'date',
  'yesNo',
  'choice',
  'email',
];

/** What the editor asks of a new field besides its type (each only where it applies). */
export interface NewColumnOptions {
  title?: string;
  choices?: readonly string[];
  /** number / whole number: smallest and largest value. */
  min?: number;
  max?: number;
  /** short and long text: fewest and most characters. */
  minLength?: number;
  maxLength?: number;
}

/** Which limits a new field of `kind` takes: values (min/max) or lengths. */
export function limitsOf(kind: FieldKind): 'value' | 'length' | undefined {
  if (kind === 'number' || kind === 'integer') return 'value';
  if (kind === 'shortText' || kind === 'longText') return 'length';
  return undefined;
}

/** Why a new field's settings cannot make a column, if they cannot. */
export type NewFieldProblem = 'choicesNeeded' | 'minAboveMax' | 'lengthOrder' | 'notWhole';

/** Checks a new field's type-specific settings. */
export function newFieldProblem(
  kind: FieldKind,
  options: NewColumnOptions,
): NewFieldProblem | undefined {
  if (kind === 'choice' && (options.choices ?? []).length === 0) return 'choicesNeeded';
  const limits = limitsOf(kind);
  if (limits === 'value') {
    const { min, max } = options;
    if (kind === 'integer' && [min, max].some((v) => v !== undefined && !Number.isInteger(v)))
      return 'notWhole';
    if (min !== undefined && max !== undefined && min > max) return 'minAboveMax';
  }
  if (limits === 'length') {
    const { minLength, maxLength } = options;
    if (minLength !== undefined && maxLength !== undefined && minLength > maxLength)
      return 'lengthOrder';
  }
  return undefined;
}

/**
 * The column a new field declares in `tables/{name}.json`: always optional (the store adds an
 * optional column to a table that has rows, never a required one), with the limits that apply
 * to its type (others are ignored). A choice lists `choices`; e-mail is a text with a pattern.
 */
export function newColumn(kind: FieldKind, options: NewColumnOptions = {}): Column {
  const title = (options.title ?? '').trim();
  const titled = title === '' ? {} : { title };
  const limits = limitsOf(kind);
  const value =
    limits === 'value'
      ? {
          ...(options.min !== undefined && { minimum: options.min }),
          ...(options.max !== undefined && { maximum: options.max }),
        }
      : {};
  const length = (fallback: number) =>
    limits === 'length'
      ? {
          ...(options.minLength !== undefined && { minLength: options.minLength }),
          maxLength: options.maxLength ?? fallback,
        }
      : {};
  switch (kind) {
    case 'longText':
      return { type: 'string', ...length(2000), ...titled };
    case 'number':
      return { type: 'number', ...value, ...titled };
    case 'integer':
      return { type: 'integer', ...value, ...titled };
    case 'date':
      return { type: 'string', format: 'date', ...titled };
    case 'dateTime':
      return { type: 'string', format: 'date-time', ...titled };
    case 'yesNo':
      return { type: 'boolean', ...titled };
    case 'choice':
      return { type: 'string', enum: [...(options.choices ?? [])], ...titled };
    case 'email':
      return { type: 'string', pattern: EMAIL_PATTERN, maxLength: 254, ...titled };
    default:
      return { type: 'string', ...length(200), ...titled };
  }
}

/** The table's columns with the new fields not saved yet (`pending`) added after them. */
export function withPendingColumns(
  table: TableColumns,
  pending: Readonly<Record<string, Column>>,
): TableColumns {
  const added = Object.entries(pending).filter(([key]) => !(key in table.properties));
  if (added.length === 0) return table;
  return { ...table, properties: { ...table.properties, ...Object.fromEntries(added) } };
}

/**
 * The columns of `pending` the form still shows: a new field taken off the form again is not
 * added to the table when the dashboard is saved.
 */
export function pendingOnForm(
  form: FormParams,
  pending: Readonly<Record<string, Column>>,
): Record<string, Column> {
  const shown = new Set(form.fields ?? []);
  return Object.fromEntries(Object.entries(pending).filter(([key]) => shown.has(key)));
}

/** The table's limits of a column, for the editor's read-only line ("1 – 5", "≤ 500 chars"). */
export function columnLimits(column: Column): {
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  choices?: string[];
} {
  return {
    ...(column.minimum !== undefined && { min: column.minimum }),
    ...(column.maximum !== undefined && { max: column.maximum }),
    ...(column.minLength !== undefined && { minLength: column.minLength }),
    ...(column.maxLength !== undefined && { maxLength: column.maxLength }),
    ...(column.enum && { choices: column.enum.map(String) }),
  };
}
