import { describe, expect, it } from 'vitest';
import {
  profileConditions,
  profileRow,
  userDisplayName,
  userInitials,
  userRole,
  type ProfileUser,
} from './user-profile.ts';

const samir: ProfileUser = {
  user_id: 3,
  username: 'super',
  email: 'Super@acme-retail.example',
  first_name: 'Samir',
  last_name: 'Patel',
  superuser: false,
  userh: { id: 3, super: true },
};

describe('user identity', () => {
  it.each([
    ['Samir', 'Patel', 'super', 'SP'],
    ['vera', '', 'viewer', 'V'],
    ['', '', 'viewer', 'VI'],
    ['Ángela', 'Ñúñez', 'x', 'ÁÑ'],
  ])('initials of %j %j (%j) → %j', (first, last, username, expected) => {
    expect(userInitials(first, last, username)).toBe(expected);
  });

  it.each([
    [{ first_name: 'Samir', last_name: 'Patel', username: 'super' }, 'Samir Patel'],
    [{ first_name: '', last_name: '', username: 'super' }, 'super'],
  ])('display name %#', (user, expected) => {
    expect(userDisplayName(user)).toBe(expected);
  });

  it.each([
    [{ superuser: true, userh: { id: 1, super: true } }, 'superuser'],
    [{ superuser: true, userh: { id: 1, super: false } }, 'superuser'],
    [{ superuser: false, userh: { id: 1, super: true } }, 'super'],
    [{ superuser: false, userh: { id: 1, super: false } }, 'user'],
  ] as const)('role %#', (user, role) => {
    expect(userRole(user)).toBe(role);
  });
});

describe('profile query', () => {
  it.each([
    [{}, {}],
    [{ profileCard: {} }, {}],
    [
      { profileCard: { user_field: 'user_email' } },
      { where_cond: { user_email: 'Super@acme-retail.example' } },
    ],
    [
      { profileCard: { user_field: 'login', user_key: 'username' as const } },
      { where_cond: { login: 'super' } },
    ],
    [
      { profileCard: { user_field: 'uid', user_key: 'user_id' as const } },
      { where_cond: { uid: 3 } },
    ],
  ])('conditions of %j', (params, expected) => {
    expect(profileConditions(params, samir)).toEqual(expected);
  });

  it('waits for the user', () => {
    expect(profileConditions({ profileCard: { user_field: 'user_email' } }, undefined)).toBeNull();
  });

  const rows = [
    { user_email: 'viewer@acme-retail.example', login: 'viewer', uid: 1, visits: 2 },
    { user_email: 'super@acme-retail.example', login: 'super', uid: 3, visits: 7 },
  ];
  it.each([
    [{ profileCard: { user_field: 'user_email' } }, 7],
    [{ profileCard: { user_field: 'login', user_key: 'username' as const } }, 7],
    [{ profileCard: { user_field: 'uid', user_key: 'user_id' as const } }, 7],
    [{ profileCard: { user_field: 'nobody' } }, undefined],
    [{}, 2],
  ])('row of %j', (params, visits) => {
    expect(profileRow(rows, samir, params)?.visits).toBe(visits);
  });
});
