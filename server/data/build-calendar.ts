import { dateValue, type DuckDBConnection } from '@duckdb/node-api';
import { diffDays, toDayNumber } from '../../runtime/core/dates/calendar-date.ts';
import { fiscalMonthOf, listFiscalMonths } from '../../runtime/core/fiscal/calendar.ts';
import { DEFAULT_FISCAL_CONFIG, type FiscalConfig } from '../../runtime/core/fiscal/config.ts';
import { appendRows } from './append-rows.ts';
import { LAST_UPDATE, SALES_FIRST_DAY, SALES_LAST_DAY } from './demo-dates.ts';
import { quoteIdentifier } from './sql-random.ts';
import type { TenantProfile } from './tenant-profiles.ts';

/**
 * Builds `fiscal_calendar` (one row per fiscal month of the tenant's calendar, straight
 * from the runtime core so SQL and UI agree on every period) in the tenant's schema.
 */
export async function buildFiscalCalendar(
  connection: DuckDBConnection,
  profile: TenantProfile,
  fiscal: FiscalConfig = DEFAULT_FISCAL_CONFIG,
): Promise<void> {
  const schema = quoteIdentifier(profile.tenant);
  await connection.run(`
    CREATE TABLE ${schema}.fiscal_calendar (
      fiscal_year INTEGER, fiscal_half INTEGER, fiscal_half_name VARCHAR,
      fiscal_quarter INTEGER, fiscal_month INTEGER, start_date DATE, end_date DATE,
      weeks INTEGER)
  `);
  await appendRows(connection, { table: 'fiscal_calendar', schema: profile.tenant }, (row) => {
    for (const month of listFiscalMonths(fiscal)) {
      row.appendInteger(month.year);
      row.appendInteger(month.half);
      row.appendVarchar(month.halfName);
      row.appendInteger(month.quarter);
      row.appendInteger(month.month);
      row.appendDate(dateValue(toDayNumber(month.start)));
      row.appendDate(dateValue(toDayNumber(month.end)));
      row.appendInteger(month.weeks);
      row.endRow();
    }
  });
}

/**
 * The operational variables every program of the demo gets: the last data day (the
 * operational date), when data was last loaded, where data starts, and the fiscal period the
 * operational date falls in.
 */
export function operationalVariables(
  fiscal: FiscalConfig = DEFAULT_FISCAL_CONFIG,
): ReadonlyArray<readonly [name: string, value: string]> {
  const month = fiscalMonthOf(SALES_LAST_DAY, fiscal);
  if (!month) throw new Error(`${SALES_LAST_DAY} is outside the tenant's fiscal calendar`);
  const fiscalWeek = month.firstWeek + Math.floor(diffDays(month.start, SALES_LAST_DAY) / 7);
  return [
    ['operational_date', SALES_LAST_DAY],
    ['last_update', LAST_UPDATE],
    ['data_start_date', SALES_FIRST_DAY],
    ['fiscal_year', String(month.year)],
    ['fiscal_half', String(month.half)],
    ['fiscal_quarter', String(month.quarter)],
    ['fiscal_month', String(month.month)],
    ['fiscal_week', String(fiscalWeek)],
  ];
}

/** Builds `operational_variables` (program_slug, name, value) for the tenant's programs. */
export async function buildOperationalVariables(
  connection: DuckDBConnection,
  profile: TenantProfile,
  fiscal: FiscalConfig = DEFAULT_FISCAL_CONFIG,
): Promise<void> {
  const schema = quoteIdentifier(profile.tenant);
  await connection.run(`
    CREATE TABLE ${schema}.operational_variables (
      program_slug VARCHAR, name VARCHAR, value VARCHAR)
  `);
  const variables = operationalVariables(fiscal);
  await appendRows(
    connection,
    { table: 'operational_variables', schema: profile.tenant },
    (row) => {
      for (const program of profile.programs) {
        for (const [name, value] of variables) {
          row.appendVarchar(program);
          row.appendVarchar(name);
          row.appendVarchar(value);
          row.endRow();
        }
      }
    },
  );
}
