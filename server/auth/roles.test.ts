import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../http/context.ts';
import {
  canEditQueries,
  hasProgram,
  isOwner,
  isSuperUser,
  isSuperuserGroup,
  requireProgram,
} from './roles.ts';

function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    tenant: 'acme',
    user_id: 2,
    username: 'owner',
    email: 'owner@acme-retail.example',
    first_name: 'Owen',
    last_name: 'Carter',
    groups: ['analysts'],
    superuser: false,
    userh: { id: 2, super: false },
    programs: ['retail', 'ecommerce'],
    filtering_fixed: {},
    auth_method: 'BasicAuth',
    sessionid: 's',
    ...overrides,
  };
}

describe('roles', () => {
  it.each([
    [2, true],
    ['2', true],
    [3, false],
    [null, false],
    [undefined, false],
    ['', false],
  ])('isOwner(user 2, %j) is %s', (entityUserId, expected) => {
    expect(isOwner(user(), entityUserId)).toBe(expected);
  });

  it.each([
    ['viewer', user(), false, false, false],
    ['super user', user({ userh: { id: 2, super: true } }), true, false, true],
    ['superuser flag', user({ superuser: true }), false, true, true],
    ['superuser group only', user({ groups: ['superuser'] }), false, true, true],
  ])('%s: isSuperUser %s, isSuperuserGroup %s, canEditQueries %s', (_n, u, sup, group, edit) => {
    expect(isSuperUser(u)).toBe(sup);
    expect(isSuperuserGroup(u)).toBe(group);
    expect(canEditQueries(u)).toBe(edit);
  });

  it('requireProgram passes for a listed program and throws 403 otherwise', () => {
    expect(hasProgram(user(), 'retail')).toBe(true);
    expect(() => requireProgram(user(), 'retail')).not.toThrow();
    expect(() => requireProgram(user(), 'stores_ops')).toThrow(
      expect.objectContaining({
        statusCode: 403,
        message: `You don't have permission to view this information (program "stores_ops").`,
      }),
    );
  });
});
