/**
 * A saved query plus conditions → one parameterized statement (conditions-semantics "How a
 * slug runs", steps 2-5):
 *
 *   SELECT <fields> FROM (<query_raw with {name} bound>) AS q
 *   WHERE <where> GROUP BY <grouping> ORDER BY <ordering> LIMIT <querylimit> OFFSET <_offset>
 *
 * or, when the SQL has `{where_cond}` / `{and_cond}` / `{filter}` / `{fields}`, with those
 * parts put there (sql-template.ts). The compiler is pure: the columns it checks identifiers
 * against are passed in (see query-metadata.ts).
 */
import type { SavedQuery } from '../../schemas/generated/index.ts';
import {
  DEFAULT_HIERARCHY,
  resolveConditionDates,
  resolveFiscalConfig,
  type DateContext,
  type FiscalConfigInput,
} from '../../runtime/core/index.ts';
import type { ColumnInfo } from '../datasources/datasource.ts';
import { createBoundParams, type BoundValue } from './bound-params.ts';
import { columnCatalog } from './column-catalog.ts';
import { castType, type Dialect, type ParameterType } from './dialects.ts';
import {
  compileFields,
  compileGrouping,
  compileOrdering,
  readColumnList,
} from './fields-compiler.ts';
import { hierarchyRollup, rollupMode } from './hierarchy-rollup.ts';
import {
  applyFixedFilters,
  declaredParameters,
  dropUndeclaredPanelKeys,
  mergeConditions,
  readFixedFilters,
  savedLayers,
  type ConditionsLayer,
  type FixedValue,
} from './merge-conditions.ts';
import { coerceParameter, dateOption, readLimit } from './parameter-values.ts';
import { QueryInputError } from './query-errors.ts';
import { isBuiltInPlaceholder } from './sql-placeholders.ts';
import { DATE_SLOTS, shapeOf, substitute, WHERE_SLOTS, wrap } from './sql-template.ts';
import { compileWhere } from './where-compiler.ts';

/** Everything a compilation needs. */
export interface CompileInput {
  dialect: Dialect;
  query: SavedQuery;
  /** The query's SQL (query_raw or its .sql file). */
  sql: string;
  /** The widget's conditions (between the saved defaults and the request's). */
  widgetConditions?: ConditionsLayer;
  /** The request's conditions. */
  conditions?: ConditionsLayer;
  /** The user's filtering_fixed (a map or its JSON text). */
  filteringFixed?: unknown;
  /** Reference date, fiscal calendar and operational variables for date tokens. */
  dateContext: DateContext;
  /** Output columns of the query (describe of describeSql()). */
  columns: readonly ColumnInfo[];
  /**
   * Columns of the tables and views the SQL reads: where keys may name them when the where
   * expression goes inside the SQL ({where_cond}, {and_cond}, {filter}).
   */
  tableColumns?: readonly ColumnInfo[];
  /** The program's geography levels, top first (default DEFAULT_HIERARCHY). */
  hierarchy?: readonly string[];
  /** The datasource's row_limit: querylimit is capped at it. */
  rowLimit: number;
  /** The datasource's in_list_limit: most values of one where_cond list. */
  inListLimit?: number;
}

/** The conditions as they took effect: what a cache key must cover. */
export interface EffectiveConditions {
  where: Record<string, unknown>;
  options: Record<string, unknown>;
  params: Record<string, BoundValue>;
  fixed: Record<string, FixedValue>;
}

/** A statement ready to run. */
export interface CompiledQuery {
  sql: string;
  /** Values of `$1..$n`. */
  params: BoundValue[];
  /** The `{name}` placeholders of the saved SQL, in order of first use. */
  placeholders: string[];
  effective: EffectiveConditions;
}

/** Compiles `input` (throws QueryInputError naming the offending key or value). */
export function compileQuery(input: CompileInput): CompiledQuery {
  const { query, dialect } = input;
  const shape = shapeOf(input.sql);
  const { placeholders } = shape;
  const declared = declaredParameters(query);
  assertDeclared(query, placeholders, declared);
  const hasWhereSlot = placeholders.some((name) => WHERE_SLOTS.has(name));
  const hasFieldsSlot = placeholders.includes('fields');
  const raw = query.raw_query === true;

  const merged = mergeConditions(query, [
    ...savedLayers(query),
    input.widgetConditions ?? {},
    input.conditions ?? {},
  ]);
  const output = columnCatalog(input.columns);
  const whereColumns = hasWhereSlot
    ? columnCatalog(input.tableColumns ?? [], input.columns)
    : output;
  const isWhereColumn = (name: string) => whereColumns.find(name) !== undefined;
  dropUndeclaredPanelKeys(merged, isWhereColumn);
  const dates = resolveConditionDates(
    merged.options,
    widgetDateContext(input.dateContext, merged.options.fiscalMonth),
  );
  if (!dates.ok) throw new QueryInputError(`${dates.error} in ${dates.key}`);
  const options = dates.conditions;

  // A raw query takes conditions only through its placeholders; fixed filters still apply.
  if (raw && !hasWhereSlot) merged.where = {};
  const fixed = applyFixedFilters(
    merged,
    readFixedFilters(input.filteringFixed),
    declared,
    isWhereColumn,
  );

  const levels = (input.hierarchy ?? DEFAULT_HIERARCHY).filter((level) => whereColumns.find(level));
  const rollup = hierarchyRollup(
    rollupMode(options.hlevel, options.qry_options),
    levels,
    merged.where,
  );
  const where = { ...merged.where, ...rollup.where };

  const params = createBoundParams();
  const boundParams: Record<string, BoundValue> = {};
  const replacements = new Map<string, string>();
  let whereSql: string | undefined;
  const whereExpression = () =>
    (whereSql ??= compileWhere(where, {
      dialect,
      columns: whereColumns,
      params,
      inListLimit: input.inListLimit,
    }));

  const grouping = raw ? [] : readColumnList(options.grouping, 'grouping');
  const groupBy = compileGrouping(grouping, output);
  let fieldItems = raw && !hasFieldsSlot ? [] : readColumnList(options.fields, 'fields');
  if (fieldItems.length === 0 && !hasFieldsSlot) fieldItems = grouping;
  const fields = compileFields(fieldItems, output);

  for (const name of placeholders) {
    let replacement: string;
    if (WHERE_SLOTS.has(name)) {
      const expression = whereExpression();
      replacement =
        expression === '' ? '' : `${name === 'and_cond' ? 'AND' : 'WHERE'} ${expression}`;
    } else if (name === 'fields') {
      replacement = fields.sql;
    } else if (DATE_SLOTS.has(name)) {
      replacement = `CAST(${params.bind(dateOption(name, options[name as keyof typeof options]))} AS DATE)`;
    } else {
      const type = declared.get(name) as ParameterType;
      if (!Object.prototype.hasOwnProperty.call(merged.params, name)) {
        throw new QueryInputError(`Missing value for parameter {${name}}`);
      }
      const value = coerceParameter(name, type, merged.params[name], input.dateContext);
      boundParams[name] = value;
      replacement = `CAST(${params.bind(value)} AS ${castType(dialect, type)})`;
    }
    replacements.set(name, replacement);
  }
  const inner = substitute(shape, replacements);

  const outerWhere = hasWhereSlot ? '' : whereExpression();
  const limits = raw ? {} : readLimit(options.querylimit, options._offset, input.rowLimit);
  const ordering = raw
    ? ''
    : compileOrdering(
        [
          ...rollup.ordering.filter((item) => output.find(item.split(' ')[0] ?? '')),
          ...readColumnList(options.ordering, 'ordering'),
        ],
        output,
        fields.aliases,
      );
  const outerFields = hasFieldsSlot ? '*' : fields.sql;
  const sql = wrap(inner, { fields: outerFields, where: outerWhere, groupBy, ordering, ...limits });

  return {
    sql,
    params: params.values,
    placeholders,
    effective: {
      where,
      options: { ...options },
      params: { ...boundParams },
      fixed,
    },
  };
}

/**
 * The query's SQL as `describe` reads it: trailing `;` removed, where placeholders empty,
 * `{fields}` as `*`, every other placeholder an unbound typed `$n`. Its output columns are
 * the columns fields, grouping, ordering and outer where keys may name.
 */
export function describeSql(query: SavedQuery, sql: string, dialect: Dialect): string {
  const shape = shapeOf(sql);
  const declared = declaredParameters(query);
  const names = shape.placeholders;
  assertDeclared(query, names, declared);
  const params = createBoundParams();
  const replacements = new Map<string, string>();
  for (const name of names) {
    if (WHERE_SLOTS.has(name)) replacements.set(name, '');
    else if (name === 'fields') replacements.set(name, '*');
    else {
      const type: ParameterType = DATE_SLOTS.has(name) ? 'date' : (declared.get(name) ?? 'string');
      replacements.set(name, `CAST(${params.bind(null)} AS ${castType(dialect, type)})`);
    }
  }
  return substitute(shape, replacements);
}

function assertDeclared(
  query: SavedQuery,
  names: readonly string[],
  declared: ReadonlyMap<string, ParameterType>,
): void {
  for (const name of names) {
    if (!isBuiltInPlaceholder(name) && !declared.has(name)) {
      throw new QueryInputError(
        `The SQL of "${query.query_slug}" uses {${name}}, which is not a declared parameter`,
      );
    }
  }
}

/**
 * The date context with a widget's own fiscal calendar (`fiscalMonth` in its conditions,
 * conditions-semantics "Configured per program or widget") over the program's: fiscal date
 * tokens (FDOFM...) then resolve on the widget's calendar. A bad calendar is a 400 naming it.
 */
function widgetDateContext(context: DateContext, fiscalMonth: unknown): DateContext {
  if (fiscalMonth === undefined || fiscalMonth === null) return context;
  if (typeof fiscalMonth !== 'object' || Array.isArray(fiscalMonth)) {
    throw new QueryInputError('fiscalMonth must be an object {range {initial, end}, weeks}');
  }
  try {
    return { ...context, fiscal: resolveFiscalConfig(fiscalMonth as FiscalConfigInput) };
  } catch (error) {
    throw new QueryInputError(`Invalid fiscalMonth: ${(error as Error).message}`);
  }
}
