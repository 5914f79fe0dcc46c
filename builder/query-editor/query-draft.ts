/**
 * The saved query being edited (widget-layer §3 "Saved query", §4, §5, §9) as pure logic:
 * defaults of a new slug, the `{name}` parameters of the SQL, save-as-new versus update, the
 * payload the data host stores, and the cache choices of the Advanced Options.
 */
import type { Parameter, ParameterType, SavedQuery } from '../../schemas/generated/index.ts';

/** What the editor holds: a saved query whose SQL is always in `query_raw`. */
export type QueryDraft = Omit<SavedQuery, 'program_slug'> & {
  program_slug?: string;
  query_raw: string;
  params: Parameter[];
};

/** Defaults of a new slug (widget-layer §9). */
export const NEW_QUERY_DEFAULTS = {
  query_slug: 'troc_new_query',
  provider: 'db',
  program_id: 1,
} as const;

/** Cache refresh choices in seconds, Default first (widget-layer §9). */
export const CACHE_REFRESH_CHOICES: readonly (number | null)[] = [null, 300, 600, 900];
/** Cache timeout choices in seconds, Default first (widget-layer §9). */
export const CACHE_TIMEOUT_CHOICES: readonly (number | null)[] = [
  null,
  1800,
  3600,
  28800,
  43200,
  72000,
];

/** Parameter types of the parameter form (widget-layer §5). */
export const PARAMETER_TYPES: readonly ParameterType[] = [
  'string',
  'number',
  'integer',
  'float',
  'date',
];

/** Placeholders the query engine fills itself; they are never declared parameters. */
export const BUILT_IN_PLACEHOLDERS: readonly string[] = [
  'where_cond',
  'and_cond',
  'filter',
  'fields',
  'firstdate',
  'lastdate',
  'filterdate',
];

/** Keys the list answer carries that are not part of the saved query. */
const TRANSPORT_KEYS = ['version', '$schema', '_datasource'];

/** A new, empty query with the defaults of widget-layer §9. */
export function newQueryDraft(): QueryDraft {
  return {
    ...NEW_QUERY_DEFAULTS,
    query_raw: '',
    params: [],
    is_cached: true,
    cache_refresh: null,
    cache_timeout: null,
  };
}

/** A saved query as the list answers it, made editable (SQL in query_raw, params a list). */
export function draftFromSaved(saved: Record<string, unknown>): QueryDraft {
  const value: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(saved)) {
    if (!TRANSPORT_KEYS.includes(key)) value[key] = item;
  }
  const params = Array.isArray(saved.params) ? (saved.params as Parameter[]) : [];
  return {
    ...(value as unknown as QueryDraft),
    query_raw: typeof saved.query_raw === 'string' ? saved.query_raw : '',
    params,
  };
}

/**
 * The distinct `{name}` placeholders of `sql` that need a declared parameter, in order of
 * first use. Like the server, a placeholder is `{` word characters `}` outside quoted text
 * and comments; built-in placeholders ({where_cond}, {firstdate}, ...) are left out.
 */
export function sqlParameterNames(sql: string): string[] {
  return placeholderNames(sql).filter((name) => !BUILT_IN_PLACEHOLDERS.includes(name));
}

/**
 * The built-in placeholders the SQL uses ({firstdate}, {lastdate}, {and_cond}, ...), in order
 * of first use: the parameter list names them so SQL using only these does not read as a
 * query without parameters.
 */
export function builtInPlaceholdersOf(sql: string): string[] {
  return placeholderNames(sql).filter((name) => BUILT_IN_PLACEHOLDERS.includes(name));
}

function placeholderNames(sql: string): string[] {
  const names: string[] = [];
  const text = sql
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"(?:[^"]|"")*"/g, '""')
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] ?? '';
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** Placeholders of the SQL without a declared parameter. */
export function undeclaredParameters(draft: Pick<QueryDraft, 'query_raw' | 'params'>): string[] {
  const declared = new Set(draft.params.map((param) => param.name));
  return sqlParameterNames(draft.query_raw).filter((name) => !declared.has(name));
}

/**
 * Save as new when the slug differs from the one loaded (or nothing was loaded), update in
 * place when it equals it (widget-layer §4).
 */
export function saveModeOf(loadedSlug: string | undefined, slug: string): 'create' | 'update' {
  return loadedSlug !== undefined && loadedSlug === slug ? 'update' : 'create';
}

/** Is `name` a valid keyword: word characters only (widget-layer §5)? */
export function isParameterName(name: string): boolean {
  return /^\w+$/.test(name);
}

/**
 * A parameter's value as the form typed it, parsed for its type: number and integer as
 * integers, float as a decimal, string and date as text (widget-layer §5). Text that is not a
 * number stays text, so the server names the wrong value instead of it vanishing.
 */
export function parseParameterValue(type: ParameterType | undefined, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return value;
  if (type === 'number' || type === 'integer') {
    const parsed = Number.parseInt(String(value), 10);
    return Number.isNaN(parsed) ? value : parsed;
  }
  if (type === 'float') {
    const parsed = Number.parseFloat(String(value));
    return Number.isNaN(parsed) ? value : parsed;
  }
  return typeof value === 'string' ? value : String(value);
}

/** Adds `param` at the end, or replaces the parameter of the same name (update). */
export function upsertParameter(params: readonly Parameter[], param: Parameter): Parameter[] {
  const value = parseParameterValue(param.type, param.value) as Parameter['value'];
  const next: Parameter = { ...param, type: param.type ?? 'string', value };
  const at = params.findIndex((item) => item.name === param.name);
  const list = at === -1 ? [...params, next] : params.map((item, i) => (i === at ? next : item));
  return list.map((item, index) => ({ ...item, index }));
}

/** Removes the parameter `name`, renumbering the rest. */
export function removeParameter(params: readonly Parameter[], name: string): Parameter[] {
  return params.filter((item) => item.name !== name).map((item, index) => ({ ...item, index }));
}

/**
 * The body of PUT /api/v2/queries/ and POST /api/v2/queries/{slug} (widget-layer §7): the
 * slug object with its SQL, params and cond_definition (each parameter's type), without the
 * list's transport keys. Empty SQL is left out so the schema's minLength never trips on it.
 */
export function savePayload(draft: QueryDraft): Record<string, unknown> {
  const { query_raw: sql, params, ...rest } = draft;
  const payload: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(rest)) {
    if (!TRANSPORT_KEYS.includes(key) && item !== undefined) payload[key] = item;
  }
  const condDefinition: Record<string, ParameterType> = {
    ...((draft.cond_definition ?? {}) as Record<string, ParameterType>),
  };
  for (const param of params) condDefinition[param.name] = param.type ?? 'string';
  return {
    ...payload,
    ...(sql.trim() !== '' ? { query_raw: sql } : {}),
    params: params.map((param, index) => ({ ...param, index })),
    ...(Object.keys(condDefinition).length > 0 ? { cond_definition: condDefinition } : {}),
  };
}

/**
 * The body of the SQL preview (POST /api/v2/services/queries): the SQL, its datasource and its
 * parameters with their current values.
 */
export function previewPayload(draft: QueryDraft): Record<string, unknown> {
  return {
    query_raw: draft.query_raw,
    ...(draft.source ? { _datasource: draft.source } : {}),
    params: draft.params.map(({ name, type, value }) => ({ name, type, value })),
    ...pickDates(draft.conditions),
  };
}

function pickDates(conditions: QueryDraft['conditions']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['firstdate', 'lastdate', 'filterdate'] as const) {
    if (conditions?.[key] !== undefined) out[key] = conditions[key];
  }
  return out;
}
