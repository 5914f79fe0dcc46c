/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { User } from './user';
/**
 * The users file of a tenant ({tenant}/users.json).
 */
export interface Users {
  /**
   * Path to this schema, relative to the file, for editor completion.
   */
  $schema?: string;
  /**
   * Users of the tenant.
   */
  users: User[];
}
