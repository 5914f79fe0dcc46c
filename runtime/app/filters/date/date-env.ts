/**
 * Where the date filter's inputs come from in the app: the operational date from the
 * program's variables (GET /api/v2/variables/{program}, the variable the dashboard's
 * attributes.operational_date names), the fiscal calendar of the program (else the
 * tenant's), and today in the tenant's time zone.
 */
import { useMemo } from 'react';
import { useSnapshot } from '../../stores/use-snapshot.ts';
import { calendarDateInTimeZone, DEFAULT_TIME_ZONE, isIsoDate } from '../../../core/index.ts';
import type { OperationalVariables, ProgramRow, TenantInfo } from '../../api/types.ts';
import { navigatorStore } from '../../stores/navigator-store.ts';
import type { DateFiscalConfig } from './date-selection.ts';

/** Variable holding the operational date when the dashboard names none. */
export const OPERATIONAL_DATE_VARIABLE = 'operational_date';

/** What a date filter needs from the app around it. */
export interface DateFilterEnv {
  /** The operational date (yyyy-MM-dd), '' when the program has none. */
  operationalDate: string;
  fiscal: DateFiscalConfig | undefined;
  /** Today in the tenant's time zone. */
  today: string;
}

/** Inputs of {@link dateFilterEnv}. */
export interface DateFilterEnvInputs {
  variables: Readonly<OperationalVariables>;
  program: Pick<ProgramRow, 'fiscalMonth'> | undefined;
  tenant: Pick<TenantInfo, 'timezone' | 'fiscalMonth'> | undefined;
  /** The dashboard's attributes.operational_date: the variable to read. */
  variable?: string | null;
  now: Date;
}

/** The date filter's inputs from the program's variables, program, tenant and the clock. */
export function dateFilterEnv(inputs: DateFilterEnvInputs): DateFilterEnv {
  const name = inputs.variable || OPERATIONAL_DATE_VARIABLE;
  const raw = inputs.variables[name] ?? inputs.variables[OPERATIONAL_DATE_VARIABLE];
  // Variables may carry a time ('2026-11-14 00:00:00'); the date part is what counts.
  const text = typeof raw === 'string' ? raw.slice(0, 10) : '';
  let today: string;
  try {
    today = calendarDateInTimeZone(inputs.now, inputs.tenant?.timezone ?? DEFAULT_TIME_ZONE);
  } catch {
    today = calendarDateInTimeZone(inputs.now, DEFAULT_TIME_ZONE);
  }
  return {
    operationalDate: isIsoDate(text) ? text : '',
    fiscal: (inputs.program?.fiscalMonth ?? inputs.tenant?.fiscalMonth) as
      DateFiscalConfig | undefined,
    today,
  };
}

/** {@link dateFilterEnv} of the current program, read from the navigator store. */
export function useDateFilterEnv(variable?: string | null): DateFilterEnv {
  const snap = useSnapshot(navigatorStore);
  const slug = snap.routeIds.program;
  const program = snap.programs.find((row) => row.program_slug === slug);
  const env = dateFilterEnv({
    variables: snap.variables as OperationalVariables,
    program: program as ProgramRow | undefined,
    tenant: snap.tenant as TenantInfo | undefined,
    variable,
    now: new Date(),
  });
  // The same object while nothing changed, so the memos of those who use it hold.
  const { operationalDate, fiscal, today } = env;
  return useMemo(() => ({ operationalDate, fiscal, today }), [operationalDate, fiscal, today]);
}

/**
 * The current program's (else the tenant's) fiscal calendar, reactive: widgets read only
 * this, so a change of variables or of the clock does not re-render them.
 */
export function useFiscalConfig(): DateFiscalConfig | undefined {
  // A snapshot is the store's state read-only; the deep readonly types say no more than that.
  return fiscalConfigOf(useSnapshot(navigatorStore) as typeof navigatorStore);
}

/**
 * The current program's (else the tenant's) fiscal calendar, read from the navigator store
 * once (not reactive): the default for callers that do not pass one.
 */
export function currentFiscalConfig(): DateFiscalConfig | undefined {
  return fiscalConfigOf(navigatorStore);
}

/** The fiscal calendar of the route's program, else the tenant's, in a navigator state. */
function fiscalConfigOf(state: {
  readonly routeIds: { readonly program?: string | null };
  readonly programs: readonly Pick<ProgramRow, 'program_slug' | 'fiscalMonth'>[];
  readonly tenant?: Pick<TenantInfo, 'fiscalMonth'> | null;
}): DateFiscalConfig | undefined {
  const program = state.programs.find((row) => row.program_slug === state.routeIds.program);
  return (program?.fiscalMonth ?? state.tenant?.fiscalMonth) as DateFiscalConfig | undefined;
}
