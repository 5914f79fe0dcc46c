import { describe, expect, it } from 'vitest';
import { isPeriodShortcut, PERIOD_SHORTCUTS, shortcutRange } from './shortcuts';
import type { DateContext } from './date-context';

/** Operational date Wednesday 2024-05-15. */
const CONTEXT: DateContext = { today: '2024-05-20', operationalDate: '2024-05-15' };

const range = (start: string, end: string) => ({ ok: true, range: { start, end } });

it('names the spec shortcuts', () => {
  expect(PERIOD_SHORTCUTS).toEqual(['today', 'yesterday', 'weekAgo', 'range']);
  expect(isPeriodShortcut('weekAgo')).toBe(true);
  expect(isPeriodShortcut('mtd')).toBe(false);
});

describe('shortcutRange', () => {
  it.each([
    ['today', '2024-05-15', '2024-05-15'],
    ['yesterday', '2024-05-14', '2024-05-14'],
    ['weekAgo', '2024-05-08', '2024-05-08'],
    ['range', '2024-05-09', '2024-05-15'],
  ])('%s → %s..%s', (shortcut, start, end) => {
    expect(shortcutRange(shortcut, CONTEXT)).toEqual(range(start, end));
  });

  it('crosses month and year ends and respects the minimum', () => {
    expect(shortcutRange('yesterday', { today: '2024-03-01' })).toEqual(
      range('2024-02-29', '2024-02-29'),
    );
    expect(shortcutRange('range', { today: '2025-01-03' })).toEqual(
      range('2024-12-28', '2025-01-03'),
    );
    expect(shortcutRange('weekAgo', { today: '2016-10-03' })).toEqual(
      range('2016-10-01', '2016-10-01'),
    );
    expect(shortcutRange('tomorrow', CONTEXT)).toEqual({
      ok: false,
      error: 'Error Period Datepicker',
    });
  });
});
