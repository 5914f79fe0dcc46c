/**
 * How a declared table meets the table already in the write store: created when missing,
 * new columns added, and anything that would lose or reinterpret data (a column dropped, a
 * type changed, the key changed) refused with a message that says what and how to proceed.
 * Pure: the store reads the existing columns and runs what the plan says.
 */
import type { ColumnDefinition, SqlColumnType, TableDefinition } from './table-definition.ts';

export interface ExistingColumn {
  name: string;
  /** The engine's type name (DuckDB: VARCHAR, DOUBLE, BIGINT, BOOLEAN, DATE, TIMESTAMP). */
  type: string;
}

export type MigrationPlan =
  | { action: 'create'; table: TableDefinition }
  | { action: 'none' }
  | { action: 'add-columns'; columns: ColumnDefinition[] }
  | { action: 'refuse'; reasons: string[] };

/** Engine type names that mean each declared type (aliases both engines report). */
const SAME_TYPE: Record<SqlColumnType, readonly string[]> = {
  VARCHAR: ['VARCHAR', 'TEXT', 'CHARACTER VARYING', 'STRING'],
  DOUBLE: ['DOUBLE', 'DOUBLE PRECISION', 'FLOAT8'],
  BIGINT: ['BIGINT', 'INT8'],
  BOOLEAN: ['BOOLEAN', 'BOOL'],
  DATE: ['DATE'],
  TIMESTAMP: ['TIMESTAMP', 'TIMESTAMP WITHOUT TIME ZONE'],
};

/** The plan for `table` given its existing columns (`undefined`: the table does not exist). */
export function planMigration(
  table: TableDefinition,
  existing: readonly ExistingColumn[] | undefined,
): MigrationPlan {
  if (!existing) return { action: 'create', table };
  const byName = new Map(existing.map((c) => [c.name.toLowerCase(), c]));
  const declared = new Set(table.columns.map((c) => c.name));
  const reasons: string[] = [];
  for (const column of existing) {
    if (!declared.has(column.name.toLowerCase())) {
      reasons.push(
        `column "${column.name}" exists in the store but is no longer declared: removing a column would lose its data`,
      );
    }
  }
  const added: ColumnDefinition[] = [];
  for (const column of table.columns) {
    const found = byName.get(column.name);
    if (!found) {
      if (column.required) {
        reasons.push(
          `new column "${column.name}" is required, but the rows already stored have no value for it: add it as optional first`,
        );
      } else {
        added.push(column);
      }
      continue;
    }
    if (!SAME_TYPE[column.type].includes(found.type.toUpperCase())) {
      reasons.push(
        `column "${column.name}" is ${found.type} in the store and declared as ${column.type}: changing a column's type is refused`,
      );
    }
  }
  if (reasons.length > 0) return { action: 'refuse', reasons };
  return added.length > 0 ? { action: 'add-columns', columns: added } : { action: 'none' };
}

/** The message of a refused plan, naming the table and its file. */
export function refusalMessage(table: string, reasons: readonly string[]): string {
  return `Table "${table}" (tables/${table}.json) cannot be migrated: ${reasons.join('; ')}. Only additive changes are applied on start; move the data to a new table instead.`;
}
