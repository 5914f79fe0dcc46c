/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { Conditions } from './conditions';
import type { FilteringShow } from './filtering-show';
import type { LocalizedText } from './localized-text';
/**
 * A module of a program (listed in the program file): a named, ordered set of dashboards, shown as tabs.
 */
export interface Module {
  /**
   * Module id, unique in the tenant.
   */
  module_id: number;
  /**
   * {program_slug}_{module}, used in /{program}/{module} routes.
   */
  module_slug: string;
  /**
   * Name shown in the navigation (a string or {en, es, pt}).
   */
  module_name: LocalizedText;
  /**
   * Program of the module (the enclosing program when omitted).
   */
  program_id?: number;
  /**
   * What the module is for (a string or {en, es, pt}).
   */
  description?: LocalizedText;
  /**
   * Icon shown in the navigation.
   */
  icon?: string;
  /**
   * Show the filter panel (overrides the program; dashboard and widget settings win).
   */
  allow_filtering?: boolean;
  /**
   * Filter panel of the module.
   */
  filtering_show?: FilteringShow;
  /**
   * Dashboard ids in tab order; each dashboard is listed in exactly one module.
   *
   * Items: A dashboard id.
   */
  dashboards: string[];
  /**
   * Route (module) conditions; its store is the store definition of the {program_slug}_stores filter-option query when the dashboard has none (app-shell §7).
   */
  conditions?: Conditions;
  /**
   * How this module's dashboards send their conditions (widget-layer §5's module rules, declared instead of tied to a module id): applied in the browser to every widget query of the module's dashboards, after all other layers.
   */
  condition_rules?: {
    /**
     * where_cond keys sent as top-level conditions instead of column filters, for the module's queries to read as {name} parameters: switches such as by_platform and by_brand, or a value such as quarter_name.
     */
    to_conditions?: string[];
    /**
     * While `flag` (a top-level condition or where_cond key) is false, null where_cond entries of `fields` are removed (region_all false drops a null territory_id filter).
     */
    drop_nulls_unless?: {
      /**
       * The switch's key.
       */
      flag: string;
      /**
       * where_cond keys whose null filter is removed.
       *
       * @minItems 1
       */
      fields: string[];
    }[];
  };
  /**
   * Free-form module options.
   */
  attributes?: {
    [k: string]: unknown;
  };
}
