/**
 * The data routes' part of openapi-routes.ts: dashboards, widgets, saved queries and their
 * runs. Bodies point at the schemas the routes validate with.
 */
import { CONDITIONS_SAVE_SCHEMA } from '../routes/dashboard-conditions.ts';
import type { BodyDoc, RouteDoc } from './openapi-routes.ts';

/** The 404 of a call for an unknown tenant or entity. */
export const TENANT_404 = 'the Host names no tenant, or the named entity does not exist in it';

const conditionsBody: BodyDoc = {
  description:
    'Conditions (where_cond, filter, where, fields, grouping, ordering, firstdate, lastdate, querylimit, typed params, refresh); validated by the query compiler, which names a wrong field in its 400',
  schema: { type: 'object' },
  required: false,
};

/** Dashboard, widget and saved-query routes, by `METHOD url`. */
/**
 * A token route that writes a config file at the version the client read: each takes
 * If-Match and answers 404 (no such tenant or entity) and 409 (changed since it was read).
 */
function versionedWrite(doc: Omit<RouteDoc, 'auth' | 'headers'>): RouteDoc {
  return {
    ...doc,
    auth: 'token',
    headers: { 'if-match': 'the version read (409 when it changed)' },
    responses: { ...doc.responses, 404: TENANT_404, 409: 'changed since it was read' },
  };
}

export const DATA_ROUTE_DOCS: Readonly<Record<string, RouteDoc>> = {
  'GET /api/v2/dashboards': {
    summary: "A module's dashboards in tab order",
    auth: 'token',
    query: { module_id: { description: 'numeric module id', required: true } },
    responses: {
      200: '{data: [dashboard]}',
      400: 'no numeric module_id',
      403: 'not your program',
      404: TENANT_404,
    },
  },
  'GET /api/v2/tenant-files/data/*': {
    summary:
      "A file of the token's tenant data folder (<config>/<tenant>/data/<path>): chart data that specs name by a relative data.url",
    auth: 'token',
    responses: {
      200: 'the file, typed by its extension (json, csv, tsv, topojson, geojson, arrow, parquet, txt)',
      404: 'no such file in the tenant data folder (folders, paths leaving it and symbolic links out of it included)',
    },
    produces: '*/*',
  },
  'GET /api/v2/tenant-files/list': {
    summary:
      "The files of the token's tenant data folder (or of one folder in it), for the download widget",
    auth: 'token',
    query: {
      folder: { description: 'a folder below data/ (default: all of it)', required: false },
    },
    responses: {
      200: '{data: [{path, size, modified}]} sorted by path; hidden files and links out of the folder left out',
      404: 'no such folder in the tenant data folder',
    },
  },
  'GET /api/v2/quickstart/*': {
    summary: "The signed-in user's ticked items of a quickstart checklist (key: the widget uid)",
    auth: 'token',
    responses: { 200: '{data: {key, done: [item id]}}', 400: 'the key is no widget uid' },
  },
  'PUT /api/v2/quickstart/*': {
    summary: "Saves the signed-in user's ticked items of a quickstart checklist",
    auth: 'token',
    responses: {
      200: '{data: {key, done: [item id]}} as saved',
      400: 'names the bad key or done item',
    },
  },
  'GET /api/v2/dashboards/:dashboard_id': {
    summary: 'A dashboard with its widgets, layout and version (ETag)',
    auth: 'token',
    responses: { 200: 'the dashboard', 403: 'not your program', 404: TENANT_404 },
  },
  'POST /api/v1/services/dashboards/conditions/': versionedWrite({
    summary: "Save the owner's filter choices into the dashboard file",
    body: { description: 'the conditions save', schema: CONDITIONS_SAVE_SCHEMA, required: true },
    responses: {
      200: '{status, message, data, version}',
      400: 'names the invalid field',
      403: 'not the owner, or not your program',
    },
  }),
  'PUT /api/v2/dashboards/:dashboard_id/layout': versionedWrite({
    summary: "Save a dashboard's grid layout (the moved items)",
    body: {
      description: '{layout: [layout item]}; each item as schemas/layout-item.schema.json',
      schema: {
        type: 'object',
        properties: {
          layout: { type: 'array', items: { $ref: '#/components/schemas/layout-item' } },
        },
      },
      required: true,
    },
    responses: {
      200: '{status, message, data, version}',
      400: 'names the invalid field',
      403: 'may not edit',
    },
  }),
  'GET /api/v2/dashboards/:dashboard_id/history': {
    summary:
      "A dashboard's History: the config commits that touched its file (author, time, message) with the semantic diff of each",
    auth: 'token',
    responses: {
      200: '{enabled, commits: [{rev, author, email, date, message, diff}]}',
      403: 'may not edit',
      404: TENANT_404,
    },
  },
  'POST /api/v2/dashboards/:dashboard_id/history/:rev/revert': {
    summary: 'Revert one change of the dashboard as a new commit by the signed-in user',
    auth: 'token',
    responses: {
      200: '{status, message, version}',
      400: 'the reverted dashboard would be invalid (names the field)',
      403: 'may not edit',
      404: 'no such change in its history, or no git repository',
      409: 'a later change edited the same part (or the remote has a newer change)',
    },
  },
  'PUT /api/v2/dashboards/:dashboard_id/widgets': versionedWrite({
    summary: 'Add a widget to a dashboard (new, or a copy of one of its widgets)',
    body: {
      description: 'the widget (schemas/widget.schema.json) or {copy_of}',
      schema: { type: 'object' },
      required: true,
    },
    responses: {
      200: '{status, message, data, version}',
      400: 'names the invalid field',
      403: 'may not edit',
    },
  }),
  'GET /api/v2/widgets/*': {
    summary: 'A widget (by uid or dashboard_id/widget_id) and its dashboard version',
    auth: 'token',
    responses: { 200: '{data, version}', 403: 'not your program', 404: TENANT_404 },
  },
  'POST /api/v2/widgets/*': versionedWrite({
    summary: 'Save a widget (whole or a partial update)',
    body: {
      description: 'the widget fields (schemas/widget.schema.json)',
      schema: 'widget',
      required: true,
    },
    responses: {
      200: 'the saved widget',
      400: 'names the invalid field',
      403: 'may not edit',
    },
  }),
  'DELETE /api/v2/widgets/*': versionedWrite({
    summary: 'Delete a widget (its owner)',
    responses: {
      200: 'deleted',
      403: 'not the owner',
    },
  }),
  'PUT /api/v2/widgets-template': {
    summary: 'Save a widget as a template',
    auth: 'token',
    body: {
      description: 'the widget (schemas/widget.schema.json)',
      schema: 'widget',
      required: true,
    },
    responses: { 200: 'saved', 400: 'names the invalid field', 403: 'may not save templates' },
  },
  'GET /api/v2/widgets-template': {
    summary: 'The widget templates',
    auth: 'token',
    responses: { 200: '[template]' },
  },
  'GET /api/v2/queries/': {
    summary: "The saved queries of the user's programs",
    auth: 'token',
    query: {
      provider: { description: 'db' },
      program_slug: { description: 'only this program' },
      query_slug: { description: 'only this slug (ETag too)' },
    },
    responses: { 200: '[saved query with query_raw and version]', 403: 'not your program' },
  },
  'PUT /api/v2/queries/': {
    summary: 'Create a saved query',
    auth: 'token',
    body: {
      description: 'the saved query (schemas/saved-query.schema.json, plus query_raw)',
      schema: 'saved-query',
      required: true,
    },
    responses: {
      200: '{query_slug, message, version}',
      400: 'names the invalid field',
      403: 'not a super user, or not your program',
      409: 'the slug exists',
    },
  },
  'POST /api/v2/queries/:query_slug': {
    summary: 'Update a saved query',
    auth: 'token',
    headers: { 'if-match': 'the version read (or body version)' },
    body: {
      description: 'the saved query (schemas/saved-query.schema.json, plus query_raw, version)',
      schema: 'saved-query',
      required: true,
    },
    responses: {
      200: '{query_slug, message, version}',
      400: 'names the invalid field',
      403: 'not a super user, or not your program',
      404: TENANT_404,
      409: 'changed since it was read',
    },
  },
  'POST /api/v2/services/queries/:slug': {
    summary: 'Run a saved query: the rows (gzip), x-navigator-cache hit or miss',
    auth: 'token',
    query: { refresh: { description: '1: skip the cached result' } },
    body: conditionsBody,
    responses: {
      200: "the rows; header x-navigator-truncated: true when cut at the datasource's row_limit",
      400: 'invalid conditions or a database error',
      403: 'not your program',
      404: TENANT_404,
      408: 'timeout',
    },
  },
  'POST /api/v2/services/queries/:slug/page': {
    summary:
      'One page of a saved query for the server-side table: sorted, filtered and counted on the server',
    auth: 'token',
    query: { refresh: { description: '1: skip the cached result' } },
    body: {
      description:
        'the conditions plus page: {offset, limit ≤ 500, sort: {column, direction}, filters: [{column, op, value}]}',
      schema: { type: 'object' },
    },
    responses: {
      200: '{total, offset, limit, columns, rows}',
      400: 'names the bad page field, column or value',
      403: 'not your program',
      404: TENANT_404,
      408: 'timeout',
    },
  },
  'PATCH /api/v2/services/queries/:slug': {
    summary: "A saved query's output columns",
    auth: 'token',
    responses: {
      200: '{data: [name], columns: [{name, type, kind}]}',
      400: 'a database error',
      403: 'not your program',
      404: TENANT_404,
    },
  },
  'POST /api/v2/services/queries': {
    summary: 'SQL preview (super users): read-only, row limit, timeout',
    auth: 'token',
    body: {
      description:
        '{query_raw, _datasource?, params?, firstdate?, lastdate?}; {name} placeholders bound from params',
      schema: {
        type: 'object',
        properties: {
          query_raw: { type: 'string' },
          _datasource: { type: 'string' },
          params: { type: 'object' },
        },
      },
      required: true,
    },
    responses: {
      200: 'the rows',
      400: 'no SQL, a refused statement or a database error',
      403: 'not a super user',
      404: TENANT_404,
      408: 'timeout',
    },
  },
  'POST /api/v2/services/queries/builder': {
    summary:
      "The queries builder's live preview: a notebook compiled to readable SQL with bound parameters, and its first rows",
    auth: 'token',
    body: {
      description: '{notebook (schemas/query-notebook.schema.json), datasource?}',
      schema: {
        type: 'object',
        required: ['notebook'],
        properties: { notebook: { type: 'object' }, datasource: { type: 'string' } },
      },
      required: true,
    },
    responses: {
      200: '{sql, params, columns, rows, truncated}',
      400: '{message, errors: [{path, message}]}: each wrong part of the notebook',
      403: 'not a super user',
      404: 'no such datasource in the tenant',
    },
  },
  'GET /api/v2/services/queries/schema': {
    summary: "A datasource's tables and columns (super users)",
    auth: 'token',
    query: { datasource: { description: 'datasource name (default demo)' } },
    responses: {
      200: '{datasource, datasources, tables, relations}',
      403: 'not a super user',
      404: TENANT_404,
    },
  },
  'GET /api/v2/tables': {
    summary:
      "The tenant's declared tables (tables/{name}.json) and whether the user may write each",
    auth: 'token',
    responses: {
      200: '{tables: [{name, description, columns, key, can_write, version}]}',
      404: TENANT_404,
    },
  },
  'PUT /api/v2/tables/:name': {
    summary:
      'Save a declared table from the builder: additive changes only (new optional columns, titles, descriptions); the write store gains the new columns at once',
    auth: 'token',
    headers: { 'if-match': 'the version read (or `version` in the body); 409 when it changed' },
    body: {
      description:
        "the table's `columns` and `description` (settings left out keep the file's) and its `version`",
      schema: { type: 'object' },
      required: true,
    },
    responses: {
      200: '{name, version, added}',
      400: 'a destructive change (problems: [{column, reason, message}]) or an invalid table',
      403: 'not a super user, a superuser or the owner of a form of the table',
      404: 'no such table',
      409: 'changed since it was read',
    },
  },
  'POST /api/v2/tables/:table/rows': {
    summary:
      'Write rows to a declared table: one transaction with an audit row; rows with the key of a stored row replace it',
    auth: 'token',
    body: {
      description:
        '{rows: [{column: value}], mode?: append | replace, widget?: the widget the rows came through}',
      schema: {
        type: 'object',
        required: ['rows'],
        properties: {
          rows: { type: 'array', items: { type: 'object' } },
          mode: { type: 'string', enum: ['append', 'replace'] },
          widget: { type: 'string' },
        },
      },
      required: true,
    },
    responses: {
      200: '{table, mode, written, replaced, audit_id}',
      400: '{message, failing_rows, failures: [{row, column, message}]}: nothing was written',
      403: "the table's write_roles do not include the user, or replace without being a super user",
      404: 'no such table (or tenant)',
      413: 'more rows than max_rows_per_write, or a body over NAVIGATOR_WRITE_BODY_LIMIT',
      429: 'more than NAVIGATOR_WRITES_PER_MINUTE writes a minute (Retry-After)',
    },
  },
  'POST /api/v2/tables/:table/uploads': {
    summary:
      'Upload a file (CSV, TSV, JSON, XLSX) for a table: read on the server as it streams in, every row checked, held for confirmation',
    auth: 'token',
    query: { file_name: { description: 'the file name; its extension gives the format' } },
    body: {
      description: "the file's bytes (any content type)",
      schema: { type: 'string' },
      required: true,
    },
    responses: {
      200: '{upload_id, table, file_name, format, row_count, columns, preview}',
      400: 'unknown format or an unreadable file (the message names the line)',
      403: "the table's write_roles do not include the user",
      404: 'no such table (or tenant)',
      413: "the file is over tenant.json uploads.max_bytes, or has more rows than the table's max_rows_per_write",
      422: '{message, failing_rows, failures: [{row, column, message}], row_count}: nothing is kept',
    },
  },
  'POST /api/v2/tables/:table/uploads/:upload_id': {
    summary: "Write a checked upload in one transaction (the dropzone's Import)",
    auth: 'token',
    body: {
      description: '{mode?: append | replace}',
      schema: {
        type: 'object',
        properties: { mode: { type: 'string', enum: ['append', 'replace'] } },
      },
      required: false,
    },
    responses: {
      200: '{table, mode, written, replaced, audit_id}',
      403: 'not allowed to write, or replace without being a super user',
      404: "the upload is unknown, expired or another user's",
    },
  },
  'GET /api/v2/imports': {
    summary: "The tenant's saved imports (imports/{name}.json) and whether the user may run each",
    auth: 'token',
    responses: {
      200: '{imports: [{name, description, table, source, mode, mapping, can_run, version}]}',
    },
  },
  'PUT /api/v2/imports/:name': {
    summary: "Create or update a saved import (the data integrator's mapping)",
    auth: 'token',
    headers: { 'if-match': 'the version read, to update (409 when it changed)' },
    body: {
      description: 'the import (schemas/import.schema.json)',
      schema: 'import',
      required: true,
    },
    responses: {
      200: '{name, version}',
      400: 'names the invalid field',
      403: 'not a super user',
      404: 'a version was sent for an import that does not exist',
      409: 'changed since it was read, or exists and no version was sent',
    },
  },
  'POST /api/v2/import-samples': {
    summary: "A file's first rows, read on the server (CSV, TSV, JSON, XLSX), for mapping",
    auth: 'token',
    query: { file_name: { description: 'the file name; its extension gives the format' } },
    body: {
      description: "the file's bytes (any content type)",
      schema: { type: 'string' },
      required: true,
    },
    responses: {
      200: '{format, header, rows, dates}: the first 20 rows; dates names the date cells',
      400: 'unknown format or an unreadable file',
      413: 'over the upload limit',
    },
  },
  'POST /api/v2/imports/:name/uploads': {
    summary: 'Run a saved import on a file: mapped, coerced and checked, held for confirmation',
    auth: 'token',
    query: { file_name: { description: 'the file name; its extension gives the format' } },
    body: {
      description: "the file's bytes (any content type)",
      schema: { type: 'string' },
      required: true,
    },
    responses: {
      200: '{upload_id, table, file_name, format, row_count, columns, preview}',
      400: 'unknown format or an unreadable file',
      403: "the table's write_roles do not include the user",
      404: 'no such import or table',
      413: 'over the upload limit or the rows per write',
      422: '{message, failing_rows, failures, row_count}',
    },
  },
  'POST /api/v2/imports/:name/query': {
    summary:
      "Run a saved import on its saved query's rows (run as the user), held for confirmation",
    auth: 'token',
    responses: {
      200: '{upload_id, table, file_name, format, row_count, columns, preview}',
      400: 'the import reads a file, not a query',
      403: 'not allowed to write the table, or not your program',
      404: 'no such import, table or query',
      422: '{message, failing_rows, failures, row_count}',
    },
  },
};
