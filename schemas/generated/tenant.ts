/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { UrlValue } from './datasource';
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
   * What a viewer's browser may load for this tenant and who may embed its pages: the Content-Security-Policy of every response (docs/security.md). The app's own origin is always allowed.
   */
  security?: {
    /**
     * Origins whose pages may show this tenant's app in a frame (CSP frame-ancestors). Empty: only the app itself (X-Frame-Options SAMEORIGIN).
     *
     * Items: An origin: scheme, lowercase host and optional port, no path (https://bi.acme.example).
     */
    frame_ancestors?: string[];
    /**
     * Origins charts (vega data.url, image marks) and image widgets may load from besides the app's own (CSP img-src and connect-src; the charts' loader refuses any other).
     *
     * Items: An origin: scheme, lowercase host and optional port, no path (https://bi.acme.example).
     */
    content_origins?: string[];
    /**
     * Origins iframe widgets may show besides the app's own (CSP frame-src; the iframe widget refuses any other).
     *
     * Items: An origin: scheme, lowercase host and optional port, no path (https://bi.acme.example).
     */
    frame_origins?: string[];
  };
  /**
   * Fiscal calendar of the tenant (programs and widgets may override it).
   */
  fiscalMonth?: FiscalMonth;
  /**
   * Limits of files people upload into the tenant's tables (the dropzone and the data integrator).
   */
  uploads?: {
    /**
     * Largest file in bytes; a larger upload stops with 413 as soon as the limit is passed.
     */
    max_bytes?: number;
  };
  /**
   * The only URLs this tenant's http datasources may call: scheme, host, port and a path prefix each (https://api.example.com/v1/). Anything else, a redirect included, is refused before any network call.
   */
  http_allowed_base_urls?: UrlValue[];
}
