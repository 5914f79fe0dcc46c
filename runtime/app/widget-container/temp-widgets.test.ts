import { describe, expect, it } from 'vitest';
import type { Widget } from '../../../schemas/generated/index.ts';
import { widgetStore } from '../stores/widget-store.ts';
import {
  addTempWidget,
  allTempWidgets,
  clearTempWidgets,
  isDrilldownOpen,
  removeTempWidget,
} from './temp-widgets.ts';

const temp = (id: string, source: string, row?: Record<string, unknown>): Widget => ({
  widget_id: id,
  title: id,
  classbase: 'chart',
  temp: true,
  dataExtra: { source, ...(row ? { row } : {}) },
});

describe('temporary widgets in the widget store', () => {
  it('adds above or below, removes one, clears all', () => {
    addTempWidget('dash', temp('t1', 'a', { region_id: 1 }), false);
    addTempWidget('dash', temp('t2', 'a'), true);
    addTempWidget('dash', temp('t3', 'b'), false);
    const state = widgetStore.dashboards.dash?.widgetTemp;
    expect(state?.top.map((w) => w.widget_id)).toEqual(['t2']);
    expect(state?.bottom.map((w) => w.widget_id)).toEqual(['t1', 't3']);
    expect(allTempWidgets(state).map((w) => w.widget_id)).toEqual(['t2', 't1', 't3']);

    removeTempWidget('dash', 't1');
    expect(allTempWidgets(widgetStore.dashboards.dash?.widgetTemp).map((w) => w.widget_id)).toEqual(
      ['t2', 't3'],
    );
    clearTempWidgets('dash');
    expect(allTempWidgets(widgetStore.dashboards.dash?.widgetTemp)).toEqual([]);
  });

  it('keeps dashboards apart', () => {
    addTempWidget('one', temp('x', 'a'), false);
    expect(allTempWidgets(widgetStore.dashboards.two?.widgetTemp)).toEqual([]);
    clearTempWidgets('one');
  });
});

describe('isDrilldownOpen', () => {
  it.each([
    ['a drilldown of the widget is open', [temp('t1', 'a', { region_id: 1 })], 'a', true],
    ['only a clone of it (no clicked row)', [temp('t1', 'a')], 'a', false],
    ['a drilldown of another widget', [temp('t1', 'b', { region_id: 1 })], 'a', false],
    ['no id', [temp('t1', 'a', { region_id: 1 })], undefined, false],
  ])('%s', (_name, temps, source, open) => {
    expect(isDrilldownOpen(temps, source)).toBe(open);
  });
});
