/**
 * Rows are checked against their table's row schema before anything is written: every
 * failing row is named (1-based, as a person counts rows in a file) with each failing column
 * and why, so a refused import can be fixed in one pass. A write with any failing row writes
 * nothing.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TableDefinition } from './table-definition.ts';

import type { RowFailure } from '../../runtime/core/writes/write-answers.ts';

export type { RowFailure };

/** Most failures a refusal lists (the count of failing rows is always complete). */
export const MAX_LISTED_FAILURES = 200;

export interface RowCheck {
  failures: RowFailure[];
  failingRows: number;
  /** 0-based indexes of every failing row (complete, unlike `failures`). */
  failingIndexes: number[];
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new WeakMap<TableDefinition, ValidateFunction>();

/** Checks `rows` against `table`; `failures` empty means every row may be written. */
export function checkRows(table: TableDefinition, rows: readonly unknown[]): RowCheck {
  let validate = compiled.get(table);
  if (!validate) {
    validate = ajv.compile(table.rowSchema);
    compiled.set(table, validate);
  }
  const failures: RowFailure[] = [];
  const failingIndexes: number[] = [];
  rows.forEach((row, index) => {
    if (validate(row)) return;
    failingIndexes.push(index);
    for (const error of validate.errors ?? []) {
      if (failures.length >= MAX_LISTED_FAILURES) return;
      failures.push({ row: index + 1, ...describe(error) });
    }
  });
  return { failures, failingRows: failingIndexes.length, failingIndexes };
}

function describe(error: ErrorObject): { column: string; message: string } {
  const params = error.params as Record<string, unknown>;
  const column = error.instancePath.split('/')[1] ?? '';
  switch (error.keyword) {
    case 'required':
      return { column: String(params.missingProperty), message: 'is required' };
    case 'additionalProperties':
      return {
        column: String(params.additionalProperty),
        message: 'is not a column of the table',
      };
    case 'type':
      if (column === '') return { column, message: 'must be an object of column values' };
      return { column, message: `must be ${article(String(params.type))}` };
    case 'format':
      return {
        column,
        message: `must be a ${String(params.format)} (${formatExample(String(params.format))})`,
      };
    case 'enum':
      return {
        column,
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    default:
      return { column, message: error.message ?? 'is not valid' };
  }
}

function article(type: string): string {
  return type === 'integer' ? 'an integer' : `a ${type}`;
}

function formatExample(format: string): string {
  return format === 'date'
    ? 'YYYY-MM-DD'
    : format === 'date-time'
      ? 'YYYY-MM-DDTHH:MM:SSZ'
      : format;
}

/** A value a person left empty: missing, null, or an empty text. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * `checkRows` plus the rules of the form the rows came through: each of `required` (columns the
 * form requires besides the table's) must have a value. A column the table check already
 * names for a row is not named twice.
 */
export function checkFormRows(
  table: TableDefinition,
  rows: readonly unknown[],
  required: readonly string[],
): RowCheck {
  const check = checkRows(table, rows);
  if (required.length === 0) return check;
  const named = new Set(check.failures.map((f) => `${f.row}\0${f.column}`));
  const failures = [...check.failures];
  const failing = new Set(check.failingIndexes);
  rows.forEach((row, index) => {
    if (!row || typeof row !== 'object' || Array.isArray(row)) return;
    for (const column of required) {
      if (!isEmpty((row as Record<string, unknown>)[column])) continue;
      failing.add(index);
      if (named.has(`${index + 1}\0${column}`) || failures.length >= MAX_LISTED_FAILURES) continue;
      failures.push({ row: index + 1, column, message: 'is required' });
    }
  });
  failures.sort((a, b) => a.row - b.row);
  const failingIndexes = [...failing].sort((a, b) => a - b);
  return { failures, failingRows: failingIndexes.length, failingIndexes };
}
