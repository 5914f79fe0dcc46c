/**
 * The real registry, as the app builds it (import.meta.glob over widgets/<type>/index.ts),
 * checked against the schema's classbase enum so the two cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createValidator } from '../schemas/index.ts';
import { widgetRegistry } from './registry.ts';

const widgetSchema = JSON.parse(
  readFileSync(new URL('../schemas/widget.schema.json', import.meta.url), 'utf8'),
) as { definitions: { classbase: { enum: string[] } } };
const CLASSBASES = widgetSchema.definitions.classbase.enum;

const definitions = widgetRegistry.types();

describe('widget registry', () => {
  it('has the schema enum to check against', () => {
    expect(CLASSBASES.length).toBeGreaterThan(10);
  });

  it.each(CLASSBASES)('resolves classbase %s to exactly one widget type', (classbase) => {
    const resolved = widgetRegistry.resolve(classbase);
    expect(resolved, `no widget type claims "${classbase}"`).toBeDefined();
    const claimants = definitions.filter(
      (definition) => definition.type === classbase || definition.classbase.includes(classbase),
    );
    expect(claimants.map((definition) => definition.type)).toEqual([resolved?.type]);
  });

  it.each(definitions.map((definition) => [definition.type, definition] as const))(
    'type %s registers only classbases of the schema enum',
    (_type, definition) => {
      for (const name of [definition.type, ...definition.classbase]) {
        expect(CLASSBASES, `"${name}" is missing from the schema's classbase enum`).toContain(name);
      }
    },
  );

  it('never registers a name twice', () => {
    const names = definitions.flatMap((definition) => [
      ...new Set([definition.type, ...definition.classbase]),
    ]);
    expect(names.length).toBe(new Set(names).size);
  });

  it.each(definitions.map((definition) => [definition.type, definition] as const))(
    "type %s: its params schema resolves against the project's schemas and accepts its defaults",
    (_type, definition) => {
      const validate = createValidator().compile(definition.paramsSchema);
      expect(validate(definition.defaults), JSON.stringify(validate.errors)).toBe(true);
      expect(typeof definition.Component).not.toBe('undefined');
      expect(definition.label.length).toBeGreaterThan(0);
    },
  );
});
