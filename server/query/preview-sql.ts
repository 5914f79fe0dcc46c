/**
 * The query editor's preview of SQL that still has its `{name}` placeholders (widget-layer §5):
 * each declared parameter is bound with its typed value, the date slots with the preview's
 * firstdate / lastdate / filterdate, where slots are left empty and `{fields}` reads `*`.
 * Values are bound as `$n`, never written into the SQL text, exactly as a saved slug runs.
 */
import { resolveConditionDates, type DateContext } from '../../runtime/core/index.ts';
import { createBoundParams, type BoundValue } from './bound-params.ts';
import { castType, type Dialect, type ParameterType } from './dialects.ts';
import { coerceParameter, dateOption } from './parameter-values.ts';
import { QueryInputError } from './query-errors.ts';
import { DATE_SLOTS, shapeOf, substitute, WHERE_SLOTS } from './sql-template.ts';

const PARAMETER_TYPES: readonly ParameterType[] = ['string', 'number', 'integer', 'float', 'date'];

/** A preview statement: the SQL with `$n` placeholders and their values. */
export interface BoundPreview {
  sql: string;
  values: BoundValue[];
}

interface PreviewParameter {
  type: ParameterType;
  value: unknown;
}

/**
 * The declared parameters of a preview body (`params`: a list of {name, value, type}).
 * @throws QueryInputError naming the item that is not a parameter.
 */
export function readPreviewParameters(params: unknown): Map<string, PreviewParameter> {
  const result = new Map<string, PreviewParameter>();
  if (params === undefined || params === null) return result;
  if (!Array.isArray(params)) throw new QueryInputError('params must be a list of parameters');
  params.forEach((item: unknown, index) => {
    const entry = (item ?? {}) as { name?: unknown; type?: unknown; value?: unknown };
    if (typeof entry.name !== 'string' || !/^\w+$/.test(entry.name)) {
      throw new QueryInputError(`params[${index}].name must be word characters only`);
    }
    const type = (entry.type ?? 'string') as ParameterType;
    if (!PARAMETER_TYPES.includes(type)) {
      throw new QueryInputError(
        `params[${index}].type must be one of ${PARAMETER_TYPES.join(', ')}`,
      );
    }
    result.set(entry.name, { type, value: entry.value ?? null });
  });
  return result;
}

/**
 * `sql` with its placeholders bound for a preview.
 * @throws QueryInputError for an undeclared placeholder or a value of the wrong type.
 */
export function bindPreviewSql(
  sql: string,
  params: unknown,
  conditions: Record<string, unknown>,
  dialect: Dialect,
  dates: DateContext,
): BoundPreview {
  const shape = shapeOf(sql);
  const declared = readPreviewParameters(params);
  const given: Record<string, unknown> = {};
  for (const key of DATE_SLOTS) if (conditions[key] !== undefined) given[key] = conditions[key];
  const resolved = resolveConditionDates(given, dates);
  if (!resolved.ok) throw new QueryInputError(`${resolved.error} in ${resolved.key}`);
  const options = resolved.conditions as Record<string, unknown>;
  const bound = createBoundParams();
  const replacements = new Map<string, string>();
  for (const name of shape.placeholders) {
    if (WHERE_SLOTS.has(name)) {
      replacements.set(name, '');
    } else if (name === 'fields') {
      replacements.set(name, '*');
    } else if (DATE_SLOTS.has(name)) {
      const value = options[name] === undefined ? null : dateOption(name, options[name]);
      replacements.set(name, `CAST(${bound.bind(value)} AS DATE)`);
    } else {
      const parameter = declared.get(name);
      if (!parameter) {
        throw new QueryInputError(`The SQL uses {${name}}, which is not a declared parameter`);
      }
      const value = coerceParameter(name, parameter.type, parameter.value, dates);
      replacements.set(name, `CAST(${bound.bind(value)} AS ${castType(dialect, parameter.type)})`);
    }
  }
  return { sql: substitute(shape, replacements), values: bound.values };
}
