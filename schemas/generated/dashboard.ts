/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { Conditions, DateValue } from './conditions';
import type { FilteringShow } from './filtering-show';
import type { LayoutItem } from './layout-item';
import type { LocalizedText } from './localized-text';
import type { Widget } from './widget';
/**
 * A dashboard file (dashboards/{dashboard_id}.json): the dashboard, its widgets by id and their grid layout. The layout references widgets by id so moving a widget is a one-line diff.
 */
export interface Dashboard {
  /**
   * Path to this schema, relative to the file, for editor completion.
   */
  $schema?: string;
  /**
   * Dashboard id: the file name, unique in the tenant.
   */
  dashboard_id: string;
  /**
   * Name shown in the module's dashboard tabs (a string or {en, es, pt}).
   */
  name: LocalizedText;
  /**
   * Heading shown above the grid (defaults to name; a string or {en, es, pt}).
   */
  title?: LocalizedText;
  /**
   * What the dashboard shows (a string or {en, es, pt}; {period} becomes the range the widgets run with).
   */
  description?: LocalizedText;
  /**
   * Owner (a user of the tenant): only the owner's filter changes are saved to the dashboard.
   */
  user_id?: number;
  /**
   * Module listing the dashboard (derived from the programs when omitted).
   */
  module_id?: number;
  /**
   * Show the filter panel (overrides route and program; a widget's own setting wins).
   */
  allow_filtering?: boolean;
  /**
   * Filter panel of the dashboard.
   */
  filtering_show?: FilteringShow;
  /**
   * Dashboard options.
   */
  attributes?: {
    /**
     * Reference date for date tokens (a date, token or operational variable).
     */
    operational_date?: DateValue;
    /**
     * Dashboard selection uses multiple mode only if this equals 'true'.
     */
    multiselect?: 'true' | 'false';
    /**
     * Icon shown in the dashboard tab.
     */
    icon?: string;
    /**
     * Accent colour of the dashboard tab.
     */
    color?: string;
    /**
     * Number of grid columns.
     */
    cols?: number;
    /**
     * Height of one grid row, in pixels.
     */
    rowHeight?: number;
  };
  /**
   * Conditions shared by the dashboard's widgets, and the store definition for its filter options.
   */
  conditions?: Conditions;
  /**
   * Widgets by widget id.
   */
  widgets: {
    /**
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^[A-Za-z0-9][A-Za-z0-9_-]*$".
     */
    [k: string]: Widget;
  };
  /**
   * Grid placement: one item per widget, each widget exactly once.
   */
  layout: LayoutItem[];
}
