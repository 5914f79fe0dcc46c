import type { SessionUser } from '../http/context.ts';

/**
 * The session as the session endpoints send it (app-shell §3 "Session user"):
 *
 * ```
 * {
 *   user_id: 2, userh: { id: 2, super: false },
 *   first_name: 'Owen', last_name: 'Carter', email: 'owner@…', username: 'owner',
 *   superuser: false, groups: ['analysts'], programs: ['retail', …],
 *   auth_method: 'BasicAuth',
 *   filtering_fixed: '{"region_id":3}',   // a JSON string, as the shell holds it ('{}' when none)
 *   tenant: 'acme', session: '<session id>', sessionid: '<session id>'
 * }
 * ```
 *
 * `session` and `sessionid` both carry the token's session id (jti): the shell reads
 * `session`, check_session answers `sessionid`.
 */
export interface SessionPayload {
  user_id: number;
  userh: { id: number; super: boolean };
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  superuser: boolean;
  groups: string[];
  programs: string[];
  auth_method: string;
  /** JSON text of the user's fixed filters. */
  filtering_fixed: string;
  tenant: string;
  session: string;
  sessionid: string;
}

/** The wire shape of a session user (see {@link SessionPayload}). */
export function sessionPayload(user: SessionUser): SessionPayload {
  return {
    user_id: user.user_id,
    userh: { id: user.userh.id, super: user.userh.super },
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    username: user.username,
    superuser: user.superuser,
    groups: user.groups,
    programs: user.programs,
    auth_method: user.auth_method,
    filtering_fixed: JSON.stringify(user.filtering_fixed),
    tenant: user.tenant,
    session: user.sessionid,
    sessionid: user.sessionid,
  };
}
