/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { Conditions } from './conditions';
import type { FilteringShow } from './filtering-show';
import type { FiscalMonth } from './fiscal-month';
import type { LocalizedText } from './localized-text';
import type { Module } from './module';
import type { ToolbarItem } from './widget-params';
/**
 * A program slug: lower-case letters, digits and underscores, starting with a letter.
 *
 * This interface was referenced by `Program`'s JSON-Schema
 * via the `definition` "programSlug".
 */
export type ProgramSlug = string;

/**
 * A program file (programs/{program_slug}.json): a program and its modules.
 */
export interface Program {
  /**
   * Path to this schema, relative to the file, for editor completion.
   */
  $schema?: string;
  /**
   * Program id, unique in the tenant.
   */
  program_id: number;
  /**
   * Name shown to users (a string or {en, es, pt}).
   */
  program_name: LocalizedText;
  /**
   * Slug: the file name, used in /{program} routes.
   */
  program_slug: ProgramSlug;
  /**
   * Program type: a field of the program list (app-shell §3), sent to the client with the programs; the spec gives it no behaviour.
   */
  program_type_id?: number;
  /**
   * What the program is for (a string or {en, es, pt}).
   */
  description?: LocalizedText;
  /**
   * Image shown on the program's card.
   */
  image_url?: string;
  /**
   * Inactive programs are not listed.
   */
  is_active?: boolean;
  /**
   * Listed in the navigation.
   */
  visible?: boolean;
  /**
   * Show the filter panel (default false; module, dashboard and widget settings win).
   */
  allow_filtering?: boolean;
  /**
   * Filter panel of the program.
   */
  filtering_show?: FilteringShow;
  /**
   * Program options (free-form).
   */
  attributes?: {
    /**
     * Program version; programs with version v3 are excluded from the program list.
     */
    version?: string;
    [k: string]: unknown;
  };
  /**
   * Program-wide settings.
   */
  conditions?: {
    /**
     * Toolbar items hidden on every widget of the program.
     */
    hideToolbarWidget?: ToolbarItem[];
    /**
     * Name of a per-tenant extension file (app-shell §6: such files exist for named clients, not shown). Navigator loads no extension files: the key is accepted so imported programs validate, and it never reaches a query's conditions.
     */
    extraConditionsFile?: string;
    /**
     * Date column the date filter applies to.
     */
    fdate?: string;
    /**
     * Conditions of the store query {program_slug}_stores that feeds the filter options.
     */
    store?: Conditions;
    /**
     * Extra where conditions (app-shell §3). Accepted so imported programs validate; the server adds the user's fixed filters to every query of every program whatever this says.
     */
    extraWhere?: {
      /**
       * Add the user's fixed filter values (filtering_fixed) to every query's where conditions. Always the case in Navigator (merge-conditions.ts): false does not turn fixed filters off.
       */
      filtering_fixed?: boolean;
    };
    /**
     * Placeholder of the filter selects (default 'Select an option...', translated): one string or {en, es, pt}.
     */
    placeholderSelectR?: LocalizedText;
    /**
     * Geography levels from top to bottom.
     *
     * @minItems 1
     *
     * Items: A level column.
     */
    hierarchy?: string[];
  };
  /**
   * Operational variables (GET /api/v2/variables/{program_slug}) by name, e.g. operational_date; date tokens resolve against operational_date.
   */
  variables?: {
    /**
     * Variable value.
     *
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^\w+$".
     */
    [k: string]: string | number | boolean | null;
  };
  /**
   * Fiscal calendar of the program (overrides the tenant's).
   */
  fiscalMonth?: FiscalMonth;
  /**
   * Modules of the program, in navigation order.
   */
  modules: Module[];
}
