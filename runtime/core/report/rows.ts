/** One row of a query's result, as the server returns it (the widget SDK's DataRow). */
export type DataRow = Record<string, unknown>;
