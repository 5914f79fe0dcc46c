/**
 * The interpreting validator against ajv, the server's validator, as the oracle: every schema
 * fixture and a table of keyword cases must give the same verdict and the same ajv-style errors
 * (keyword, instance path, params), so forms in the browser say what the server will say.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createValidator, schemaFiles, schemaId, schemas } from '../../schemas/index.ts';
import { bundledSchemaFile } from './bundle-schema.ts';
import { SchemaInterpreter, toJsonValue } from './schema-interpreter.ts';

const FIXTURES = join(import.meta.dirname, '../../schemas/fixtures');
const projectSchemas = Object.fromEntries(
  schemaFiles.map((file) => [schemaId(file), schemas[file] as object]),
);
const interpreter = new SchemaInterpreter(projectSchemas);
const ajv = createValidator();

/**
 * What a form reads of an error, comparable across validators. Which of two duplicate items
 * ajv calls `i` depends on how it compiled the check, so that pair is compared as a set.
 */
function summary(errors: readonly ErrorObject[]): string[] {
  return errors
    .map((e) => {
      const params =
        e.keyword === 'uniqueItems' ? [e.params.i, e.params.j].sort() : (e.params as unknown);
      return `${e.keyword} ${e.instancePath} ${JSON.stringify(params)}`;
    })
    .sort((a, b) => a.localeCompare(b));
}

function ajvErrors(schema: object, data: unknown): ErrorObject[] {
  const validate = ajv.compile(schema);
  return validate(data) ? [] : [...(validate.errors ?? [])];
}

const fixtures = schemaFiles.flatMap((file) =>
  (['valid', 'invalid'] as const).flatMap((kind) => {
    const dir = join(FIXTURES, file.replace(/\.schema\.json$/, ''), kind);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json') && name !== 'expected.json')
      .map((name) => ({
        file,
        name: `${kind}/${name}`,
        data: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown,
      }));
  }),
);

describe('SchemaInterpreter, every schema fixture, as ajv says', () => {
  it('has fixtures to compare', () => {
    expect(fixtures.length).toBeGreaterThan(100);
  });

  it.each(fixtures)('$file $name, referenced by id across files', ({ file, data }) => {
    const schema = { $ref: schemaId(file) };
    expect(summary(interpreter.errors(schema, data))).toEqual(summary(ajvErrors(schema, data)));
  });

  it.each(fixtures)('$file $name bundled for a form', ({ file, data }) => {
    const schema = bundledSchemaFile(file);
    expect(summary(interpreter.errors(schema, data))).toEqual(summary(ajvErrors(schema, data)));
  });
});

/** widget.schema.json's title: a string of at most 30 characters or one per language. */
const LOCALIZED_TITLE = {
  anyOf: [
    { type: 'string', maxLength: 30 },
    {
      type: 'object',
      additionalProperties: false,
      required: ['en'],
      properties: { en: { type: 'string', maxLength: 30 }, es: { type: 'string', maxLength: 30 } },
    },
  ],
};

const cases: [string, object, unknown][] = [
  ['required, two missing', { required: ['a', 'b', 'c'] }, { b: 1 }],
  ['a property set to undefined is absent', { required: ['a'] }, { a: undefined }],
  [
    'additionalProperties false',
    { properties: { a: {} }, additionalProperties: false },
    { a: 1, 'x/y': 2, z: 3 },
  ],
  [
    'additionalProperties as a schema',
    { additionalProperties: { type: 'string' } },
    { a: 1, b: 'ok' },
  ],
  ['maxLength', { maxLength: 3 }, 'abcd'],
  ['minLength', { minLength: 1 }, ''],
  ['maximum and multipleOf', { maximum: 100, multipleOf: 0.5 }, 150.25],
  ['minimum', { minimum: 1000 }, 10],
  ['exclusive limits', { exclusiveMinimum: 0, exclusiveMaximum: 1 }, 1],
  ['integer', { type: 'integer' }, 1.5],
  ['a type list', { type: ['string', 'array'] }, 3],
  ['enum', { enum: ['bar', 'line'] }, 'spiral'],
  ['const', { const: 'x' }, 'y'],
  ['pattern', { pattern: '^\\w+$' }, 'a b'],
  ['format date', { type: 'string', format: 'date' }, '2024-02-30'],
  ['format date-time without zone', { format: 'date-time' }, '2024-01-01T10:00:00'],
  ['format date-time', { format: 'date-time' }, '2024-01-01T10:00:00Z'],
  ['format email', { format: 'email' }, 'not an email'],
  ['minItems and maxItems', { minItems: 2, maxItems: 0 }, [1]],
  ['uniqueItems', { uniqueItems: true }, [1, 2, 1]],
  ['items', { items: { type: 'number', maximum: 3 } }, [1, 'x', 5]],
  ['anyOf, no branch', { anyOf: [{ type: 'string' }, { type: 'number' }] }, true],
  ['anyOf, one branch', { anyOf: [{ type: 'string' }, { type: 'number' }] }, 1],
  ...(
    [
      ['too long', { t: 'x'.repeat(31) }],
      ['a valid object', { t: { en: 'Sales', es: 'Ventas' } }],
      ['a valid string', { t: 'Sales' }],
      ['the wrong type', { t: 3 }],
      ['an object too long and missing en', { t: { es: 'x'.repeat(31) } }],
    ] as const
  ).map(([name, data]): [string, object, unknown] => [
    `anyOf string (maxLength) or object, ${name}`,
    { properties: { t: LOCALIZED_TITLE } },
    data,
  ]),
  ['oneOf, two match', { oneOf: [{ type: 'number' }, { minimum: 0 }] }, 2],
  ['not', { not: { type: 'string' } }, 'x'],
  [
    'if / then / else',
    {
      if: { properties: { k: { const: 'a' } } },
      then: { required: ['a'] },
      else: { required: ['b'] },
    },
    { k: 'z' },
  ],
  [
    'a local $ref with a sibling keyword',
    {
      definitions: { short: { type: 'string', maxLength: 2 } },
      properties: { s: { $ref: '#/definitions/short', minLength: 2 } },
    },
    { s: 'abc' },
  ],
  [
    'a $ref into another file by $id',
    { properties: { p: { $ref: 'https://navigator.dev/schemas/parameter.schema.json' } } },
    { p: { name: 'has space', type: 'nope' } },
  ],
  [
    'a nested path with odd keys',
    { properties: { 'a/b': { properties: { '~c': { type: 'string' } } } } },
    { 'a/b': { '~c': 1 } },
  ],
];

describe('SchemaInterpreter keywords, as ajv says', () => {
  it.each(cases)('%s', (_name, schema, data) => {
    const expected = summary(ajvErrors(schema, toJsonValue(data) ?? null));
    expect(summary(interpreter.errors(schema, data))).toEqual(expected);
    expect(interpreter.isValid(schema, data)).toBe(expected.length === 0);
  });

  it.each([
    ['too long', 'x'.repeat(31)],
    ['of the wrong type', 3],
  ])('reports an anyOf %s as ajv does: paths, schema paths and order', (_name, title) => {
    const schema = { properties: { t: LOCALIZED_TITLE } };
    const shape = (errors: readonly ErrorObject[]) =>
      errors.map((e) => [e.keyword, e.instancePath, e.schemaPath, e.params]);
    expect(shape(interpreter.errors(schema, { t: title }))).toEqual(
      shape(ajvErrors(schema, { t: title })),
    );
  });

  it('reports ajv messages and the parent schema rjsf reads titles from', () => {
    const schema = { properties: { title: { title: 'Title', maxLength: 30 } } };
    expect(interpreter.errors(schema, { title: 'x'.repeat(31) })).toEqual([
      expect.objectContaining({
        keyword: 'maxLength',
        instancePath: '/title',
        message: 'must NOT have more than 30 characters',
        params: { limit: 30 },
        parentSchema: expect.objectContaining({ title: 'Title' }),
      }),
    ]);
  });
});

describe('SchemaInterpreter sub-schemas and schema handling', () => {
  const root = {
    definitions: { small: { type: 'integer', maximum: 9 } },
    properties: {
      choice: {
        oneOf: [
          { type: 'object', properties: { n: { $ref: '#/definitions/small' } }, required: ['n'] },
          { type: 'string' },
        ],
      },
    },
  };
  const options = root.properties.choice.oneOf;

  it.each([
    [0, { n: 3 }, true],
    [0, { n: 30 }, false],
    [0, 'text', false],
    [1, 'text', true],
  ] as const)('option %i of a oneOf, refs into the root: %j → %s', (option, data, expected) => {
    expect(interpreter.isValid(options[option] as object, data, root)).toBe(expected);
  });

  it('leaves the caller’s schema objects as they were', () => {
    const before = JSON.stringify(root);
    interpreter.errors(root, { choice: { n: 1 } });
    interpreter.isValid(options[0] as object, { n: 1 }, root);
    expect(JSON.stringify(root)).toBe(before);
    expect(Object.getOwnPropertyNames(options[0])).toEqual(['type', 'properties', 'required']);
  });

  it('validates a registered schema named by its $id', () => {
    const tenant = { $id: schemaId('tenant.schema.json') };
    expect(interpreter.errors(tenant, {}).map((e) => e.keyword)).toContain('required');
  });

  it('throws on a $ref it cannot resolve, and isValid of it is an error too', () => {
    const broken = { $ref: 'https://navigator.dev/schemas/missing.schema.json' };
    expect(() => interpreter.errors(broken, 1)).toThrow(/Unresolved \$ref/);
  });

  it.each([
    [{ a: undefined, b: [undefined, 1] }, { b: [null, 1] }],
    [undefined, undefined],
    [{ f: () => 1, d: null }, { d: null }],
  ])('toJsonValue(%j) is %j', (value, expected) => {
    expect(toJsonValue(value)).toEqual(expected);
  });
});
