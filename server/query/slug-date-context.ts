/**
 * The DateContext a slug's date tokens resolve against (conditions-semantics "Date tokens"):
 * today in the tenant's time zone, the program's operational date and variables, its fiscal
 * calendar (else the tenant's) and the week start of its date filter. The browser builds the
 * same context from the same config, so both sides resolve a token to the same day.
 */
import type { Program } from '../../schemas/generated/index.ts';
import {
  calendarDateInTimeZone,
  DEFAULT_TIME_ZONE,
  resolveWeekStart,
  type DateContext,
  type FiscalConfigInput,
} from '../../runtime/core/index.ts';
import type { TenantConfig } from '../config/config-types.ts';
import { tenantSettings } from '../config/tenant-settings.ts';

/** The program config of `slug` in `tenant`, if there is one. */
export function programOf(tenant: TenantConfig, slug: string | undefined): Program | undefined {
  if (slug === undefined) return undefined;
  return tenant.programs.get(slug)?.value as Program | undefined;
}

/** Today's date (YYYY-MM-DD) in the tenant's time zone at instant `now`. */
export function tenantToday(tenant: TenantConfig, now: Date): string {
  return todayIn(tenantSettings(tenant).timezone ?? DEFAULT_TIME_ZONE, now);
}

/** The date context of `program` in `tenant` at instant `now`. */
export function slugDateContext(
  tenant: TenantConfig,
  program: Program | undefined,
  operationalVariables: Readonly<Record<string, string>>,
  now: Date,
): DateContext {
  const settings = tenantSettings(tenant);
  const operationalDate = operationalVariables.operational_date;
  return {
    today: tenantToday(tenant, now),
    operationalDate: operationalDate ?? null,
    weekStart: resolveWeekStart(dateFilterFirstDay(program)),
    fiscal: (program?.fiscalMonth ?? settings.fiscalMonth ?? null) as FiscalConfigInput | null,
    operationalVariables,
  };
}

const todays = new Map<string, { second: number; date: string }>();

/**
 * The calendar date of `now` in `timeZone`, worked out at most once a second per zone (the
 * formatter behind it is costly, and every slug run asks).
 */
function todayIn(timeZone: string, now: Date): string {
  const second = Math.floor(now.getTime() / 1000);
  const known = todays.get(timeZone);
  if (known?.second === second) return known.date;
  const date = calendarDateInTimeZone(now, timeZone);
  todays.set(timeZone, { second, date });
  return date;
}

/** `picker.locale.firstDayOfWeek` of the program's date filter, if it sets one. */
function dateFilterFirstDay(program: Program | undefined): unknown {
  const show = program?.filtering_show;
  for (const group of [show?.filtering, show?.filteringadv]) {
    for (const item of Object.values(group ?? {})) {
      const filter = item as {
        type?: string;
        params?: { picker?: { locale?: { firstDayOfWeek?: unknown } } };
      };
      if (filter.type === 'date') return filter.params?.picker?.locale?.firstDayOfWeek;
    }
  }
  return undefined;
}
