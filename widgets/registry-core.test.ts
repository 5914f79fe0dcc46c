import { describe, expect, it } from 'vitest';
import { createWidgetRegistry } from './registry-core.ts';
import type { WidgetTypeDefinition } from '../runtime/widget-sdk/types.ts';

const definition = (type: string, classbase: string[]): WidgetTypeDefinition => ({
  type,
  classbase,
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
});
