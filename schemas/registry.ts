/**
 * The project's JSON Schemas by file name and `$id`, with no validator attached: the browser
 * bundle imports this module (builder forms), so it must not pull in ajv, which compiles
 * validators with `new Function` and is refused by the Content-Security-Policy. The server and
 * the CLI validate with ajv through schemas/index.ts, which re-exports everything here.
 */
import conditions from './conditions.schema.json' with { type: 'json' };
import dashboard from './dashboard.schema.json' with { type: 'json' };
import datasource from './datasource.schema.json' with { type: 'json' };
import drilldown from './drilldown.schema.json' with { type: 'json' };
import filterItem from './filter-item.schema.json' with { type: 'json' };
import filterRule from './filter-rule.schema.json' with { type: 'json' };
import filterState from './filter-state.schema.json' with { type: 'json' };
import filteringShow from './filtering-show.schema.json' with { type: 'json' };
import fiscalMonth from './fiscal-month.schema.json' with { type: 'json' };
import importSchema from './import.schema.json' with { type: 'json' };
import layoutItem from './layout-item.schema.json' with { type: 'json' };
import localizedText from './localized-text.schema.json' with { type: 'json' };
import logPayload from './log-payload.schema.json' with { type: 'json' };
import moduleSchema from './module.schema.json' with { type: 'json' };
import parameter from './parameter.schema.json' with { type: 'json' };
import program from './program.schema.json' with { type: 'json' };
import queryNotebook from './query-notebook.schema.json' with { type: 'json' };
import savedQuery from './saved-query.schema.json' with { type: 'json' };
import sessionPayload from './session-payload.schema.json' with { type: 'json' };
import table from './table.schema.json' with { type: 'json' };
import tenant from './tenant.schema.json' with { type: 'json' };
import user from './user.schema.json' with { type: 'json' };
import users from './users.schema.json' with { type: 'json' };
import widgetParams from './widget-params.schema.json' with { type: 'json' };
import widget from './widget.schema.json' with { type: 'json' };

/** Base of every schema's `$id`; relative `$ref`s between schema files resolve against it. */
export const SCHEMA_BASE_URL = 'https://navigator.dev/schemas/';

/**
 * Every schema, by file name. Imported statically so the same module works under Node (server,
 * CLI) and in the browser bundle (builder forms).
 */
export const schemas = {
  'conditions.schema.json': conditions,
  'dashboard.schema.json': dashboard,
  'datasource.schema.json': datasource,
  'drilldown.schema.json': drilldown,
  'filter-item.schema.json': filterItem,
  'filter-rule.schema.json': filterRule,
  'filter-state.schema.json': filterState,
  'filtering-show.schema.json': filteringShow,
  'fiscal-month.schema.json': fiscalMonth,
  'import.schema.json': importSchema,
  'layout-item.schema.json': layoutItem,
  'localized-text.schema.json': localizedText,
  'log-payload.schema.json': logPayload,
  'module.schema.json': moduleSchema,
  'parameter.schema.json': parameter,
  'program.schema.json': program,
  'query-notebook.schema.json': queryNotebook,
  'saved-query.schema.json': savedQuery,
  'session-payload.schema.json': sessionPayload,
  'table.schema.json': table,
  'tenant.schema.json': tenant,
  'user.schema.json': user,
  'users.schema.json': users,
  'widget-params.schema.json': widgetParams,
  'widget.schema.json': widget,
} as const satisfies Record<string, object>;

/** File name of one of the project's schemas, e.g. `'dashboard.schema.json'`. */
export type SchemaFile = keyof typeof schemas;

/** The schema file names, sorted. */
export const schemaFiles = Object.keys(schemas).sort() as SchemaFile[];

/** Tells whether a string names one of the project's schema files. */
export function isSchemaFile(name: string): name is SchemaFile {
  return Object.hasOwn(schemas, name);
}

/** The `$id` of a schema file (`https://navigator.dev/schemas/<file>`). */
export function schemaId(file: SchemaFile): string {
  return `${SCHEMA_BASE_URL}${file}`;
}
