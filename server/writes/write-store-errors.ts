/** Errors of the write store, shared by the store and its engines. */
import type { RowFailure } from './row-check.ts';

/** Rows that failed their table's schema: nothing was written. */
export class RowsRefusedError extends Error {
  constructor(
    readonly table: string,
    readonly failures: RowFailure[],
    readonly failingRows: number,
  ) {
    super(`${failingRows} row(s) do not fit table "${table}"; nothing was written`);
  }
}

/** A table the tenant does not declare, or a store that cannot be used. */
export class WriteStoreError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
