/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { WhereCond } from './conditions';
import type { ProgramSlug } from './program';
/**
 * A user of a tenant (an entry of users.json).
 */
export interface User {
  /**
   * User id, unique in the tenant.
   */
  user_id: number;
  /**
   * Login name, unique in the tenant.
   */
  username: string;
  /**
   * Email address.
   */
  email?: string;
  /**
   * First name.
   */
  first_name?: string;
  /**
   * Last name.
   */
  last_name?: string;
  /**
   * scrypt hash of the password (never the password itself).
   */
  password?: string;
  /**
   * Groups; 'superuser' grants the superuser tools.
   *
   * Items: A group name.
   */
  groups?: string[];
  /**
   * Member of the superuser group.
   */
  superuser?: boolean;
  /**
   * Session flags.
   */
  userh?: {
    /**
     * User id (same as user_id).
     */
    id?: number;
    /**
     * Super user: advanced query editor, Advanced mode - Params tab, report tools.
     */
    super?: boolean;
  };
  /**
   * Slugs of the programs the user may see.
   */
  programs?: ProgramSlug[];
  /**
   * Fixed filter values by filter id: they restrict filter values and store queries and nothing overrides them.
   */
  filtering_fixed?: WhereCond;
  /**
   * Login method of the user.
   */
  auth_method?: 'BasicAuth';
  /**
   * Interface language.
   */
  language?: 'en' | 'es' | 'pt';
}
