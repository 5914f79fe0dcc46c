import type { User } from '../../schemas/generated/index.ts';
import type { TenantConfig } from '../config/config-types.ts';
import type { SessionUser } from '../http/context.ts';

/** A users.json entry as the schema types it. */
export type UserEntry = User;

function usersOf(tenant: TenantConfig): UserEntry[] {
  return tenant.users.map((entity) => entity.value as unknown as UserEntry);
}

/**
 * users.json entries by user_id, built once per version of the file: a saved or reloaded
 * users.json gives the tenant a new `users` array, hence a new index.
 */
const usersById = new WeakMap<TenantConfig['users'], Map<unknown, TenantConfig['users'][number]>>();

/** The user with this user_id in the tenant's current users.json (the first one, if repeated). */
export function findUserById(tenant: TenantConfig, userId: number): UserEntry | undefined {
  let index = usersById.get(tenant.users);
  if (!index) {
    index = new Map();
    for (const entity of tenant.users) {
      const id = (entity.value as unknown as UserEntry).user_id;
      if (!index.has(id)) index.set(id, entity);
    }
    usersById.set(tenant.users, index);
  }
  const user = index.get(userId)?.value as unknown as UserEntry | undefined;
  // An entity whose value was swapped for another user's (only tests do that) is looked up
  // the long way rather than trusted.
  if (user === undefined || user.user_id === userId) return user;
  return usersOf(tenant).find((entry) => entry.user_id === userId);
}

/**
 * The user a login name stands for: the exact username, else the email address (case-insensitive,
 * as mail systems treat it).
 */
export function findUserByLogin(tenant: TenantConfig, login: string): UserEntry | undefined {
  const users = usersOf(tenant);
  const email = login.toLowerCase();
  return (
    users.find((user) => user.username === login) ??
    users.find((user) => user.email !== undefined && user.email.toLowerCase() === email)
  );
}

/** The signed-in user as every route sees it (`request.user`). */
export function toSessionUser(user: UserEntry, tenantId: string, sessionId: string): SessionUser {
  const groups = user.groups ?? [];
  return {
    tenant: tenantId,
    user_id: user.user_id,
    username: user.username,
    email: user.email ?? '',
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    groups: [...groups],
    superuser: user.superuser === true || groups.includes('superuser'),
    userh: { id: user.userh?.id ?? user.user_id, super: user.userh?.super === true },
    programs: [...(user.programs ?? [])],
    filtering_fixed: { ...(user.filtering_fixed ?? {}) },
    auth_method: user.auth_method ?? 'BasicAuth',
    sessionid: sessionId,
  };
}
