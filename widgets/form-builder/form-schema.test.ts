import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  formSchema,
  localizeUiSchema,
  rowOf,
  validationMessage,
  type DeclaredTable,
  type ValidationWords,
} from './form-schema.ts';

const visits: DeclaredTable = {
  name: 'store_visits',
  description: null,
  columns: {
    type: 'object',
    properties: {
      store_id: { type: 'integer', minimum: 1 },
      visited_on: { type: 'string', format: 'date' },
      notes: { type: 'string', maxLength: 500 },
    },
    required: ['store_id', 'visited_on'],
  },
  key: [],
  can_write: true,
};

describe('formSchema', () => {
  it('is the table row schema when no fields are picked', () => {
    expect(formSchema(visits)).toEqual({
      type: 'object',
      properties: visits.columns.properties,
      required: ['store_id', 'visited_on'],
    });
  });

  it('orders the picked fields, drops unknown ones and keeps every required column', () => {
    const schema = formSchema(visits, ['notes', 'store_id', 'nope']);
    expect(Object.keys(schema.properties)).toEqual(['notes', 'store_id', 'visited_on']);
    expect(schema.required).toEqual(['store_id', 'visited_on']);
  });
});

describe("formSchema with the form's own required columns", () => {
  it.each([
    [
      'adds an optional column to required',
      ['notes'],
      ['notes', 'store_id', 'visited_on'],
      ['store_id', 'visited_on', 'notes'],
    ],
    [
      'shows a form-required column the fields left out',
      ['notes'],
      ['store_id', 'visited_on'],
      ['store_id', 'visited_on', 'notes'],
    ],
    ['ignores a column the table lacks', ['nope'], undefined, ['store_id', 'visited_on']],
    [
      'does not repeat a table-required column',
      ['store_id'],
      undefined,
      ['store_id', 'visited_on'],
    ],
  ] as [string, string[], string[] | undefined, string[]][])(
    '%s',
    (_, formRequired, fields, required) => {
      const schema = formSchema(visits, fields, formRequired);
      expect(schema.required).toEqual(required);
      for (const name of required) expect(schema.properties).toHaveProperty(name);
      expect(schema.properties).not.toHaveProperty('nope');
    },
  );
});

describe('rowOf', () => {
  it('leaves out empty and unset values', () => {
    expect(rowOf({ store_id: 3, notes: '', visited_on: undefined, flag: false })).toEqual({
      store_id: 3,
      flag: false,
    });
    expect(rowOf(undefined)).toEqual({});
  });
});

describe('fieldErrors', () => {
  it('puts each server failure under its column (a row-wide one under $)', () => {
    expect(
      fieldErrors([
        { row: 1, column: 'store_id', message: 'must be an integer' },
        { row: 1, column: 'store_id', message: 'is required' },
        { row: 1, column: '', message: 'must be an object of column values' },
      ]),
    ).toEqual({
      store_id: { __errors: ['must be an integer', 'is required'] },
      $: { __errors: ['must be an object of column values'] },
    });
  });
});

const words: ValidationWords = {
  required: 'required',
  type: (type) => `type ${type}`,
  minimum: (limit) => `min ${limit}`,
  maximum: (limit) => `max ${limit}`,
  minLength: (limit) => `minLength ${limit}`,
  maxLength: (limit) => `maxLength ${limit}`,
  format: (format) => `format ${format}`,
  enum: 'enum',
  pattern: 'pattern',
};

describe('validationMessage', () => {
  it.each([
    [{ name: 'required', params: { missingProperty: 'x' } }, 'required'],
    [{ name: 'type', params: { type: 'integer' } }, 'type integer'],
    [{ name: 'minimum', params: { limit: 1 } }, 'min 1'],
    [{ name: 'maximum', params: { limit: 5 } }, 'max 5'],
    [{ name: 'minLength', params: { limit: 1 } }, 'minLength 1'],
    [{ name: 'maxLength', params: { limit: 80 } }, 'maxLength 80'],
    [{ name: 'format', params: { format: 'date' } }, 'format date'],
    [{ name: 'enum', params: {} }, 'enum'],
    [{ name: 'pattern', params: {} }, 'pattern'],
    [{ name: 'const', message: 'as ajv says' }, 'as ajv says'],
  ])('%j reads %s', (error, message) => {
    expect(validationMessage(error, words)).toBe(message);
  });
});

describe('localizeUiSchema', () => {
  const ui = {
    notes: {
      'ui:widget': 'textarea',
      'ui:title': { en: 'Notes', es: 'Notas', pt: 'Observações' },
      'ui:help': { en: 'Anything else' },
    },
    'ui:order': ['notes'],
  };

  it('picks each text in the language, English when it is missing', () => {
    expect(localizeUiSchema(ui, 'es')).toEqual({
      notes: { 'ui:widget': 'textarea', 'ui:title': 'Notas', 'ui:help': 'Anything else' },
      'ui:order': ['notes'],
    });
    expect(localizeUiSchema(undefined, 'pt')).toEqual({});
  });
});
