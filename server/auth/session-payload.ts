import type { SessionPayload } from '../../schemas/generated/index.ts';
import type { SessionUser } from '../http/context.ts';

/** The session as the session endpoints send it; its shape is schemas/session-payload.schema.json. */
export type { SessionPayload };

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
