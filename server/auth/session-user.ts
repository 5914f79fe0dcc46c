import type { User } from '../../schemas/generated/index.ts';
import type { TenantConfig } from '../config/config-types.ts';
import type { SessionUser } from '../http/context.ts';

/** A users.json entry as the schema types it. */
export type UserEntry = User;

function usersOf(tenant: TenantConfig): UserEntry[] {
  return tenant.users.map((entity) => entity.value as unknown as UserEntry);
}

/** The user with this user_id in the tenant's current users.json. */
export function findUserById(tenant: TenantConfig, userId: number): UserEntry | undefined {
  return usersOf(tenant).find((user) => user.user_id === userId);
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
