/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { DateSelection, HierarchyLevelMode, WhereCond } from './conditions';
/**
 * What a user selected in a filter panel; saved to the dashboard (POST /api/v1/services/dashboards/conditions/) only for the dashboard's owner.
 */
export interface FilterState {
  /**
   * Selected filter values by filter id.
   */
  where?: WhereCond;
  /**
   * Where conditions built from the selection (after value coercion).
   */
  where_cond?: WhereCond;
  /**
   * Hierarchy roll-up mode.
   */
  hlevel?: HierarchyLevelMode;
  /**
   * Date filter selection.
   */
  date?: DateSelection;
  /**
   * Id of the filter the user changed last (later hierarchy levels are cleared from it).
   */
  lastSelected?: string | null;
}
