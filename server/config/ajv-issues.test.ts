import Ajv, { type SchemaObject } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { describeAjvErrors } from './ajv-issues.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(
  { $id: 'https://t.test/period.json', type: 'string', enum: ['prev', 'all'] },
  'https://t.test/period.json',
);

const schema: SchemaObject = {
  $id: 'https://t.test/root.json',
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: {
    title: { type: 'string', maxLength: 5 },
    kind: { enum: ['a', 'b'] },
    fixed: { const: 'x' },
    slug: { type: 'string', pattern: '^\\w+$' },
    size: { type: 'integer', minimum: 1 },
    when: { type: 'string', format: 'date' },
    compare: { anyOf: [{ type: 'boolean' }, { $ref: 'period.json' }] },
    shape: {
      anyOf: [
        { type: 'string' },
        {
          type: 'object',
          additionalProperties: false,
          properties: { w: { type: 'integer' }, h: { type: 'integer' } },
        },
      ],
    },
    keys: { type: 'object', propertyNames: { pattern: '^[a-z]+$' } },
    widgets: {
      type: 'object',
      patternProperties: {
        '^w\\d+$': {
          type: 'object',
          required: ['classbase'],
          properties: { classbase: { type: 'string' }, url: { type: 'string' } },
          if: { properties: { classbase: { const: 'iframe' } } },
          then: { required: ['url'] },
        },
      },
      additionalProperties: false,
    },
  },
};
const validate = ajv.compile(schema);

function issues(data: unknown) {
  validate(data);
  return describeAjvErrors(validate.errors ?? [], data);
}

describe('describeAjvErrors', () => {
  it.each([
    ['wrong type', { title: 42 }, '/title', 'must be string (got 42)', false],
    [
      'too long',
      { title: 'abcdefg' },
      '/title',
      'must NOT have more than 5 characters (got "abcdefg")',
      false,
    ],
    [
      'unknown property',
      { title: 't', colour: 'red' },
      '/colour',
      'must NOT have additional property "colour"',
      true,
    ],
    ['missing property', {}, '', 'must have required property "title"', false],
    ['enum', { title: 't', kind: 'c' }, '/kind', 'must be one of "a", "b" (got "c")', false],
    ['const', { title: 't', fixed: 'y' }, '/fixed', 'must be "x" (got "y")', false],
    [
      'pattern',
      { title: 't', slug: 'a b' },
      '/slug',
      'must match pattern "^\\w+$" (got "a b")',
      false,
    ],
    ['minimum', { title: 't', size: 0 }, '/size', 'must be >= 1 (got 0)', false],
    [
      'format',
      { title: 't', when: '2024-13-01' },
      '/when',
      'must match format "date" (got "2024-13-01")',
      false,
    ],
    ['object shown short', { title: { a: 1 } }, '/title', 'must be string (got {…})', false],
    ['array shown short', { title: [1, 2] }, '/title', 'must be string (got […] (2 items))', false],
    [
      'anyOf across $ref merges into one message',
      { title: 't', compare: 'next' },
      '/compare',
      'must be boolean or one of "prev", "all" (got "next")',
      false,
    ],
    [
      'anyOf with no branch of the right type',
      { title: 't', shape: 3 },
      '/shape',
      'must be string or object (got 3)',
      false,
    ],
    [
      'anyOf where a branch got inside keeps the deeper error',
      { title: 't', shape: { w: 'wide' } },
      '/shape/w',
      'must be integer (got "wide")',
      false,
    ],
    [
      'bad property name',
      { title: 't', keys: { Bad: 1 } },
      '/keys/Bad',
      'property name must match pattern "^[a-z]+$" (got "Bad")',
      true,
    ],
    [
      'if/then keeps only the then error',
      { title: 't', widgets: { w1: { classbase: 'iframe' } } },
      '/widgets/w1',
      'must have required property "url"',
      false,
    ],
    [
      'patternProperties mismatch',
      { title: 't', widgets: { x: { classbase: 'a' } } },
      '/widgets/x',
      'must NOT have additional property "x"',
      true,
    ],
  ])('%s', (_label, data, pointer, message, atKey) => {
    expect(issues(data)).toEqual([{ pointer, message, atKey }]);
  });

  it('reports every independent mistake once', () => {
    expect(issues({ title: 1, kind: 'z', extra: true })).toEqual([
      { pointer: '/extra', message: 'must NOT have additional property "extra"', atKey: true },
      { pointer: '/title', message: 'must be string (got 1)', atKey: false },
      { pointer: '/kind', message: 'must be one of "a", "b" (got "z")', atKey: false },
    ]);
  });

  it('returns nothing for valid data', () => {
    expect(issues({ title: 'ok', compare: 'all', shape: { w: 1 } })).toEqual([]);
  });
});

describe('describeAjvErrors with an anyOf at the root of a referenced schema', () => {
  const refAjv = new Ajv({ allErrors: true, strict: false });
  refAjv.addSchema({
    $id: 'https://t.test/where.json',
    type: 'object',
    additionalProperties: { $ref: '#/definitions/value' },
    definitions: {
      scalar: { type: ['string', 'number', 'null'] },
      value: {
        anyOf: [
          { $ref: '#/definitions/scalar' },
          { type: 'array', items: { $ref: '#/definitions/scalar' } },
        ],
      },
    },
  });
  const check = refAjv.getSchema('https://t.test/where.json')!;

  it.each([
    [{ k: { a: 1 } }, '/k', 'must be string, number, null or array (got {…})'],
    [{ k: [1, true] }, '/k/1', 'must be string, number or null (got true)'],
  ])('%j', (data, pointer, message) => {
    check(data);
    expect(describeAjvErrors(check.errors ?? [], data)).toEqual([
      { pointer, message, atKey: false },
    ]);
  });
});
