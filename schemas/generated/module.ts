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
   * Free-form module options.
   */
  attributes?: {
    [k: string]: unknown;
  };
}
