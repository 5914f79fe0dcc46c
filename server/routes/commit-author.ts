import type { SessionUser } from '../http/context.ts';

/** The git author of a save by `user`: its users.json name and e-mail. */
export function commitAuthor(
  user: SessionUser | undefined,
): { name: string; email: string } | undefined {
  if (!user) return undefined;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  return { name, email: user.email || `${user.username}@${user.tenant}` };
}
