/**
 * The SQL type of a declared table's column (schemas/table.schema.json): what the write store
 * creates, and what the data integrator shows and coerces source values to.
 */
import type { Table } from '../../../schemas/generated/index.ts';

/** SQL column types the write store creates (the same names in DuckDB and PostgreSQL). */
export type SqlColumnType = 'VARCHAR' | 'DOUBLE' | 'BIGINT' | 'BOOLEAN' | 'DATE' | 'TIMESTAMP';

type ColumnSchema = Table['columns']['properties'][string];

/** The SQL type of a column schema (string + format date → DATE, …). */
export function sqlTypeOf(column: ColumnSchema): SqlColumnType {
  switch (column.type) {
    case 'number':
      return 'DOUBLE';
    case 'integer':
      return 'BIGINT';
    case 'boolean':
      return 'BOOLEAN';
    default:
      if (column.format === 'date') return 'DATE';
      if (column.format === 'date-time') return 'TIMESTAMP';
      return 'VARCHAR';
  }
}
