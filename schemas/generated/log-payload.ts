/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
/**
 * Body of POST /api/v1/log: a client log entry.
 */
export interface LogPayload {
  /**
   * What happened, e.g. 'Error Period Datepicker'.
   */
  event: string;
  /**
   * Severity.
   */
  level: 'debug' | 'info' | 'warning' | 'error' | 'critical';
  /**
   * Details (at most 8192 characters; the client cuts longer ones).
   */
  message: string;
  /**
   * When it happened, ISO 8601 with offset.
   */
  date_tz?: string;
  /**
   * IANA time zone of the browser.
   */
  timezone?: string;
  /**
   * Who was logged in.
   */
  user?: {
    /**
     * User id.
     */
    id?: number | null;
    /**
     * The user's super flag.
     */
    super?: boolean;
  };
  /**
   * Where it happened.
   */
  environment?: {
    /**
     * Host name (carries the tenant).
     */
    host?: string;
    /**
     * Current program slug.
     */
    program?: string | null;
    /**
     * Current module slug.
     */
    module?: string | null;
  };
}
