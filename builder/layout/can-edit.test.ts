import { describe, expect, it } from 'vitest';
import { canEditDashboard } from './can-edit.ts';

const user = (user_id: number, extra: object = {}) => ({ user_id, ...extra });

describe('canEditDashboard', () => {
  it.each([
    ['the owner', user(2), { user_id: 2 }, true],
    ['the owner, id as text', user(2), { user_id: '2' }, true],
    ['a viewer', user(1, { groups: ['viewers'] }), { user_id: 2 }, false],
    ['a super user', user(3, { userh: { super: true } }), { user_id: 2 }, true],
    ['a superuser (group)', user(4, { groups: ['superuser'] }), { user_id: 2 }, true],
    ['a superuser (flag)', user(4, { superuser: true }), { user_id: 2 }, true],
    ['anyone on an unowned dashboard', user(1), { user_id: null }, false],
    ['no session yet', undefined, { user_id: 2 }, false],
    ['no dashboard yet', user(2), undefined, false],
  ])('%s → %s', (_name, who, dashboard, expected) => {
    expect(canEditDashboard(who, dashboard)).toBe(expected);
  });
});
