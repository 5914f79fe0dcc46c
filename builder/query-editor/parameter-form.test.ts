import { describe, expect, it } from 'vitest';
import { cacheChoiceLabel, cacheOptionsSchema } from './cache-options.ts';
import {
  hasErrors,
  parameterErrors,
  parameterFormSchema,
  parameterUiSchema,
} from './parameter-form.ts';

const KEYWORD = 'You must specify a keyword';
const errorsOf = (value: Record<string, unknown>) =>
  parameterErrors(parameterFormSchema(), value, KEYWORD) as Record<string, { __errors?: string[] }>;

describe('parameter form (widget-layer §5)', () => {
  it.each([[{ type: 'string' }], [{ name: '', type: 'integer', value: '3' }]])(
    'refuses %j without a keyword',
    (value) => {
      expect(errorsOf(value).name?.__errors).toEqual([KEYWORD]);
    },
  );

  it('names a keyword that is not word characters', () => {
    expect(errorsOf({ name: 'store-id' }).name?.__errors?.[0]).toMatch(/letters, digits/);
  });

  it('accepts a keyword with a type and a value', () => {
    expect(
      hasErrors(
        parameterErrors(
          parameterFormSchema(),
          { name: 'store_id', type: 'integer', value: '3' },
          KEYWORD,
        ),
      ),
    ).toBe(false);
  });

  it('offers the schema’s types and shows the value as text', () => {
    const properties = parameterFormSchema().properties as Record<string, Record<string, unknown>>;
    expect(properties.type?.enum).toEqual(['string', 'number', 'integer', 'date', 'float']);
    expect(properties.value?.type).toBe('string');
    expect(properties).not.toHaveProperty('index');
  });

  it.each([
    [false, false],
    [true, true],
  ])('keyword read-only while editing: %s', (editing, readonly) => {
    expect((parameterUiSchema(editing).name as Record<string, unknown>)['ui:readonly']).toBe(
      readonly,
    );
  });
});

describe('cache options (widget-layer §9)', () => {
  const t = (key: string, options?: Record<string, unknown>) =>
    key === 'cacheDefault'
      ? 'Default'
      : `${String(options?.count)} ${key === 'minutes' ? 'min' : 'h'}`;

  it.each([
    [null, 'Default'],
    [300, '5 min'],
    [1800, '30 min'],
    [3600, '1 h'],
    [72000, '20 h'],
  ])('%j seconds read %s', (seconds, label) => {
    expect(cacheChoiceLabel(seconds, t)).toBe(label);
  });

  it('offers refresh and timeout only while caching is on, with the schema’s choices', () => {
    const on = cacheOptionsSchema(true).properties as Record<string, Record<string, unknown>>;
    expect(Object.keys(on)).toEqual(['is_cached', 'cache_refresh', 'cache_timeout']);
    expect(on.cache_refresh?.enum).toEqual([null, 300, 600, 900]);
    expect(on.cache_timeout?.enum).toEqual([null, 1800, 3600, 28800, 43200, 72000]);
    expect(Object.keys(cacheOptionsSchema(false).properties as object)).toEqual(['is_cached']);
  });
});
