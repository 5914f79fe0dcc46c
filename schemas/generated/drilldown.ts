/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { WidgetParams } from './widget-params';
/**
 * A drilldown of a widget (params.drilldown[]): clicking a row opens a temporary widget running another saved query with the clicked row's values.
 */
export interface Drilldown {
  /**
   * Params of the temporary widget; query.slug names the saved query it runs.
   */
  params: WidgetParams & {
    /**
     * Query of the temporary widget.
     */
    query: {
      /**
       * Saved query slug of the same tenant.
       */
      slug: string;
    };
  };
  /**
   * Title of the temporary widget (max 30 characters).
   */
  title?: string;
  /**
   * Empty the existing temporary widgets first.
   */
  clear?: boolean;
  /**
   * Add the temporary widget above the source widget instead of below.
   */
  top?: boolean;
  /**
   * Start from the source widget's conditions and add the clicked row's values.
   */
  extendConditions?: boolean;
  /**
   * Condition keys removed before running the drilldown.
   *
   * Items: A condition key.
   */
  removeFields?: string[];
  /**
   * Extra data handed to the temporary widget.
   */
  dataExtra?: {
    [k: string]: unknown;
  };
}
