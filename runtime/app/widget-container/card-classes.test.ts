import { describe, expect, it } from 'vitest';
import type { Widget } from '../../../schemas/generated/index.ts';
import { cardClasses, type CardMode } from './card-classes.ts';

const base = { widget_id: 'w', dashboard_id: 'd', widget_type: 'chart' } as unknown as Widget;
const BASE = 'nav-widget nav-widget-card nav-widget-grid';

describe('cardClasses', () => {
  it.each<[string, Partial<Widget>, CardMode, boolean, boolean, string]>([
    ['a plain card', {}, 'grid', false, false, BASE],
    [
      'attributes.classes as a list',
      { attributes: { classes: ['kpi-hero', 'wide'] } },
      'grid',
      false,
      false,
      `${BASE} kpi-hero wide`,
    ],
    [
      'attributes.classes as one string',
      { attributes: { classes: 'kpi-hero' } },
      'grid',
      false,
      false,
      `${BASE} kpi-hero`,
    ],
    [
      'transparent and borderless',
      { params: { transparent: true, borderNone: true } },
      'grid',
      false,
      false,
      `${BASE} is-transparent is-borderless`,
    ],
    [
      'collapsed with a drilldown open',
      {},
      'grid',
      true,
      true,
      `${BASE} is-collapsed drilldown-open`,
    ],
    [
      'expanded, a coloured toolbar',
      { attributes: { fg_color: '#fff' } },
      'expanded',
      false,
      false,
      'nav-widget nav-widget-card nav-widget-expanded has-toolbar-color',
    ],
    [
      'a temporary drilldown',
      { temp: true },
      'nested',
      false,
      false,
      'nav-widget nav-widget-card nav-widget-nested is-temp',
    ],
  ])('%s', (_label, extra, mode, collapsed, drilldown, expected) => {
    expect(cardClasses({ ...base, ...extra } as Widget, mode, collapsed, drilldown)).toBe(expected);
  });
});
