/**
 * What the write store needs from an engine (DuckDB file or PostgreSQL schema): open and migrate
 * the tenant's store, write rows in one transaction with their audit row, and a read datasource
 * over the same data for dashboards. The store (write-store.ts) does the checks, the queue and
 * the data version; an engine only talks to its database.
 */
import type { Datasource as DatasourceFile } from '../../schemas/generated/index.ts';
import type { Datasource } from '../datasources/datasource.ts';
import type { TableDefinition } from './table-definition.ts';

export type WriteMode = 'append' | 'replace';

export interface WriteActor {
  /** The signed-in user's e-mail. */
  email: string;
  /** The widget the rows came through, when one did. */
  widget?: string;
  /** What kind of write this is (form, dropzone, integrator, api). */
  source: string;
}

export interface WriteResult {
  table: string;
  mode: WriteMode;
  /** Rows in the table that this write inserted or replaced. */
  written: number;
  /** Existing rows replaced because they had the same key. */
  replaced: number;
  auditId: number;
}

export interface WriteOptions {
  mode: WriteMode;
  actor: WriteActor;
  /** Test seam: throws between the insert and the audit row. */
  fail?: (written: number) => void;
}

/** Settings of the read datasource the registry asks for. */
export interface ReadLimits {
  rowLimit?: number;
  timeoutMs?: number;
  otherTenantSchemas?: () => readonly string[];
}

export interface WriteEngine {
  /** The highest audit id when the store was opened. */
  readonly lastAuditId: number;
  write(
    table: TableDefinition,
    rows: readonly Record<string, unknown>[],
    options: WriteOptions,
  ): Promise<WriteResult>;
  /**
   * Migrates the store to `tables` as on start (new tables created, new columns added, in one
   * transaction); a destructive change rejects with the start's message and changes nothing.
   */
  migrate(tables: readonly TableDefinition[]): Promise<void>;
  /** A read-only datasource over the store (closing it leaves the store open). */
  datasource(file: DatasourceFile, limits: ReadLimits): Datasource;
  close(): Promise<void>;
}

/** Where an engine opens one tenant's store. */
export interface EngineTarget {
  tenantId: string;
  file: DatasourceFile;
  tables: readonly TableDefinition[];
  dataDir: string;
  tenantIds: () => Iterable<string>;
  env: NodeJS.ProcessEnv;
}

/** The audit table every write store holds. */
export const AUDIT_TABLE = 'navigator_audit';

/** The audit table's columns after `id` and `written_at`, in insert order. */
export const AUDIT_COLUMNS = [
  'user_email',
  'widget',
  'source',
  'table_name',
  'mode',
  'row_count',
  'replaced',
];

/** The audit row's bound values, in AUDIT_COLUMNS order. */
export function auditValues(
  table: string,
  options: WriteOptions,
  written: number,
  replaced: number,
): unknown[] {
  return [
    options.actor.email,
    options.actor.widget ?? null,
    options.actor.source,
    table,
    options.mode,
    written,
    replaced,
  ];
}

/** The SQL type of column `name` of `table`. */
export function columnType(table: TableDefinition, name: string): string {
  return table.columns.find((c) => c.name === name)?.type ?? 'VARCHAR';
}

/** A row's value as the text the staging rows hold (null stays null). */
export function stagedText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : String(value);
}
