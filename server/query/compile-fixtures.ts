/**
 * Inputs shared by the compiler's tests: the column shapes of the demo tables, a fixed date
 * context and a renderer that shows a compilation in every dialect at once.
 */
import type { SavedQuery } from '../../schemas/generated/index.ts';
import type { DateContext } from '../../runtime/core/index.ts';
import { columnKind, type ColumnInfo } from '../datasources/datasource.ts';
import { compileQuery, type CompileInput } from './compile-query.ts';
import { DIALECTS } from './dialects.ts';

/** Columns from `name → engine type`. */
export function columns(types: Record<string, string>): ColumnInfo[] {
  return Object.entries(types).map(([name, type]) => ({ name, type, kind: columnKind(type) }));
}

/** The demo `sales` table. */
export const SALES = columns({
  sale_date: 'DATE',
  store_id: 'INTEGER',
  district_id: 'INTEGER',
  region_id: 'INTEGER',
  territory_id: 'INTEGER',
  product_id: 'INTEGER',
  brand: 'VARCHAR',
  category: 'VARCHAR',
  platform: 'VARCHAR',
  units: 'INTEGER',
  revenue: 'DOUBLE',
  cost: 'DOUBLE',
  visits: 'INTEGER',
});

/** Output of a store-list query, with a boolean and a timestamp column to filter on. */
export const STORE_LIST = columns({
  territory_id: 'INTEGER',
  region_id: 'INTEGER',
  district_id: 'INTEGER',
  store_id: 'INTEGER',
  store_name: 'VARCHAR',
  opened_on: 'DATE',
  is_open: 'BOOLEAN',
  updated_at: 'TIMESTAMP',
});

/** Operational date 2026-11-14 (a Saturday), real today 2026-11-20. */
export const DATE_CONTEXT: DateContext = {
  today: '2026-11-20',
  operationalDate: '2026-11-14',
  operationalVariables: { operational_date: '2026-11-14', data_start_date: '2023-01-01' },
};

/** A saved query named `q` reading `sql`, with `extra` fields. */
export function savedQuery(extra: Partial<SavedQuery> = {}): SavedQuery {
  return { query_slug: 'q', program_slug: 'retail', ...extra };
}

/** What a test passes: the compile input without dialect, with defaults for the rest. */
export type TestInput = Partial<Omit<CompileInput, 'dialect'>> & { sql: string };

/** compileQuery's input for `dialect` with the test defaults filled in. */
export function compileInput(input: TestInput, dialect: CompileInput['dialect']): CompileInput {
  return {
    query: savedQuery(),
    dateContext: DATE_CONTEXT,
    columns: STORE_LIST,
    rowLimit: 100_000,
    ...input,
    dialect,
  };
}

/**
 * The compilation in every dialect as text: one block when the dialects agree, else one per
 * dialect, each with its SQL and its bound values.
 */
export function compileBoth(input: TestInput): string {
  const blocks = DIALECTS.map((dialect) => {
    const compiled = compileQuery(compileInput(input, dialect));
    return { dialect, text: `${compiled.sql}\n-- params: ${JSON.stringify(compiled.params)}` };
  });
  const [first, ...rest] = blocks;
  if (first && rest.every((block) => block.text === first.text)) {
    return `-- ${DIALECTS.join(', ')}\n${first.text}`;
  }
  return blocks.map((block) => `-- ${block.dialect}\n${block.text}`).join('\n');
}
