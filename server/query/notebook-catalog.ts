/**
 * What the queries builder may use on a datasource, read from the datasource itself (its
 * schema's tables and columns) and its file (the declared relations), and the compilation of a
 * notebook against it. The server compiles on every preview and save, so stored SQL always
 * matches its notebook and names only what the datasource has.
 */
import type { QueryNotebook } from '../../schemas/generated/index.ts';
import type { TenantConfig } from '../config/config-types.ts';
import { columnKind, type Datasource } from '../datasources/datasource.ts';
import {
  compileNotebook,
  type ColumnKind,
  type CompiledNotebook,
  type NotebookCatalog,
} from '../../runtime/core/query-builder/compile-notebook.ts';
import { listTables, type Relation } from '../routes/query-schema-routes.ts';

const KIND: Record<ReturnType<typeof columnKind>, ColumnKind> = {
  string: 'text',
  number: 'number',
  date: 'date',
  timestamp: 'date',
  boolean: 'boolean',
  other: 'other',
};

export async function notebookCatalog(
  tenant: TenantConfig,
  datasource: Datasource,
): Promise<NotebookCatalog> {
  const tables: NotebookCatalog['tables'] = {};
  for (const table of await listTables(datasource)) {
    tables[table.name] = Object.fromEntries(
      table.columns.map((column) => [column.name, KIND[columnKind(column.type)]]),
    );
  }
  const file = tenant.datasources.get(datasource.name)?.value as
    { relations?: Relation[] } | undefined;
  return { tables, relations: file?.relations ?? [] };
}

/** Compiles `notebook` against the datasource it will run on. */
export async function compileForDatasource(
  tenant: TenantConfig,
  datasource: Datasource,
  notebook: QueryNotebook,
): Promise<CompiledNotebook> {
  return compileNotebook(notebook, await notebookCatalog(tenant, datasource));
}
