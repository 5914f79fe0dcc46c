import { describe, expect, it } from 'vitest';
import { isWidgetIdentityField, withoutWidgetIdentity } from './identity';

describe('widget identity fields', () => {
  it.each([
    ['uid', true],
    ['widget_id', true],
    ['dashboard_id', true],
    ['user_id', true],
    ['temp', true],
    ['title', false],
    ['params', false],
    ['dataExtra', false],
  ])('%s is an identity field: %s', (key, expected) => {
    expect(isWidgetIdentityField(key)).toBe(expected);
  });

  it('copies a widget without its identity fields and the extra keys asked for', () => {
    const widget = { widget_id: 'a', dashboard_id: 'd', user_id: 2, title: 'T', dataExtra: {} };
    expect(withoutWidgetIdentity(widget)).toEqual({ title: 'T', dataExtra: {} });
    expect(withoutWidgetIdentity(widget, ['dataExtra'])).toEqual({ title: 'T' });
    expect(widget.widget_id).toBe('a');
  });
});
