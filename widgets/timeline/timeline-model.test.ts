import { describe, expect, it } from 'vitest';
import { IconTruck } from '@tabler/icons-react';
import { iconFor } from './timeline-icons.ts';
import { dayAndTime, dayHeading, timelineDays } from './timeline-model.ts';

const params = {
  date_field: 'at',
  title_field: 'title',
  type_field: 'type',
  detail_field: 'detail',
};

describe('timelineDays', () => {
  it('groups events by day, newest day and newest event first', () => {
    const days = timelineDays(
      [
        { at: '2026-11-13 09:00:00', title: 'A', type: 'delivery', detail: 'x' },
        { at: '2026-11-14 08:30:00', title: 'B', type: 'promotion', detail: null },
        { at: '2026-11-14T17:15:00Z', title: 'C', type: 'incident' },
        { at: 'not a date', title: 'D' },
      ],
      params,
    );
    expect(days.map((day) => [day.day, day.events.map((event) => event.title)])).toEqual([
      ['2026-11-14', ['C', 'B']],
      ['2026-11-13', ['A']],
    ]);
    expect(days[0]!.events[0]).toMatchObject({ time: '17:15', type: 'incident', detail: '' });
  });

  it.each([
    ['2026-11-14', { day: '2026-11-14', time: '' }],
    [new Date('2026-11-14T10:05:00Z'), { day: '2026-11-14', time: '10:05' }],
    [Date.UTC(2026, 0, 2, 3, 4), { day: '2026-01-02', time: '03:04' }],
    ['14/11/2026', undefined],
    [null, undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(dayAndTime(value)).toEqual(expected);
  });

  it('heads a day in the UI language without shifting it', () => {
    expect(dayHeading('2026-11-14', 'en')).toBe('Saturday, Nov 14, 2026');
    expect(dayHeading('2026-11-14', 'es')).toMatch(/^sábado, 14 de nov/);
  });
});

describe('iconFor', () => {
  const icons = { delivery: 'truck', odd: 'no-such-icon' };
  it.each([
    ['delivery', IconTruck],
    ['odd', undefined],
    ['unlisted', undefined],
  ])('gives type %s its params.timeline.icons icon', (type, icon) => {
    expect(iconFor(icons, type)).toBe(icon);
    expect(iconFor(undefined, type)).toBeUndefined();
  });
});
