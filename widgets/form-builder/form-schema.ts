/**
 * The form of a form builder widget is its table's row schema (GET /api/v2/tables): the
 * browser validates a submission by the very schema the server's ajv checks, so the two never
 * disagree. `fields` only picks and orders the columns shown; a required column is always in.
 */
import type { RowFailure } from '../../runtime/core/writes/write-answers.ts';

export type { RowFailure };

/** A column of a declared table, as GET /api/v2/tables returns it (table.schema.json). */
export interface TableColumn {
  type: 'string' | 'number' | 'integer' | 'boolean';
  format?: 'date' | 'date-time';
  title?: string;
  description?: string;
  enum?: (string | number | boolean | null)[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** One declared table of GET /api/v2/tables. */
export interface DeclaredTable {
  name: string;
  description: string | null;
  columns: { type?: 'object'; properties: Record<string, TableColumn>; required?: string[] };
  key: string[];
  can_write: boolean;
}

/** A JSON Schema object of one row, as rjsf lays it out. */
export interface RowSchema {
  type: 'object';
  title?: string;
  properties: Record<string, TableColumn>;
  required: string[];
}

/**
 * The form's schema: the table's columns, `fields` first in their order, required ones kept;
 * `formRequired` (the form's own `required`) adds columns the table leaves optional.
 */
export function formSchema(
  table: DeclaredTable,
  fields?: readonly string[],
  formRequired: readonly string[] = [],
): RowSchema {
  const all = table.columns.properties;
  const required = [...(table.columns.required ?? [])];
  for (const name of formRequired) if (name in all && !required.includes(name)) required.push(name);
  const shown =
    fields && fields.length > 0 ? fields.filter((name) => name in all) : Object.keys(all);
  for (const name of required) if (!shown.includes(name)) shown.push(name);
  return {
    type: 'object',
    properties: Object.fromEntries(shown.map((name) => [name, all[name] as TableColumn])),
    required: required.filter((name) => shown.includes(name)),
  };
}

/**
 * The row a form sends: empty texts and unset values are left out (a column the person did
 * not fill is NULL, and a required one is reported as missing rather than as "").
 */
export function rowOf(formData: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(formData ?? {}).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  );
}

/** rjsf's per-field errors (`{column: {__errors: [...]}}`) from the server's failures. */
export function fieldErrors(
  failures: readonly RowFailure[],
): Record<string, { __errors: string[] }> {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const failure of failures) {
    const key = failure.column || '$';
    (errors[key] ??= { __errors: [] }).__errors.push(failure.message);
  }
  return errors;
}

/** The words a validation message needs (the widget's en/es/pt texts). */
export interface ValidationWords {
  required: string;
  type: (type: string) => string;
  minimum: (limit: number) => string;
  maximum: (limit: number) => string;
  minLength: (limit: number) => string;
  maxLength: (limit: number) => string;
  format: (format: string) => string;
  enum: string;
  pattern: string;
}

/** An rjsf validation error's keyword and params (what {@link validationMessage} reads). */
export interface KeywordError {
  name?: string;
  params?: unknown;
  message?: string;
}

/** The sentence under a field for one browser-side validation error, in the user's language. */
export function validationMessage(error: KeywordError, words: ValidationWords): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.name) {
    case 'required':
      return words.required;
    case 'type':
      return words.type(String(params.type));
    case 'minimum':
      return words.minimum(limit);
    case 'maximum':
      return words.maximum(limit);
    case 'minLength':
      return words.minLength(limit);
    case 'maxLength':
      return words.maxLength(limit);
    case 'format':
      return words.format(String(params.format));
    case 'enum':
      return words.enum;
    case 'pattern':
      return words.pattern;
    default:
      return error.message ?? '';
  }
}

/** uiSchema options whose text a dashboard may give per language ({en, es, pt}). */
const TEXT_OPTIONS = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder'];

/**
 * The uiSchema with its texts in `language`: `ui:title`, `ui:description`, `ui:help` and
 * `ui:placeholder` may be `{en, es, pt}` (English when the language is missing).
 */
export function localizeUiSchema(
  uiSchema: Record<string, unknown> | undefined,
  language: string,
): Record<string, unknown> {
  const pick = (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const texts = value as Record<string, unknown>;
    return texts[language] ?? texts.en;
  };
  const walk = (node: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (TEXT_OPTIONS.includes(key)) return [key, pick(value)];
        if (value && typeof value === 'object' && !Array.isArray(value))
          return [key, walk(value as Record<string, unknown>)];
        return [key, value];
      }),
    );
  return walk(uiSchema ?? {});
}
