/**
 * A saved query on an HTTP datasource plus conditions → the request statement and the values
 * it sends. The same layers merge as for SQL (saved < widget < request < the user's fixed
 * filters, merge-conditions.ts); the values sent are the query's declared params (typed and
 * coerced like SQL parameters), taken from the params or a where_cond entry of that name
 * (the dashboard's filters), and the dashboard's date range (firstdate, lastdate, filterdate)
 * when one is set. Nothing else goes out, and values are bound by the datasource into the
 * query string or JSON body, never into the URL's path.
 */
import type { SavedQuery } from '../../schemas/generated/index.ts';
import { resolveConditionDates, type DateContext } from '../../runtime/core/index.ts';
import { httpStatementOf } from '../datasources/http/http-statement.ts';
import type { BoundValue } from './bound-params.ts';
import type { CompiledQuery } from './compile-query.ts';
import {
  applyFixedFilters,
  declaredParameters,
  mergeConditions,
  readFixedFilters,
  savedLayers,
  type ConditionsLayer,
} from './merge-conditions.ts';
import { coerceParameter, dateOption } from './parameter-values.ts';
import { QueryInputError } from './query-errors.ts';

/** What an http compilation needs. */
export interface CompileHttpInput {
  query: SavedQuery & { http: NonNullable<SavedQuery['http']> };
  widgetConditions?: ConditionsLayer;
  conditions?: ConditionsLayer;
  filteringFixed?: unknown;
  dateContext: DateContext;
}

const DATE_OPTIONS = ['firstdate', 'lastdate', 'filterdate'] as const;

/**
 * `{sql, params}` where sql is the request's JSON (http-statement.ts) and params holds one
 * object: the values to send by name. Throws QueryInputError naming a bad value.
 */
export function compileHttpQuery(input: CompileHttpInput): CompiledQuery {
  const { query } = input;
  const declared = declaredParameters(query);
  const merged = mergeConditions(query, [
    ...savedLayers(query),
    input.widgetConditions ?? {},
    input.conditions ?? {},
  ]);
  const fixed = applyFixedFilters(
    merged,
    readFixedFilters(input.filteringFixed),
    declared,
    () => false,
  );
  const values: Record<string, BoundValue | BoundValue[]> = {};
  for (const [name, type] of declared) {
    const value = Object.prototype.hasOwnProperty.call(merged.params, name)
      ? merged.params[name]
      : merged.where[name];
    if (value === undefined) continue;
    values[name] = Array.isArray(value)
      ? value.map((item) => coerceParameter(name, type, item, input.dateContext))
      : coerceParameter(name, type, value, input.dateContext);
  }
  const dates = resolveConditionDates(merged.options, input.dateContext);
  if (!dates.ok) throw new QueryInputError(`${dates.error} in ${dates.key}`);
  for (const name of DATE_OPTIONS) {
    const value = (dates.conditions as Record<string, unknown>)[name];
    if (value !== undefined && value !== null && value !== '') {
      values[name] = dateOption(name, value);
    }
  }
  return {
    sql: JSON.stringify(httpStatementOf(query.http)),
    params: [values as unknown as BoundValue],
    placeholders: [],
    effective: { where: {}, options: {}, params: values as Record<string, BoundValue>, fixed },
  };
}
