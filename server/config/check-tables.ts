/**
 * Checks of declared tables (`tables/{name}.json`) beyond their schema: key and required
 * columns that exist, limits that fit the column's type, and a `writes` datasource to hold
 * them (a DuckDB file, or a PostgreSQL schema and role with an admin connection to create them).
 */
import type { Datasource, Import, Table } from '../../schemas/generated/index.ts';
import type { Problem, TenantConfig } from './config-types.ts';
import { objectOf } from './check-helpers.ts';
import { joinPointer } from './json-pointer.ts';
import { problemAt } from './problems.ts';
import { tableDefinition, tableDefinitionProblems } from '../writes/table-definition.ts';
import { WRITES_DATASOURCE } from '../writes/write-store.ts';

export function checkTables(tenant: TenantConfig): Problem[] {
  const problems: Problem[] = [];
  for (const entity of tenant.tables.values()) {
    const table = entity.value as unknown as Table;
    if (!table.columns?.properties || typeof table.columns.properties !== 'object') continue;
    for (const [pointer, message] of tableDefinitionProblems(table)) {
      problems.push(problemAt(entity.file, pointer, message, 'table'));
    }
  }
  const first = tenant.tables.values().next().value;
  const writes = tenant.datasources.get(WRITES_DATASOURCE);
  if (first && !writes) {
    problems.push(
      problemAt(
        first.file,
        '',
        `tables need the tenant's write store: add datasources/${WRITES_DATASOURCE}.json ({"name": "${WRITES_DATASOURCE}", "type": "duckdb", "path": "writes.duckdb"})`,
        'table',
      ),
    );
  }
  const writesFile = writes?.value as unknown as Datasource | undefined;
  if (writes && writesFile?.type === 'postgres') {
    // The store creates its schema and role: it needs both named, and an admin connection.
    if (writesFile.schema === undefined) {
      problems.push(
        problemAt(
          writes.file,
          '',
          'a postgres write store needs a schema of its own ("schema")',
          'table',
        ),
      );
    }
    if (writesFile.admin_url_env === undefined) {
      problems.push(
        problemAt(
          writes.file,
          '',
          'a postgres write store needs "admin_url_env": the variable holding a connection URL of a role that may create its schema, role and tables',
          'table',
        ),
      );
    }
  }
  return problems;
}

/**
 * Checks of saved imports (`imports/{name}.json`): the table exists, each mapped column is one
 * of its columns and is filled once, every required column is filled, a date layout sits on a
 * date or date-time column, and a query source names a saved query of the tenant.
 */
export function checkImports(tenant: TenantConfig): Problem[] {
  const problems: Problem[] = [];
  for (const entity of tenant.imports.values()) {
    const value = entity.value as unknown as Import;
    if (typeof value.table !== 'string' || !Array.isArray(value.mapping)) continue;
    const at = (pointer: string, message: string) =>
      problems.push(problemAt(entity.file, pointer, message, 'import'));
    const tableEntity = tenant.tables.get(value.table);
    if (value.source?.query_slug !== undefined && !tenant.queries.has(value.source.query_slug)) {
      at('/source/query_slug', `no saved query "${value.source.query_slug}" in this tenant`);
    }
    if (!tableEntity) {
      at('/table', `no table "${value.table}" (tables/${value.table}.json)`);
      continue;
    }
    const table = tableEntity.value as unknown as Table;
    if (!table.columns?.properties) continue;
    const definition = tableDefinition(table);
    const seen = new Set<string>();
    value.mapping.forEach((entry, index) => {
      const column = definition.columns.find((c) => c.name === entry.column);
      if (!column) {
        at(
          `/mapping/${index}/column`,
          `"${entry.column}" is not a column of table "${value.table}"`,
        );
        return;
      }
      if ((entry.from === undefined) === (entry.value === undefined)) {
        at(
          `/mapping/${index}`,
          'give exactly one of "from" (a source column) and "value" (a fixed value)',
        );
      }
      if (seen.has(entry.column))
        at(`/mapping/${index}/column`, `column "${entry.column}" is mapped twice`);
      seen.add(entry.column);
      if (
        entry.date_format !== undefined &&
        column.type !== 'DATE' &&
        column.type !== 'TIMESTAMP'
      ) {
        at(
          `/mapping/${index}/date_format`,
          `date_format applies to date and date-time columns ("${entry.column}" is ${column.type})`,
        );
      }
    });
    for (const column of definition.columns) {
      if (column.required && !seen.has(column.name)) {
        at('/mapping', `required column "${column.name}" of table "${value.table}" is not mapped`);
      }
    }
  }
  return problems;
}

/**
 * Checks of form builder widgets (`params.form` of a dashboard's widgets): the table is
 * declared, and each of `fields` and `required` is one of its columns (a field the table lacks
 * would be left off the form, and the server refuses a value for it).
 */
export function checkForms(tenant: TenantConfig): Problem[] {
  const problems: Problem[] = [];
  for (const dashboard of tenant.dashboards.values()) {
    const widgets = objectOf(dashboard.value.widgets);
    for (const [id, widget] of Object.entries(widgets)) {
      const form = objectOf(objectOf(objectOf(widget).params).form);
      if (typeof form.table !== 'string') continue;
      const base = joinPointer('/widgets', id, 'params', 'form');
      const at = (pointer: string, message: string) =>
        problems.push(problemAt(dashboard.file, `${base}${pointer}`, message, 'form'));
      const entity = tenant.tables.get(form.table);
      if (!entity) {
        at('/table', `no table "${form.table}" (tables/${form.table}.json)`);
        continue;
      }
      const columns = (entity.value as unknown as Table).columns?.properties ?? {};
      for (const key of ['fields', 'required'] as const) {
        const list = Array.isArray(form[key]) ? (form[key] as unknown[]) : [];
        list.forEach((name, index) => {
          if (typeof name === 'string' && !Object.hasOwn(columns, name)) {
            at(`/${key}/${index}`, `"${name}" is not a column of table "${form.table}"`);
          }
        });
      }
    }
  }
  return problems;
}
