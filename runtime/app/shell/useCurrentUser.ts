import { useSnapshot } from '../stores/use-snapshot.ts';
import type { SessionUser } from '../api/types.ts';
import { navigatorStore } from '../stores/navigator-store.ts';

/**
 * The session user (`{user_id, username, userh: {super}, superuser, groups, programs,
 * filtering_fixed, ...}`), or undefined before the session is checked or when logged out.
 * Re-renders when the user changes.
 */
export function useCurrentUser(): SessionUser | undefined {
  const snap = useSnapshot(navigatorStore);
  return snap.user as SessionUser | undefined;
}

/** The user's fixed filter values parsed from `filtering_fixed` ({} when none or unreadable). */
export function fixedFilters(
  user: Pick<SessionUser, 'filtering_fixed'> | undefined,
): Record<string, unknown> {
  if (!user?.filtering_fixed) return {};
  try {
    const parsed = JSON.parse(user.filtering_fixed) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
