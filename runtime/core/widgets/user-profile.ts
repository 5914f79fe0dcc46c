/**
 * The signed-in user as the profile card and the top bar's user menu show them: initials,
 * display name and role, and the key the profile card's query is narrowed by.
 */
import type { SessionPayload, WidgetParams } from '../../../schemas/generated/index.ts';

export type ProfileUser = Pick<
  SessionPayload,
  'first_name' | 'last_name' | 'username' | 'email' | 'user_id' | 'superuser' | 'userh'
>;

/** Initials for an avatar: first and last name's first letters, else the username's first two. */
export function userInitials(first: string, last: string, username: string): string {
  const letters = `${first.charAt(0)}${last.charAt(0)}`.trim();
  return (letters || username.slice(0, 2)).toUpperCase();
}

/** "First Last", else the username. */
export function userDisplayName(user: Pick<ProfileUser, 'first_name' | 'last_name' | 'username'>) {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/**
 * The user's role: 'superuser' (the superuser group: everything), 'super' (userh.super: the
 * query editor and report tools) or 'user'.
 */
export type UserRole = 'superuser' | 'super' | 'user';

export function userRole(user: Pick<ProfileUser, 'superuser' | 'userh'>): UserRole {
  if (user.superuser) return 'superuser';
  return user.userh?.super ? 'super' : 'user';
}

export type ProfileUserKey = NonNullable<NonNullable<WidgetParams['profileCard']>['user_key']>;

/** The value of the user's attribute `key` (default e-mail). */
export function userKeyValue(user: ProfileUser, key: ProfileUserKey | undefined): string | number {
  switch (key) {
    case 'username':
      return user.username;
    case 'user_id':
      return user.user_id;
    default:
      return user.email;
  }
}

/**
 * The profile card's query conditions: that user's rows only (where user_field = key value);
 * {} without a user_field, null while no user is known (the query waits).
 */
export function profileConditions(
  params: WidgetParams,
  user: ProfileUser | undefined,
): { where_cond?: Record<string, string | number> } | null {
  if (!user) return null;
  const settings = params.profileCard;
  if (!settings?.user_field) return {};
  return { where_cond: { [settings.user_field]: userKeyValue(user, settings.user_key) } };
}

/**
 * The row of `rows` that belongs to the user: the first whose user_field equals the key
 * (e-mails and usernames without regard to case); the first row when there is no user_field.
 */
export function profileRow<Row extends Readonly<Record<string, unknown>>>(
  rows: readonly Row[],
  user: ProfileUser,
  params: WidgetParams,
): Row | undefined {
  const settings = params.profileCard;
  if (!settings?.user_field) return rows[0];
  const field = settings.user_field;
  const wanted = String(userKeyValue(user, settings.user_key)).toLowerCase();
  return rows.find((row) => String(row[field] ?? '').toLowerCase() === wanted);
}
