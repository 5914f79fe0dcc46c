import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { CrossFilterProvider } from '../../runtime/widget-sdk/cross-filter.ts';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { SelectTableWidget } from './SelectTableWidget.tsx';

const widget = (multiple: boolean): Widget => ({
  title: 'Regions',
  classbase: 'selectTable',
  format_definition: { revenue: 'money' },
  params: {
    selectTable: { field: 'region_id', multiple },
    pqgrid: { hiddenColumns: ['region_id'] },
  },
});
const rows = [
  { region_id: 1, region_name: 'New England', revenue: 9927.68 },
  { region_id: 2, region_name: 'Mountain', revenue: 9802.05 },
  { region_id: 3, region_name: 'Midwest', revenue: 9493.96 },
  { region_id: 4, region_name: 'California', revenue: 8068.94 },
];
const meta: Meta = { title: 'Widgets/Select table' };
export default meta;

/** A dashboard with a region_id filter: clicks select and unselect as on a dashboard. */
function Dashboard({
  multiple = false,
  initial,
  filterIds = ['region_id'],
  extra = {},
}: {
  multiple?: boolean;
  initial?: unknown;
  filterIds?: string[];
  extra?: Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>;
}) {
  const [selection, setSelection] = useState<unknown>(initial);
  const value = useMemo(
    () => ({
      selections: { region_id: selection },
      filterIds,
      set: (_id: string, next: unknown) => {
        setSelection(next);
        return true;
      },
    }),
    [selection, filterIds],
  );
  return (
    <CrossFilterProvider value={value}>
      <WidgetStoryFrame title="Regions" width={420} height={240}>
        <SelectTableWidget
          {...storyProps(widget(multiple), { width: 420, height: 240, rows, ...extra })}
        />
      </WidgetStoryFrame>
    </CrossFilterProvider>
  );
}

export const Single: StoryObj = { render: () => <Dashboard /> };
export const Selected: StoryObj = { render: () => <Dashboard initial="2" /> };
export const Multiple: StoryObj = { render: () => <Dashboard multiple initial={['1', '3']} /> };
export const NoSuchFilter: StoryObj = { render: () => <Dashboard filterIds={[]} /> };
export const Empty: StoryObj = { render: () => <Dashboard extra={{ rows: [] }} /> };
export const Loading: StoryObj = {
  render: () => <Dashboard extra={{ loading: true, rows: undefined }} />,
};
export const Failed: StoryObj = { render: () => <Dashboard extra={{ error: 'Query failed' }} /> };
