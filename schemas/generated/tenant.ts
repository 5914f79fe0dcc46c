/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { FiscalMonth } from './fiscal-month';
/**
 * A tenant file ({tenant}/tenant.json). The folder name is the tenant id, matched against the first label of the host name.
 */
export interface Tenant {
  /**
   * Path to this schema, relative to the file, for editor completion.
   */
  $schema?: string;
  /**
   * Client name shown on the login page.
   */
  name: string;
  /**
   * Served on plain localhost; at most one tenant may say true.
   */
  default?: boolean;
  /**
   * Login methods offered (sent as the x-auth-method header).
   *
   * Items: An auth method.
   */
  providers?: 'BasicAuth'[];
  /**
   * Image ids shown in the login slideshow, in order.
   *
   * Items: A key of images.
   */
  slideshow?: string[];
  /**
   * Look of the login page and app; defaults apply when absent.
   */
  branding?: {
    /**
     * Image id of the client logo (a key of images).
     */
    logo_client?: string;
    /**
     * Primary colour, #rgb or #rrggbb.
     */
    primary_color?: string;
    /**
     * Text next to the logo.
     */
    title?: string;
  };
  /**
   * Images by id (served by GET /api/v2/services/images/{image_id}): paths relative to the tenant folder.
   */
  images?: {
    /**
     * Relative path of a png, jpg, svg, webp or gif file inside the tenant folder.
     *
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^[\w-]+$".
     */
    [k: string]: string;
  };
  /**
   * IANA time zone of the tenant's dates.
   */
  timezone?: string;
  /**
   * Default interface language.
   */
  locale?: 'en' | 'es' | 'pt';
  /**
   * Fiscal calendar of the tenant (programs and widgets may override it).
   */
  fiscalMonth?: FiscalMonth;
}
