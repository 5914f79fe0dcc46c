/**
 * Checks of declared tables (`tables/{name}.json`) beyond their schema: key and required
 * columns that exist, limits that fit the column's type, and a `writes` datasource to hold
 * them (a DuckDB file; the write store is one writable file per tenant).
 */
import type { Datasource, Table } from '../../schemas/generated/index.ts';
import type { Problem, TenantConfig } from './config-types.ts';
import { problemAt } from './problems.ts';
import { tableDefinitionProblems } from '../writes/table-definition.ts';
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
  if (writes && (writes.value as unknown as Datasource).type !== 'duckdb') {
    problems.push(
      problemAt(
        writes.file,
        '/type',
        'the write store (datasource "writes") must be of type duckdb',
        'table',
      ),
    );
  }
  return problems;
}
