import { describe, expect, it } from 'vitest';
import { decodeFilterUrlState } from '../../core/index.ts';
import { isShareWidgetPath, widgetShareLink } from './share-link.ts';

describe('widgetShareLink', () => {
  it.each([
    [
      'http://acme.localhost:8080',
      'sales-overview',
      'kpi_revenue',
      'http://acme.localhost:8080/v2/share/widget/sales-overview/kpi_revenue',
    ],
    ['https://bi.example/', 'a b', 'w/1', 'https://bi.example/v2/share/widget/a%20b/w%2F1'],
  ])('%s %s %s', (origin, dashboard, widget, link) => {
    expect(widgetShareLink(origin, dashboard, widget)).toBe(link);
  });

  it.each([
    ['a region', '{"region_id":"3"}'],
    ['a region and a date', '{"region_id":"3","date":"custom/2026-10-05/2026-10-20"}'],
    ['text that needs escaping', '{"store":["A&B","x y"]}'],
  ])('carries the applied filters: %s', (_name, param) => {
    const link = new URL(widgetShareLink('http://acme.localhost:8080', 'd', 'w', param));
    expect(link.pathname).toBe('/v2/share/widget/d/w');
    expect(link.searchParams.get('f')).toBe(param);
  });

  it('leaves the address bare without filters', () => {
    expect(widgetShareLink('http://x', 'd', 'w', undefined)).toBe('http://x/v2/share/widget/d/w');
    expect(decodeFilterUrlState(null)).toBeUndefined();
  });
});

describe('isShareWidgetPath', () => {
  it.each([
    ['/share/widget/sales-overview/kpi_revenue', true],
    ['/share/widget/', true],
    ['/share/widget', true],
    ['/v2/share/widget/sales-overview/kpi_revenue', true],
    ['/widget/sales-overview/kpi_revenue', false],
    ['/share/dashboard/sales-overview', false],
    ['/retail/share/widget/x', false],
    ['/share/widgets/x', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isShareWidgetPath(pathname)).toBe(expected);
  });
});
