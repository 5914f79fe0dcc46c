/**
 * The body of `POST /api/v2/services/queries/programs` (app-shell §7): `fields` picks program
 * properties, `where_cond` keeps the programs whose properties match. Programs come from the
 * config, not from a database, so this filters objects; every name is checked against the
 * program schema's properties so a typo is a 400 that names it, never an empty answer.
 */
import { HttpError } from '../auth/http-error.ts';
import type { JsonObject } from '../config/config-types.ts';
import { isJsonObject } from '../config/load-config.ts';
import { PROGRAM_FIELDS } from './program-catalog.ts';

/** What the body asks for. */
export interface ProgramSelection {
  /** Properties to return, in the order asked (all of them when the body names none). */
  fields: string[];
  /** Property → accepted values (one of them must equal the program's value). */
  where: Map<string, unknown[]>;
}

function unknownField(where: string, name: string): HttpError {
  return new HttpError(
    400,
    `Unknown program field "${name}" in ${where}: use one of ${PROGRAM_FIELDS.join(', ')}.`,
  );
}

function fieldList(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [...PROGRAM_FIELDS];
  const list = typeof raw === 'string' ? raw.split(',').map((s) => s.trim()) : raw;
  if (!Array.isArray(list) || list.some((f) => typeof f !== 'string')) {
    throw new HttpError(400, 'fields must be a list of program field names.');
  }
  const names = (list as string[]).filter((f) => f !== '');
  for (const name of names) if (!PROGRAM_FIELDS.includes(name)) throw unknownField('fields', name);
  return names.length > 0 ? [...new Set(names)] : [...PROGRAM_FIELDS];
}

function whereMap(raw: unknown): Map<string, unknown[]> {
  const where = new Map<string, unknown[]>();
  if (raw === undefined || raw === null) return where;
  if (!isJsonObject(raw)) throw new HttpError(400, 'where_cond must be an object.');
  for (const [name, value] of Object.entries(raw)) {
    if (!PROGRAM_FIELDS.includes(name)) throw unknownField('where_cond', name);
    if (isJsonObject(value)) {
      throw new HttpError(400, `where_cond.${name} must be a value or a list of values.`);
    }
    const values = Array.isArray(value) ? value : [value];
    // An empty list filters nothing, as in every where_cond (conditions-semantics).
    if (values.length > 0) where.set(name, values);
  }
  return where;
}

/**
 * Reads the body.
 * @throws HttpError 400 naming an unknown field or a malformed value.
 */
export function parseProgramSelection(body: unknown): ProgramSelection {
  if (body !== undefined && body !== null && !isJsonObject(body)) {
    throw new HttpError(400, 'The body must be a JSON object: {fields, where_cond}.');
  }
  const input = body ?? {};
  return { fields: fieldList(input.fields), where: whereMap(input.where_cond) };
}

/** The programs matching `where`, each reduced to `fields`; order kept. */
export function selectPrograms(programs: JsonObject[], selection: ProgramSelection): JsonObject[] {
  return programs
    .filter((program) =>
      [...selection.where].every(([name, values]) =>
        values.some((v) => (v === null ? program[name] == null : program[name] === v)),
      ),
    )
    .map((program) => {
      const row: JsonObject = {};
      for (const field of selection.fields) row[field] = program[field] ?? null;
      return row;
    });
}
