import { describe, expect, it } from 'vitest';
import { schemaFiles } from '../../schemas/index.ts';
import { bundledSchemaFile, bundleSchema, humanizeKey, pickProperties } from './bundle-schema.ts';
import { formErrors } from './validator.ts';

describe('humanizeKey', () => {
  it.each([
    ['fg_color', 'Fg color'],
    ['hideElement', 'Hide element'],
    ['xkey', 'Xkey'],
    ['query_slug', 'Query slug'],
    ['', ''],
  ])('%s → %s', (key, title) => {
    expect(humanizeKey(key)).toBe(title);
  });
});

describe('bundleSchema', () => {
  it.each(schemaFiles)('%s bundles with no $ref, $id or definitions left', (file) => {
    const text = JSON.stringify(bundledSchemaFile(file));
    expect(text).not.toContain('"$ref"');
    expect(text).not.toContain('"$id"');
    expect(text).not.toContain('"definitions"');
  });

  it('cuts the drilldown recursion at its second round', () => {
    const params = bundledSchemaFile('widget-params.schema.json');
    const drilldown = (params.properties as Record<string, Record<string, unknown>>).drilldown;
    expect(JSON.stringify(drilldown)).toContain('"additionalProperties":true');
  });

  it('inlines refs into other files and keeps the keywords written beside them', () => {
    const schema = bundleSchema({
      type: 'object',
      properties: {
        graph: {
          $ref: 'https://navigator.dev/schemas/widget-params.schema.json#/definitions/graph',
          description: 'Mine',
        },
      },
    });
    const graph = (schema.properties as Record<string, Record<string, unknown>>).graph;
    expect(graph).toMatchObject({ title: 'Graph', description: 'Mine', type: 'object' });
    // The graph's own relative ref (series format → valueFormat) resolved in its file.
    expect(JSON.stringify(graph)).toContain('"moneyInteger"');
  });

  it('validates like the original schema: a 31-character title fails, 30 passes', () => {
    const schema = pickProperties(bundledSchemaFile('widget.schema.json'), ['title']);
    expect(formErrors(schema, { title: 'x'.repeat(30) })).toEqual([]);
    expect(formErrors(schema, { title: 'x'.repeat(31) }).map((e) => e.message)).toEqual([
      'Must be at most 30 characters.',
    ]);
  });

  it.each([
    ['bundled', bundledSchemaFile('widget.schema.json')],
    [
      'by $ref to the registered schema',
      { $ref: 'https://navigator.dev/schemas/widget.schema.json' },
    ],
  ])(
    'the whole widget schema, %s, keeps its conditional rules (iframe needs a url)',
    (_how, widget) => {
      expect(
        formErrors(widget, { title: 'Frame', classbase: 'iframe' }).map((e) =>
          e.property?.replace(/^\./, ''),
        ),
      ).toContain('url');
      expect(formErrors(widget, { title: 'Frame', classbase: 'iframe', url: '/x' })).toEqual([]);
    },
  );
});
