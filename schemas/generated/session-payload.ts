/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
/**
 * The signed-in user as the session endpoints send it (app-shell §3 'Session user'): the login answer's user, GET /api/v1/user/session's session.
 */
export interface SessionPayload {
  /**
   * The user's id in its tenant.
   */
  user_id: number;
  /**
   * The user record the shell reads roles from.
   */
  userh: {
    /**
     * Same as user_id.
     */
    id: number;
    /**
     * Super user: query editor, Advanced mode - Params, report tools.
     */
    super: boolean;
  };
  /**
   * Given name.
   */
  first_name: string;
  /**
   * Family name.
   */
  last_name: string;
  /**
   * E-mail address.
   */
  email: string;
  /**
   * Login name.
   */
  username: string;
  /**
   * Member of the group 'superuser'.
   */
  superuser: boolean;
  /**
   * Group names.
   */
  groups: string[];
  /**
   * Slugs of the programs the user may open.
   */
  programs: string[];
  /**
   * How the user signed in (BasicAuth).
   */
  auth_method: string;
  /**
   * JSON text of the user's fixed filter values, as the shell holds it ('{}' when none).
   */
  filtering_fixed: string;
  /**
   * Tenant id (first host label) the session belongs to.
   */
  tenant: string;
  /**
   * Session id (the token's jti); the shell reads this one.
   */
  session: string;
  /**
   * The same session id, as check_session answers it.
   */
  sessionid: string;
}
