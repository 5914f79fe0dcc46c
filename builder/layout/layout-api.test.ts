import { describe, expect, it } from 'vitest';
import { templatePayload } from './layout-api.ts';

describe('templatePayload', () => {
  it('drops identity fields and sets title and widget_name', () => {
    expect(
      templatePayload(
        {
          uid: 'd/w',
          widget_id: 'w',
          dashboard_id: 'd',
          module_id: 1,
          program_id: 1,
          program_slug: 'p',
          user_id: 2,
          temp: false,
          title: 'Old',
          classbase: 'chart',
          params: { graph: { type: 'bar' } },
        },
        'Monthly revenue',
      ),
    ).toEqual({
      title: 'Monthly revenue',
      widget_name: 'Monthly revenue',
      classbase: 'chart',
      params: { graph: { type: 'bar' } },
    });
  });
});
