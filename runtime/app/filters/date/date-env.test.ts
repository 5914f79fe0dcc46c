import { describe, expect, it } from 'vitest';
import { dateFilterEnv } from './date-env.ts';

const now = new Date('2026-11-22T03:30:00Z');
const tenantFiscal = { weeks53: [2023] };
const programFiscal = { range: { initial: '2019-02-03' } };

describe('dateFilterEnv', () => {
  it.each([
    [{ operational_date: '2026-11-14' }, undefined, '2026-11-14'],
    [{ operational_date: '2026-11-14 00:00:00' }, undefined, '2026-11-14'],
    [{ operational_date: '2026-11-14', closing: '2026-10-31' }, 'closing', '2026-10-31'],
    [{ operational_date: '2026-11-14' }, 'missing_variable', '2026-11-14'],
    [{ operational_date: 'soon' }, undefined, ''],
    [{}, undefined, ''],
  ])('variables %j (variable %s) → operational date %j', (variables, variable, expected) => {
    const env = dateFilterEnv({ variables, program: undefined, tenant: undefined, variable, now });
    expect(env.operationalDate).toBe(expected);
  });

  it.each([
    ['America/New_York', '2026-11-21'],
    ['Europe/Madrid', '2026-11-22'],
  ])('today in %s is %s', (timezone, today) => {
    const env = dateFilterEnv({ variables: {}, program: undefined, tenant: { timezone }, now });
    expect(env.today).toBe(today);
  });

  it.each([
    [programFiscal, tenantFiscal, programFiscal],
    [undefined, tenantFiscal, tenantFiscal],
    [undefined, undefined, undefined],
  ])('fiscal: program %j over tenant %j', (program, tenant, expected) => {
    const env = dateFilterEnv({
      variables: {},
      program: program && { fiscalMonth: program },
      tenant: { timezone: 'UTC', fiscalMonth: tenant },
      now,
    });
    expect(env.fiscal).toEqual(expected);
  });
});
