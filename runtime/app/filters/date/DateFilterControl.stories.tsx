import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import salesFiscal from '../../../../config-samples/acme/dashboards/sales-fiscal.json';
import salesOverview from '../../../../config-samples/acme/dashboards/sales-overview.json';
import acmeTenant from '../../../../config-samples/acme/tenant.json';
import type { FilterItem } from '../../../../schemas/generated/index.ts';
import { DateFilterControl } from './DateFilterControl.tsx';
import {
  defaultDateSelection,
  type DateFiscalConfig,
  type DateSelection,
} from './date-selection.ts';

interface StoryArgs {
  item: FilterItem;
  operationalDate: string;
  fiscal?: DateFiscalConfig;
}

/** The demo's operational date and today. */
const OPERATIONAL_DATE = '2026-11-14';
const TODAY = '2026-11-22';
const fiscal = acmeTenant.fiscalMonth as DateFiscalConfig;

// The demo dashboards' own date filters.
const overviewDate = salesOverview.filtering_show.filtering.date as FilterItem;
const fiscalDate = salesFiscal.filtering_show.filtering.date as FilterItem;

function Harness({ item, operationalDate, fiscal: calendar }: StoryArgs) {
  const [value, setValue] = useState<DateSelection>(() =>
    defaultDateSelection(item, operationalDate, TODAY, calendar ?? null),
  );
  return (
    <div style={{ width: 300, padding: 16 }}>
      <DateFilterControl
        item={item}
        value={value}
        onChange={setValue}
        operationalDate={operationalDate}
        fiscal={calendar}
        today={TODAY}
      />
      <pre style={{ fontSize: 11, marginTop: 16 }}>{JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}

const meta: Meta<StoryArgs> = {
  title: 'Filters/Date filter',
  render: (args) => <Harness {...args} />,
  args: { operationalDate: OPERATIONAL_DATE, fiscal },
};
export default meta;

type Story = StoryObj<StoryArgs>;

/** Month to date with the comparison switch (Sales Overview). */
export const MonthToDate: Story = { args: { item: overviewDate } };

/** The fiscal quarter picker: quarters not yet started are disabled (Fiscal Periods). */
export const FiscalQuarter: Story = { args: { item: fiscalDate } };

/** A single day, weeks starting on Monday. */
export const DailyMondayWeeks: Story = {
  args: {
    item: {
      id: 'date',
      type: 'date',
      params: { period: 'daily', picker: { locale: { firstDayOfWeek: 1 } } },
    },
  },
};

/** An unknown period: logs 'Error Period Datepicker' and falls back to month to date. */
export const UnknownPeriod: Story = {
  args: { item: { id: 'date', type: 'date', params: { period: 'fortnight' as never } } },
};
