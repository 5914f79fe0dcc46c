import { describe, expect, it } from 'vitest';
import { findRouteModule, moduleSegment, modulePath, programOfPath } from './module-path.ts';

const modules = [
  { module_slug: 'retail_sales', module_name: 'Sales' },
  { module_slug: 'retail_stores', module_name: 'Stores' },
  { module_slug: 'legacy', module_name: 'Legacy' },
];

describe('module routes', () => {
  it.each([
    ['retail', 'retail_sales', 'sales', '/retail/sales'],
    ['stores_ops', 'stores_ops_network', 'network', '/stores_ops/network'],
    ['retail', 'legacy', 'legacy', '/retail/legacy'],
  ])('%s + %s → segment %s, path %s', (program, slug, segment, path) => {
    expect(moduleSegment(program, slug)).toBe(segment);
    expect(modulePath(program, slug)).toBe(path);
  });

  it.each([
    ['sales', 'Sales'],
    ['retail_stores', 'Stores'],
    ['legacy', 'Legacy'],
    ['nope', undefined],
  ])('findRouteModule(retail, %s) → %s', (segment, name) => {
    expect(findRouteModule(modules, 'retail', segment)?.module_name).toBe(name);
  });

  it.each([
    ['/retail/sales', 'retail'],
    ['/retail', 'retail'],
    ['/', undefined],
    ['/login', undefined],
    ['/share/dashboard/x', undefined],
    ['/v2/share/widget/a/b', undefined],
    ['/terms-of-use-agreement', undefined],
    ['/_builder/queries', undefined],
    ['/_builder/queries/retail_sales_daily', undefined],
    ['/stores_ops/network', 'stores_ops'],
    ['/%E0%A4%A', undefined],
  ])('programOfPath(%s) → %s', (path, program) => {
    expect(programOfPath(path)).toBe(program);
  });
});
