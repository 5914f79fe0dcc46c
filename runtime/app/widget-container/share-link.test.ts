import { describe, expect, it } from 'vitest';
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
