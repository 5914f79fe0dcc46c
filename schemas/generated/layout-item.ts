/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
/**
 * Placement of one widget in the dashboard grid (a react-grid-layout item). Units are grid columns and rows.
 */
export interface LayoutItem {
  /**
   * Id of the widget placed here: a key of the dashboard's widgets map.
   */
  i: string;
  /**
   * Left column, from 0.
   */
  x: number;
  /**
   * Top row, from 0.
   */
  y: number;
  /**
   * Width in columns.
   */
  w: number;
  /**
   * Height in rows.
   */
  h: number;
  /**
   * Smallest width the user may resize to.
   */
  minW?: number;
  /**
   * Smallest height the user may resize to.
   */
  minH?: number;
  /**
   * Largest width the user may resize to.
   */
  maxW?: number;
  /**
   * Largest height the user may resize to.
   */
  maxH?: number;
  /**
   * When true the widget can be neither moved nor resized, and others flow around it.
   */
  static?: boolean;
}
