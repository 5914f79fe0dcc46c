/**
 * "Rows of table X changed": widgets that write (form builder, dropzone) announce a committed
 * write, and every widget reading data on the page asks for its rows again. The server has
 * already dropped its cached answers of the `writes` datasource, so queries over other
 * datasources are answered from its cache while those over the written table run anew.
 */
type TableWriteListener = (table: string) => void;

const listeners = new Set<TableWriteListener>();

/** Tells the page that `table` of the tenant's write store has new rows. */
export function announceTableWrite(table: string): void {
  for (const listener of [...listeners]) listener(table);
}

/** Calls `listener` after each announced write; returns the unsubscribe function. */
export function onTableWrite(listener: TableWriteListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
