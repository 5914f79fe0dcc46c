import { describe, expect, it } from 'vitest';
import { createWidgetRegistry } from './registry-core.ts';
import type { WidgetTypeDefinition } from '../runtime/widget-sdk/types.ts';

const definition = (
  type: string,
  classbase: string[],
  specNames: string[] = [],
): WidgetTypeDefinition => ({
  type,
  classbase,
  specNames: specNames as WidgetTypeDefinition['specNames'],
  label: type,
  needsData: false,
  paramsSchema: {},
  uiSchema: {},
  defaults: {},
  Component: () => null,
});

describe('createWidgetRegistry', () => {
  const registry = createWidgetRegistry([
    ['./chart/index.ts', definition('chart', ['EchartsWidget', 'vegaWidget'])],
    ['./table/index.ts', definition('table', ['grid', 'pqtableWidget'])],
  ]);

  it.each([
    ['chart', 'chart'],
    ['EchartsWidget', 'chart'],
    ['grid', 'table'],
    ['pqtableWidget', 'table'],
    ['table', 'table'],
  ])('resolves classbase %s to %s', (classbase, type) => {
    expect(registry.resolve(classbase)?.type).toBe(type);
  });

  it('knows nothing of an unknown or missing classbase', () => {
    expect(registry.resolve('photoFeed')).toBeUndefined();
    expect(registry.resolve(undefined)).toBeUndefined();
  });

  it('refuses a type or classbase registered twice, naming both sources', () => {
    expect(() =>
      createWidgetRegistry([
        ['./chart/index.ts', definition('chart', ['grid'])],
        ['./table/index.ts', definition('table', ['grid'])],
      ]),
    ).toThrow(
      'Widget type "grid" is registered twice: by ./chart/index.ts and by ./table/index.ts',
    );
  });

  it('refuses a spec name two types claim, or one the catalogue does not list', () => {
    expect(() =>
      createWidgetRegistry([
        ['./table/index.ts', definition('table', [], ['datatable'])],
        ['./grid/index.ts', definition('grid', [], ['datatable'])],
      ]),
    ).toThrow('Spec name "datatable" is claimed twice: by ./table/index.ts and by ./grid/index.ts');
    expect(() =>
      createWidgetRegistry([['./table/index.ts', definition('table', [], ['data table'])]]),
    ).toThrow('./table/index.ts: "data table" is not a widget name of app-shell\'s catalogue');
  });
});
