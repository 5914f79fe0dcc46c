/**
 * A declared table (`{tenant}/tables/{name}.json`, schemas/table.schema.json) read into what
 * the write store needs: its columns in declaration order with their SQL type, the key, who
 * may write, and the row schema the rows are validated with.
 */
import type { Table } from '../../schemas/generated/index.ts';
import { sqlTypeOf, type SqlColumnType } from '../../runtime/core/writes/column-types.ts';

export { sqlTypeOf, type SqlColumnType };

export interface ColumnDefinition {
  name: string;
  type: SqlColumnType;
  required: boolean;
}

export interface TableDefinition {
  name: string;
  columns: ColumnDefinition[];
  key: string[];
  writeRoles: string[];
  maxRowsPerWrite: number;
  /** The JSON Schema one row must satisfy (the file's `columns`, closed to other properties). */
  rowSchema: Record<string, unknown>;
}

export const DEFAULT_WRITE_ROLES = ['super'];
export const DEFAULT_MAX_ROWS_PER_WRITE = 200_000;

/** Reads a schema-valid table file. */
export function tableDefinition(table: Table): TableDefinition {
  const required = new Set(table.columns.required ?? []);
  const key = table.key ?? [];
  const columns = Object.entries(table.columns.properties).map(([name, column]) => ({
    name,
    type: sqlTypeOf(column),
    // Key columns identify rows, so they can never be empty.
    required: required.has(name) || key.includes(name),
  }));
  return {
    name: table.name,
    columns,
    key,
    writeRoles: table.write_roles ?? DEFAULT_WRITE_ROLES,
    maxRowsPerWrite: table.max_rows_per_write ?? DEFAULT_MAX_ROWS_PER_WRITE,
    rowSchema: {
      type: 'object',
      additionalProperties: false,
      properties: table.columns.properties,
      required: columns.filter((c) => c.required).map((c) => c.name),
    },
  };
}

/**
 * Problems of a table beyond its schema: key and required columns that are not columns, and
 * `format` or limits given to a type they do not apply to. Each is `[pointer, message]`.
 */
export function tableDefinitionProblems(table: Table): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const names = new Set(Object.keys(table.columns.properties));
  (table.key ?? []).forEach((name, index) => {
    if (!names.has(name)) problems.push([`/key/${index}`, `key column "${name}" is not a column`]);
  });
  (table.columns.required ?? []).forEach((name, index) => {
    if (!names.has(name)) {
      problems.push([`/columns/required/${index}`, `required column "${name}" is not a column`]);
    }
  });
  for (const [name, column] of Object.entries(table.columns.properties)) {
    const at = `/columns/properties/${name}`;
    const numeric = column.type === 'number' || column.type === 'integer';
    if (column.format !== undefined && column.type !== 'string') {
      problems.push([
        `${at}/format`,
        `format applies to string columns only (column "${name}" is ${column.type})`,
      ]);
    }
    for (const limit of ['minimum', 'maximum'] as const) {
      if (column[limit] !== undefined && !numeric) {
        problems.push([
          `${at}/${limit}`,
          `${limit} applies to number and integer columns only (column "${name}" is ${column.type})`,
        ]);
      }
    }
    for (const limit of ['minLength', 'maxLength', 'pattern'] as const) {
      if (column[limit] !== undefined && column.type !== 'string') {
        problems.push([
          `${at}/${limit}`,
          `${limit} applies to string columns only (column "${name}" is ${column.type})`,
        ]);
      }
    }
    if (column.pattern !== undefined && !isRegExp(column.pattern)) {
      problems.push([
        `${at}/pattern`,
        `pattern "${column.pattern}" is not a valid regular expression`,
      ]);
    }
  }
  return problems;
}

function isRegExp(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}
