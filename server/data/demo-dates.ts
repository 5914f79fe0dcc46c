/**
 * The demo's fixed timeline. Nothing in the demo database depends on the day it is built, so
 * two builds with the same seed hold the same rows and screenshots stay comparable.
 */

/** First day of sales data. */
export const SALES_FIRST_DAY = '2023-01-01';

/** Last day of sales data: every program's operational date. */
export const SALES_LAST_DAY = '2026-11-14';

/** When the demo's nightly load "ran": the morning after the last data day. */
export const LAST_UPDATE = '2026-11-15 05:30:00';

/** Window in which the stores opened during the data period open (see the new-store share). */
export const NEW_STORES_FROM = '2023-02-01';
export const NEW_STORES_TO = '2026-09-30';
