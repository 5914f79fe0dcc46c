import { describe, expect, it } from 'vitest';
import {
  addField,
  availableColumns,
  fieldKind,
  fieldProblems,
  formFields,
  formKeys,
  keyProblem,
  moveField,
  newColumn,
  newFieldProblem,
  pendingOnForm,
  withPendingColumns,
  EMAIL_PATTERN,
  removeField,
  setFieldInput,
  setFieldText,
  setRequired,
  setSubmitLabel,
  shownText,
  withText,
  type FormParams,
  type TableColumns,
} from './form-editor-model.ts';

const visits: TableColumns = {
  properties: {
    store_id: { type: 'integer', minimum: 1, title: 'Store number' },
    visited_on: { type: 'string', format: 'date' },
    visitor: { type: 'string', minLength: 1, maxLength: 80 },
    mood: { type: 'string', enum: ['good', 'bad'] },
    restocked: { type: 'boolean' },
    notes: { type: 'string', maxLength: 500 },
  },
  required: ['store_id', 'visited_on'],
};

const form: FormParams = {
  table: 'store_visits',
  fields: ['visitor', 'store_id', 'notes'],
  ui_schema: {
    store_id: { 'ui:title': { en: 'Store', es: 'Tienda' }, 'ui:autofocus': true },
    notes: { 'ui:widget': 'textarea', 'ui:help': 'Anything else' },
    'ui:order': ['visitor', 'store_id', 'notes', '*'],
    'x-unknown': 1,
  },
  submit_label: 'Send',
};

describe('formKeys and formFields', () => {
  it.each([
    [
      'fields in order, required columns the list left out appended',
      form,
      ['visitor', 'store_id', 'notes', 'visited_on'],
    ],
    ['every column when fields is missing', { table: 't' }, Object.keys(visits.properties)],
    [
      'every column when fields is empty',
      { table: 't', fields: [] },
      Object.keys(visits.properties),
    ],
    [
      'an unknown field is listed (to be reported)',
      { table: 't', fields: ['nope', 'store_id', 'visited_on'] },
      ['nope', 'store_id', 'visited_on'],
    ],
  ] as [string, FormParams, string[]][])('%s', (_, params, keys) => {
    expect(formKeys(params, visits)).toEqual(keys);
  });

  it('gives each field its column, required flag, kind and ui entry', () => {
    const fields = formFields(form, visits);
    expect(fields.map((f) => [f.key, f.required, f.kind])).toEqual([
      ['visitor', false, 'shortText'],
      ['store_id', true, 'integer'],
      ['notes', false, 'longText'],
      ['visited_on', true, 'date'],
    ]);
    expect(fields[1]?.ui).toEqual(form.ui_schema?.store_id);
    expect(formFields({ table: 't', fields: ['nope'] }, visits)[0]).toMatchObject({
      key: 'nope',
      column: undefined,
      kind: undefined,
    });
  });
});

describe('fieldKind', () => {
  it.each([
    [{ type: 'string' }, {}, 'shortText'],
    [{ type: 'string' }, { 'ui:widget': 'textarea' }, 'longText'],
    [{ type: 'number' }, {}, 'number'],
    [{ type: 'integer' }, {}, 'integer'],
    [{ type: 'string', format: 'date' }, {}, 'date'],
    [{ type: 'string', format: 'date-time' }, {}, 'dateTime'],
    [{ type: 'boolean' }, {}, 'yesNo'],
    [{ type: 'string', enum: ['a'] }, {}, 'choice'],
    [{ type: 'integer', enum: [1, 2] }, {}, 'choice'],
  ] as const)('%j with %j is %s', (column, ui, kind) => {
    expect(fieldKind(column as never, ui)).toBe(kind);
  });
});

describe('adding, removing and moving fields', () => {
  it('offers the columns the form does not show', () => {
    expect(availableColumns(form, visits)).toEqual(['mood', 'restocked']);
    expect(availableColumns({ table: 't' }, visits)).toEqual([]);
  });

  it.each([
    [
      'add puts the column last and keeps ui:order in step',
      (f: FormParams) => addField(f, visits, 'mood'),
      ['visitor', 'store_id', 'notes', 'visited_on', 'mood'],
    ],
    [
      'add of a shown field changes nothing',
      (f: FormParams) => addField(f, visits, 'notes'),
      ['visitor', 'store_id', 'notes'],
    ],
    [
      'move up',
      (f: FormParams) => moveField(f, visits, 'notes', -1),
      ['visitor', 'notes', 'store_id', 'visited_on'],
    ],
    [
      'move down',
      (f: FormParams) => moveField(f, visits, 'visitor', 1),
      ['store_id', 'visitor', 'notes', 'visited_on'],
    ],
    [
      'move past the top stays',
      (f: FormParams) => moveField(f, visits, 'visitor', -1),
      ['visitor', 'store_id', 'notes'],
    ],
    [
      'move past the end stays',
      (f: FormParams) => moveField(f, visits, 'visited_on', 1),
      ['visitor', 'store_id', 'notes'],
    ],
    [
      'remove an optional field',
      (f: FormParams) => removeField(f, visits, 'visitor'),
      ['store_id', 'notes', 'visited_on'],
    ],
    [
      'a required field cannot be removed',
      (f: FormParams) => removeField(f, visits, 'store_id'),
      ['visitor', 'store_id', 'notes'],
    ],
  ] as [string, (f: FormParams) => FormParams, string[]][])('%s', (_, edit, fields) => {
    const next = edit(form);
    expect(next.fields).toEqual(fields);
    // ui:order follows the fields, its * kept last; unknown options stay as they were.
    const order = (next.ui_schema as Record<string, unknown>)['ui:order'] as string[];
    expect(order.filter((k) => k !== '*')).toEqual(fields);
    expect(order.at(-1)).toBe('*');
    expect((next.ui_schema as Record<string, unknown>)['x-unknown']).toBe(1);
    expect(next.submit_label).toBe('Send');
  });

  it('does not invent a ui_schema or ui:order the params did not have', () => {
    const next = moveField({ table: 't' }, visits, 'notes', -1);
    expect(next).toEqual({
      table: 't',
      fields: ['store_id', 'visited_on', 'visitor', 'mood', 'notes', 'restocked'],
    });
  });

  it('removing a field drops its ui_schema entry, and the ui_schema once empty', () => {
    const next = removeField(form, visits, 'notes');
    expect(next.ui_schema).not.toHaveProperty('notes');
    const bare = removeField(
      { table: 't', fields: ['notes'], ui_schema: { notes: { 'ui:help': 'x' } } },
      visits,
      'notes',
    );
    expect(bare).toEqual({ table: 't', fields: ['store_id', 'visited_on'] });
  });
});

describe('the form’s own required columns', () => {
  it.each([
    ['an optional column becomes required', 'notes', true, ['notes']],
    ['and back', 'mood', false, undefined],
    ['a column the table requires is left alone', 'store_id', true, ['mood']],
    ['a column the table lacks is left alone', 'nope', true, ['mood']],
  ] as [string, string, boolean, string[] | undefined][])('%s', (_, key, on, required) => {
    const start: FormParams = { ...form, required: ['mood'] };
    const next = setRequired(start, visits, key, on);
    if (key === 'notes') expect(next.required).toEqual(['mood', 'notes']);
    else expect(next.required).toEqual(required);
    // Nothing else moves.
    expect(next.fields).toEqual(form.fields);
    expect(next.ui_schema).toEqual(form.ui_schema);
  });

  it('lists a form-required field (shown even when fields leave it out) and who requires it', () => {
    const fields = formFields({ ...form, required: ['mood', 'notes'] }, visits);
    expect(fields.map((f) => [f.key, f.requiredBy])).toEqual([
      ['visitor', undefined],
      ['store_id', 'table'],
      ['notes', 'form'],
      ['visited_on', 'table'],
      ['mood', 'form'],
    ]);
  });

  it('removing a field drops it from the form’s required columns', () => {
    const next = removeField({ ...form, required: ['notes'] }, visits, 'notes');
    expect(next).not.toHaveProperty('required');
    expect(next.fields).toEqual(['visitor', 'store_id', 'visited_on']);
  });

  it('names a required column the table lacks', () => {
    expect(fieldProblems({ table: 't', required: ['nope'] }, visits)).toEqual([
      { field: 'nope', problem: 'unknownRequired' },
    ]);
  });
});

describe('texts', () => {
  it.each([
    [undefined, 'en', 'Store', 'Store'],
    [undefined, 'es', 'Tienda', { es: 'Tienda' }],
    ['Store', 'es', 'Tienda', { en: 'Store', es: 'Tienda' }],
    [{ en: 'Store', es: 'Tienda' }, 'es', '', 'Store'],
    [{ en: 'Store', es: 'Tienda' }, 'pt', 'Loja', { en: 'Store', es: 'Tienda', pt: 'Loja' }],
    ['Store', 'en', '', undefined],
    [{ es: 'Tienda' }, 'es', '', undefined],
  ] as const)('withText(%j, %s, %j) is %j', (value, language, text, expected) => {
    expect(withText(value, language, text)).toEqual(expected);
  });

  it.each([
    ['Store', 'es', 'Store'],
    [{ en: 'Store', es: 'Tienda' }, 'es', 'Tienda'],
    [{ en: 'Store', es: 'Tienda' }, 'pt', 'Store'],
    [{ es: 'Tienda' }, 'pt', ''],
    [undefined, 'en', ''],
  ] as const)('shownText(%j, %s) is %j, as the form localizes it', (value, language, text) => {
    expect(shownText(value, language)).toBe(text);
  });

  it('sets a field text in one language and keeps its other options', () => {
    const next = setFieldText(form, 'store_id', 'ui:title', 'pt', 'Loja');
    expect((next.ui_schema as Record<string, unknown>).store_id).toEqual({
      'ui:title': { en: 'Store', es: 'Tienda', pt: 'Loja' },
      'ui:autofocus': true,
    });
    const help = setFieldText(form, 'visitor', 'ui:help', 'en', 'Your name');
    expect((help.ui_schema as Record<string, unknown>).visitor).toEqual({ 'ui:help': 'Your name' });
    const cleared = setFieldText(help, 'visitor', 'ui:help', 'en', '');
    expect(cleared.ui_schema).not.toHaveProperty('visitor');
  });

  it('sets and clears a field input', () => {
    const long = setFieldInput(form, 'visitor', 'textarea');
    expect((long.ui_schema as Record<string, unknown>).visitor).toEqual({
      'ui:widget': 'textarea',
    });
    const back = setFieldInput(form, 'notes', '');
    expect((back.ui_schema as Record<string, unknown>).notes).toEqual({
      'ui:help': 'Anything else',
    });
  });

  it.each([
    ['Send', 'es', 'Enviar', { en: 'Send', es: 'Enviar' }],
    [undefined, 'es', 'Enviar', { en: 'Enviar', es: 'Enviar' }],
    [{ en: 'Send', es: 'Enviar' }, 'es', '', 'Send'],
    ['Send', 'en', '', undefined],
  ] as const)('submit label %j + %s %j is %j', (label, language, text, expected) => {
    const next = setSubmitLabel({ table: 't', submit_label: label }, language, text);
    expect(next.submit_label).toEqual(expected);
  });
});

describe('checks', () => {
  it('names unknown and repeated fields', () => {
    expect(fieldProblems({ table: 't', fields: ['store_id', 'nope', 'store_id'] }, visits)).toEqual(
      [
        { field: 'nope', problem: 'unknownColumn' },
        { field: 'store_id', problem: 'duplicate' },
      ],
    );
    expect(fieldProblems(form, visits)).toEqual([]);
  });

  it.each([
    ['', 'empty'],
    ['Visit Score', 'format'],
    ['1st', 'format'],
    ['a'.repeat(64), 'format'],
    ['notes', 'taken'],
    ['visit_score', undefined],
  ] as const)('key %j: %s', (key, problem) => {
    expect(keyProblem(key, visits)).toBe(problem);
  });

  it.each([
    ['shortText', {}, { type: 'string', maxLength: 200 }],
    ['shortText', { minLength: 2, maxLength: 40 }, { type: 'string', minLength: 2, maxLength: 40 }],
    ['longText', { title: 'Notes' }, { type: 'string', maxLength: 2000, title: 'Notes' }],
    [
      'integer',
      { title: ' Score ', min: 1, max: 10 },
      { type: 'integer', minimum: 1, maximum: 10, title: 'Score' },
    ],
    ['number', { max: 2.5 }, { type: 'number', maximum: 2.5 }],
    // Limits that do not apply to the type are left out.
    ['date', { min: 1, maxLength: 3 }, { type: 'string', format: 'date' }],
    ['yesNo', {}, { type: 'boolean' }],
    ['choice', { choices: ['a', 'b'] }, { type: 'string', enum: ['a', 'b'] }],
    ['email', {}, { type: 'string', pattern: EMAIL_PATTERN, maxLength: 254 }],
  ] as const)('a new %s column from %j', (kind, options, column) => {
    expect(newColumn(kind, options)).toEqual(column);
    // The column reads back as the kind it was made as.
    if (kind !== 'longText') expect(fieldKind(newColumn(kind, options))).toBe(kind);
  });

  it('the e-mail pattern takes addresses and refuses other text', () => {
    const pattern = new RegExp(EMAIL_PATTERN, 'u');
    expect(pattern.test('ana@example.com')).toBe(true);
    expect(pattern.test('ana@example')).toBe(false);
    expect(pattern.test('ana example.com')).toBe(false);
  });

  it.each([
    ['choice', {}, 'choicesNeeded'],
    ['choice', { choices: ['x'] }, undefined],
    ['integer', { min: 10, max: 1 }, 'minAboveMax'],
    ['integer', { min: 1.5 }, 'notWhole'],
    ['number', { min: 1.5, max: 2 }, undefined],
    ['shortText', { minLength: 5, maxLength: 2 }, 'lengthOrder'],
    ['date', { min: 10, max: 1 }, undefined],
  ] as const)('new %s field with %j: %s', (kind, options, problem) => {
    expect(newFieldProblem(kind, options)).toBe(problem);
  });

  it('pending columns join the table after its own; only those still on the form are saved', () => {
    const score = { type: 'integer' as const, minimum: 1, maximum: 10 };
    const merged = withPendingColumns(visits, { visit_score: score, notes: { type: 'boolean' } });
    expect(Object.keys(merged.properties).at(-1)).toBe('visit_score');
    // A pending column never replaces one the table has.
    expect(merged.properties.notes).toEqual(visits.properties.notes);
    expect(withPendingColumns(visits, {})).toBe(visits);
    const form: FormParams = { table: 'visits', fields: ['store_id', 'visit_score'] };
    expect(pendingOnForm(form, { visit_score: score, dropped: { type: 'string' } })).toEqual({
      visit_score: score,
    });
  });
});
