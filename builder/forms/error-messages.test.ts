import { describe, expect, it } from 'vitest';
import { readableMessage, transformErrors } from './error-messages.ts';

describe('readableMessage', () => {
  it.each([
    ['required', {}, 'This field is required.'],
    ['maxLength', { limit: 30 }, 'Must be at most 30 characters.'],
    ['maxLength', { limit: 1 }, 'Must be at most 1 character.'],
    ['minLength', { limit: 1 }, 'Must not be empty.'],
    ['minLength', { limit: 6 }, 'Must be at least 6 characters.'],
    ['maximum', { limit: 100 }, 'Must be 100 or less.'],
    ['minimum', { limit: -100 }, 'Must be -100 or more.'],
    ['multipleOf', { multipleOf: 0.5 }, 'Must be a multiple of 0.5.'],
    ['type', { type: 'integer' }, 'Must be a whole number.'],
    ['type', { type: ['string', 'array'] }, 'Must be a string or array.'],
    ['pattern', { pattern: '^\\w+$' }, 'Use letters, digits and underscores only.'],
    ['pattern', { pattern: '^x$' }, 'Must match the pattern ^x$.'],
    ['enum', { allowedValues: ['a'] }, 'Pick one of the listed values.'],
    ['uniqueItems', {}, 'Each item may appear only once.'],
    ['additionalProperties', { additionalProperty: 'foo' }, '"foo" is not a known setting.'],
    ['somethingElse', {}, 'Odd value'],
  ] as const)('%s %j → %s', (name, params, expected) => {
    expect(readableMessage({ name, params, message: 'odd value' })).toBe(expected);
  });
});

describe('transformErrors', () => {
  it('drops if/anyOf/oneOf summaries and rewrites message and stack', () => {
    const errors = transformErrors([
      {
        name: 'if',
        property: '',
        message: 'must match "then" schema',
        params: {},
        stack: '',
        schemaPath: '',
      },
      {
        name: 'maxLength',
        property: '.title',
        message: 'must NOT have more than 30 characters',
        params: { limit: 30 },
        stack: '',
        schemaPath: '',
      },
    ]);
    expect(errors).toEqual([
      expect.objectContaining({
        property: '.title',
        message: 'Must be at most 30 characters.',
        stack: '.title Must be at most 30 characters.',
      }),
    ]);
  });

  const branchError = (name: string, schemaPath: string, params: object) => ({
    name,
    property: '.title',
    message: 'ajv text',
    params,
    stack: '',
    schemaPath: `#/properties/title/anyOf${schemaPath}`,
  });

  it.each([
    [
      'a string too long: the object option of another type is not mentioned',
      [
        branchError('maxLength', '/0/maxLength', { limit: 30 }),
        branchError('type', '/1/type', { type: 'object' }),
        branchError('anyOf', '', {}),
      ],
      ['Must be at most 30 characters.'],
    ],
    [
      'an object missing en: the string option is not mentioned',
      [
        branchError('type', '/0/type', { type: 'string' }),
        branchError('required', '/1/required', { missingProperty: 'en' }),
        branchError('anyOf', '', {}),
      ],
      ['This field is required.'],
    ],
    [
      'an object whose English text is too long: the error below the object names it alone',
      [
        branchError('type', '/0/type', { type: 'string' }),
        {
          ...branchError('maxLength', '/1/properties/en/maxLength', { limit: 30 }),
          property: '.title.en',
        },
        branchError('anyOf', '', {}),
      ],
      ['Must be at most 30 characters.'],
    ],
    [
      'a number: no option takes it, both types are named',
      [
        branchError('type', '/0/type', { type: 'string' }),
        branchError('type', '/1/type', { type: 'object' }),
        branchError('anyOf', '', {}),
      ],
      ['Must be a string.', 'Must be a object.'],
    ],
  ])('anyOf, %s', (_name, errors, expected) => {
    expect(transformErrors(errors).map((e) => e.message)).toEqual(expected);
  });
});
