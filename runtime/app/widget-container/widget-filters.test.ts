import { describe, expect, it } from 'vitest';
import type { Widget } from '../../../schemas/generated/index.ts';
import { clearProgramFilters, filteringStore } from '../stores/filtering-store.ts';
import {
  applyWidgetInputs,
  applyWidgetRules,
  sessionWidgetFilterConditions,
  widgetFilterConditions,
  widgetFilterStore,
} from './widget-filters.ts';

const widget: Pick<Widget, 'params'> = {
  params: {
    filterOptions: {
      items: [{ field: 'state', value: 'FL', operator: '==', dataType: 'string' }],
    },
    filterInputs: [
      { name: 'top_n', type: 'slider', value: 10 },
      { name: 'store_name~', type: 'text' },
    ],
  },
};

describe('widgetFilterConditions', () => {
  it.each<
    [
      string,
      Parameters<typeof widgetFilterConditions>[0],
      Parameters<typeof widgetFilterConditions>[2],
      unknown,
    ]
  >([
    [
      'saved rules and initial inputs before anything is applied',
      undefined,
      undefined,
      { top_n: 10, where_cond: { state: 'FL' } },
    ],
    [
      'the panel’s dates and where entries under the saved rules',
      { firstdate: '2026-01-01', where_cond: { region_id: 3, state: 'GA' } },
      undefined,
      { top_n: 10, firstdate: '2026-01-01', where_cond: { region_id: 3, state: 'FL' } },
    ],
    [
      'applied rules replace the saved ones (their where comes from the panel store)',
      { where_cond: { 'store_id!': [1, 2] } },
      { rules: [{ field: 'store_id', valueIn: [1, 2], operator: 'NOT IN' }] },
      { top_n: 10, where_cond: { 'store_id!': [1, 2] } },
    ],
    [
      'applied inputs replace the initial values; blank ones send nothing',
      undefined,
      { rules: [], inputs: { top_n: '25', 'store_name~': ' ' } },
      { top_n: 25 },
    ],
  ])('%s', (_name, panel, session, expected) => {
    expect(widgetFilterConditions(panel, widget, session)).toEqual(expected);
  });

  it('master_filtering false: the panel is ignored, the widget’s own rules and inputs stay', () => {
    const panel = { firstdate: '2026-01-01', where_cond: { region_id: 3 } };
    expect(
      widgetFilterConditions(panel, { ...widget, master_filtering: false }, undefined),
    ).toEqual({ top_n: 10, where_cond: { state: 'FL' } });
    expect(widgetFilterConditions(panel, { ...widget, master_filtering: true }, undefined)).toEqual(
      {
        top_n: 10,
        firstdate: '2026-01-01',
        where_cond: { region_id: 3, state: 'FL' },
      },
    );
  });

  it('is undefined when nothing filters', () => {
    expect(widgetFilterConditions(undefined, {}, undefined)).toBeUndefined();
  });
});

describe('applyWidgetRules', () => {
  it('keeps the counting rules and sets only that widget’s where conditions', () => {
    filteringStore.whereCondition['sales-overview'] = { region_id: 1 };
    const kept = applyWidgetRules('store_list', [
      { field: 'state', value: 'FL', operator: '==', dataType: 'string', union: 'OR' },
      { field: 'city', value: 'Tampa', operator: '==', dataType: 'string', union: 'OR' },
      { field: 'store_id', valueIn: [3, 4], operator: 'NOT IN', dataType: 'int' },
      { field: '', value: 'ignored' },
    ]);
    expect(kept).toHaveLength(3);
    expect(filteringStore.whereCondition.store_list).toEqual({
      'state|': 'FL',
      'city|': 'Tampa',
      'store_id!': [3, 4],
    });
    expect(filteringStore.whereCondition['sales-overview']).toEqual({ region_id: 1 });
  });

  it('gives code outside React (the prefetch) what the container sends', () => {
    const list = { widget_id: 'store_list', params: widget.params };
    // The rules applied above replace the saved state == FL rule; its where comes from the panel.
    expect(sessionWidgetFilterConditions(undefined, list)).toStrictEqual({ top_n: 10 });
    expect(sessionWidgetFilterConditions(undefined, { ...list, widget_id: 'other' })).toStrictEqual(
      { top_n: 10, where_cond: { state: 'FL' } },
    );
  });

  it('forgets the session filters when the program changes', async () => {
    applyWidgetInputs('store_list', { top_n: 5 });
    expect(widgetFilterStore.byWidget.store_list?.inputs).toEqual({ top_n: 5 });
    clearProgramFilters('stores_ops');
    await Promise.resolve();
    expect(widgetFilterStore.byWidget).toEqual({});
    expect(filteringStore.whereCondition).toEqual({});
  });
});
