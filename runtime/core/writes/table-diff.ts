/**
 * Whether a new version of a declared table (`tables/{name}.json`) is additive, so the builder
 * may save it and the write store may migrate to it at once: new optional columns, and titles
 * and descriptions (of the table or of a column) may change; anything that would lose or
 * reinterpret rows already stored is refused with the column and the reason. Pure: the save
 * route refuses with these reasons before writing anything.
 */
import type { Table } from '../../../schemas/generated/index.ts';
import { stableStringify } from '../filters/conditions-key.ts';
import { sqlTypeOf } from './column-types.ts';

type ColumnSchema = Table['columns']['properties'][string];

/** Why a change is not additive. */
export type TableChangeReason =
  | 'removed'
  | 'typeChanged'
  | 'rulesChanged'
  | 'newRequired'
  | 'requiredChanged'
  | 'keyChanged'
  | 'nameChanged'
  | 'settingChanged';

/** One destructive change: the column (or table setting) and why it is refused. */
export interface TableChangeProblem {
  /** The column's name, or the table's setting (`key`, `name`, `write_roles`, …). */
  column: string;
  reason: TableChangeReason;
  /** A readable English sentence naming the column, for the API's 400. */
  message: string;
}

/** What a new version of a table changes. */
export interface TableDiff {
  /** Columns the new version adds (in its order). */
  added: string[];
  /** Columns whose title or description changed. */
  retitled: string[];
  /** Empty when the change is additive. */
  problems: TableChangeProblem[];
}

/** Column keys that only present the column: changing them keeps every stored row valid. */
const PRESENTATION = new Set(['title', 'description']);

/** Table settings the builder may not change with a save of the declaration. */
const FIXED_SETTINGS = ['key', 'write_roles', 'max_rows_per_write'] as const;

/** The diff of `after` against `before` (both schema-valid declarations of the same table). */
export function diffTable(before: Table, after: Table): TableDiff {
  const problems: TableChangeProblem[] = [];
  const added: string[] = [];
  const retitled: string[] = [];
  const refuse = (column: string, reason: TableChangeReason, message: string) =>
    problems.push({ column, reason, message });
  if (after.name !== before.name) {
    refuse(
      'name',
      'nameChanged',
      `the table's name cannot change ("${before.name}" → "${after.name}")`,
    );
  }
  const old = before.columns.properties;
  const now = after.columns.properties;
  const oldRequired = new Set(before.columns.required ?? []);
  const newRequired = new Set(after.columns.required ?? []);
  for (const name of Object.keys(old)) {
    if (!(name in now)) {
      refuse(
        name,
        'removed',
        `column "${name}" was removed (or renamed): its stored values would be lost`,
      );
    }
  }
  for (const [name, column] of Object.entries(now)) {
    const previous = old[name];
    if (!previous) {
      if (newRequired.has(name)) {
        refuse(
          name,
          'newRequired',
          `new column "${name}" is required, but the rows already stored have no value for it: add it as optional`,
        );
      }
      added.push(name);
      continue;
    }
    if (sqlTypeOf(column) !== sqlTypeOf(previous)) {
      refuse(
        name,
        'typeChanged',
        `column "${name}" would change type (${sqlTypeOf(previous)} → ${sqlTypeOf(column)}): changing a column's type is refused`,
      );
    } else if (!sameJson(rules(previous), rules(column))) {
      refuse(
        name,
        'rulesChanged',
        `column "${name}" would change its rules (type, limits or choices): only its title and description may change`,
      );
    } else if (!sameJson(presentation(previous), presentation(column))) {
      retitled.push(name);
    }
    if (oldRequired.has(name) !== newRequired.has(name)) {
      refuse(
        name,
        'requiredChanged',
        `column "${name}" would become ${newRequired.has(name) ? 'required' : 'optional'}: changing whether a column is required is refused`,
      );
    }
  }
  for (const setting of FIXED_SETTINGS) {
    if (!sameJson(before[setting], after[setting])) {
      refuse(
        setting,
        setting === 'key' ? 'keyChanged' : 'settingChanged',
        `the table's ${setting} cannot change from the builder`,
      );
    }
  }
  return { added, retitled, problems };
}

function rules(column: ColumnSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(column).filter(([key]) => !PRESENTATION.has(key)));
}

function presentation(column: ColumnSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(column).filter(([key]) => PRESENTATION.has(key)));
}

/** Equal as JSON values, whatever the order of object keys. */
function sameJson(a: unknown, b: unknown): boolean {
  return stableStringify(a) === stableStringify(b);
}
