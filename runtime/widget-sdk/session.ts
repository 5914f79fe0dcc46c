/**
 * Who is signed in, for widgets that show it (the profile card): the session user of the
 * shell's store and the tenant's display name. Re-exported so widgets never import the
 * app's stores, which are free to change.
 */
import type { SessionPayload } from '../../schemas/generated/index.ts';
import { useCurrentUser } from '../app/shell/useCurrentUser.ts';
import { navigatorStore } from '../app/stores/navigator-store.ts';
import { useSnapshot } from '../app/stores/use-snapshot.ts';

export interface SignedIn {
  /** The session user; undefined before the session is checked. */
  user: SessionPayload | undefined;
  /** The tenant's name (tenant.json), else its id. */
  tenantName: string | undefined;
}

/** The signed-in user and their tenant's name; re-renders when either changes. */
export function useSignedIn(): SignedIn {
  const user = useCurrentUser();
  const snap = useSnapshot(navigatorStore);
  const tenant = snap.tenant;
  return { user, tenantName: tenant?.name || tenant?.tenant || user?.tenant };
}
