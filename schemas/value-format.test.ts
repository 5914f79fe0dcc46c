import { describe, expect, it } from 'vitest';
import { schemas } from './index.ts';
import { parseFormatName } from '../runtime/core/format/format-value.ts';

/** Formats the schema offers that show values as they are rather than as numbers. */
const TEXT_FORMATS = new Set(['text', 'date']);

const valueFormats = (
  schemas['widget-params.schema.json'] as { definitions: { valueFormat: { enum: string[] } } }
).definitions.valueFormat.enum;

describe('every number format the schema allows is one the formatter knows', () => {
  it.each(valueFormats.filter((name) => !TEXT_FORMATS.has(name)))('%s', (name) => {
    expect(parseFormatName(name)).not.toBeNull();
  });
});
