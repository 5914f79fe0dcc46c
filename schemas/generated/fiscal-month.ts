/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
/**
 * A calendar date written YYYY-MM-DD (checked strictly: 2024-02-30 is rejected).
 *
 * This interface was referenced by `FiscalMonth`'s JSON-Schema
 * via the `definition` "isoDate".
 */
export type IsoDate = string;

/**
 * Retail 4-4-5 fiscal calendar, set per tenant, program or widget (params.fiscalMonth). Fiscal months are consecutive blocks of weeks starting at range.initial; quarters are months 1-3, 4-6, 7-9, 10-12; halves are months 1-6 (First Half) and 7-12 (Second Half); a fiscal year is 12 fiscal months.
 */
export interface FiscalMonth {
  /**
   * First and last day the fiscal calendar covers.
   */
  range?: {
    /**
     * First day of the first fiscal month (YYYY-MM-DD); the first fiscal year starts here.
     */
    initial?: IsoDate;
    /**
     * Last day the calendar covers (YYYY-MM-DD); fiscal pickers offer nothing after it.
     */
    end?: IsoDate;
  };
  /**
   * Number of weeks in each fiscal month, months 1 to 12 (4-4-5 pattern by default).
   *
   * @minItems 12
   * @maxItems 12
   *
   * Items: Weeks in this fiscal month.
   */
  weeks?: (4 | 5)[];
  /**
   * Fiscal years (numbered by the calendar year they start in) that have a 53rd week; the extra week is added to their last fiscal month.
   *
   * Items: A fiscal year with 53 weeks.
   */
  weeks53?: number[];
}
