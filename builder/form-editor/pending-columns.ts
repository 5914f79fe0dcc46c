/**
 * New fields of the visual form editor not saved yet: columns to add to a form's table. They
 * live here (not in the widget's params, whose save the server refuses while the table lacks
 * the column) until the settings are saved: the save adds them to the table first
 * (`PUT /api/v2/tables/{name}`, which migrates the write store at once), then saves the widget,
 * so the new column exists when the form is used. Closing the editor without saving drops them.
 */
import type { Column } from '../../schemas/generated/index.ts';
import { apiFetch } from '../../runtime/app/api/client.ts';
import { ApiError } from '../../runtime/app/api/api-error.ts';
import { pendingOnForm, type FormParams, type TableColumns } from './form-editor-model.ts';

/** One declared table of GET /api/v2/tables (what the editor reads and sends back). */
export interface DeclaredTable {
  name: string;
  description?: string | null;
  columns: TableColumns & { type?: 'object' };
  version?: string;
}

/** The path the form widget reads its tables from too: one request for both. */
export const TABLES_PATH = '/api/v2/tables';

let pending = new Map<string, Record<string, Column>>();
const listeners = new Set<() => void>();

function changed(): void {
  // A new map: React sees a new snapshot.
  pending = new Map(pending);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore. */
export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pending columns of every table (a new object after each change). */
export function pendingSnapshot(): ReadonlyMap<string, Record<string, Column>> {
  return pending;
}

/** Adds column `key` to table `table` when the settings are saved. */
export function addPendingColumn(table: string, key: string, column: Column): void {
  pending.set(table, { ...pending.get(table), [key]: column });
  changed();
}

/** Forgets every pending column (the editor closed, or they were saved). */
export function clearPendingColumns(): void {
  if (pending.size === 0) return;
  pending.clear();
  changed();
}

/** A refused table save: the table and the server's reason (naming the column). */
export class TableSaveError extends Error {
  constructor(
    readonly table: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Saves the pending columns the form (`form`, the params about to be saved) still shows: the
 * table as the server has it now plus those columns, with its version (a stale one is refused
 * 409). Nothing to do answers at once. On success they are no longer pending.
 */
export async function savePendingColumns(form: FormParams | undefined): Promise<string[]> {
  if (!form?.table) return [];
  const columns = pendingOnForm(form, pending.get(form.table) ?? {});
  if (Object.keys(columns).length === 0) return [];
  const { tables } = await apiFetch<{ tables: DeclaredTable[] }>(TABLES_PATH);
  const table = tables.find((entry) => entry.name === form.table);
  if (!table) throw new TableSaveError(form.table, `Table "${form.table}" is not declared.`);
  const missing = Object.fromEntries(
    Object.entries(columns).filter(([key]) => !(key in table.columns.properties)),
  );
  if (Object.keys(missing).length > 0) {
    try {
      await apiFetch(`${TABLES_PATH}/${encodeURIComponent(table.name)}`, {
        method: 'PUT',
        body: {
          columns: {
            ...table.columns,
            properties: { ...table.columns.properties, ...missing },
          },
          version: table.version,
        },
      });
    } catch (error) {
      const reason =
        error instanceof ApiError && isReason(error.body) ? error.body.reason : undefined;
      throw new TableSaveError(table.name, reason ?? (error as Error).message);
    }
  }
  pending.delete(form.table);
  changed();
  return Object.keys(missing);
}

function isReason(body: unknown): body is { reason: string } {
  return typeof (body as { reason?: unknown } | null)?.reason === 'string';
}
