import { describe, expect, it } from 'vitest';
import { checklistKey, progressOf, toggled } from './quickstart-model.ts';

describe('quickstart model', () => {
  it('keys the checklist by widget uid', () => {
    expect(checklistKey({ uid: 'widget-gallery/quickstart' })).toBe('widget-gallery/quickstart');
    expect(checklistKey({ dashboard_id: 'd', widget_id: 'w' })).toBe('d/w');
  });

  it('toggles in checklist order and drops ids no longer listed', () => {
    const items = ['a', 'b', 'c'];
    expect(toggled(items, ['c', 'gone'], 'a', true)).toEqual(['a', 'c']);
    expect(toggled(items, ['a', 'c'], 'a', false)).toEqual(['c']);
  });

  it.each([
    [['a', 'b', 'c'], ['b'], { done: 1, total: 3, percent: 33 }],
    [['a'], ['a', 'x'], { done: 1, total: 1, percent: 100 }],
    [[], [], { done: 0, total: 0, percent: 0 }],
  ])('progress of %j with %j', (items, done, progress) => {
    expect(progressOf(items, done)).toEqual(progress);
  });
});
