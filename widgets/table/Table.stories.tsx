import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import salesOverview from '../../config-samples/acme/dashboards/sales-overview.json';
import storeNetwork from '../../config-samples/acme/dashboards/store-network.json';
import type { Widget } from '../../schemas/generated/index.ts';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import { localizeText } from '../../runtime/core/format/localized-text.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { categoryRows, salesLineRows } from './demo-rows.ts';
import { TableWidget } from './TableWidget.tsx';

interface StoryArgs {
  widget: Widget;
  rows?: DataRow[];
  width: number;
  height: number;
  error?: string;
  locale: string;
}

const widget = (dashboard: { widgets: object }, id: string) =>
  (dashboard.widgets as Record<string, unknown>)[id] as Widget;

// Generated once per story file: 100k rows take ~100 ms to build.
let manyRows: DataRow[] | undefined;
const hundredThousandRows = () => (manyRows ??= salesLineRows(100_000));

const salesLines = (pqgrid: Record<string, unknown> = {}): Widget => ({
  title: 'Sales Lines',
  classbase: 'pqtableWidget',
  query_slug: { slug: 'retail_sales_lines' },
  format_definition: {
    revenue: 'money',
    units: 'integer',
    margin_pct: 'percentOne',
    sale_date: 'date',
  },
  params: { pqgrid },
});

const meta: Meta<StoryArgs> = {
  title: 'Widgets/Table',
  args: { width: 640, height: 320, locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es', 'pt'] } },
  render: ({ widget: shown, rows, width, height, error, locale }) => (
    <WidgetStoryFrame title={localizeText(shown.title, locale)} width={width} height={height}>
      <TableWidget {...storyProps(shown, { rows, width, height, error, locale })} />
    </WidgetStoryFrame>
  ),
};
export default meta;

type Story = StoryObj<StoryArgs>;

/** A story's render with `count` generated sales lines as the rows. */
const withSalesLines =
  (count: number): Story['render'] =>
  ({ widget: shown, width, height, locale }) => (
    <WidgetStoryFrame title={localizeText(shown.title, locale)} width={width} height={height}>
      <TableWidget {...storyProps(shown, { rows: salesLineRows(count), width, height, locale })} />
    </WidgetStoryFrame>
  );

/** The sales overview's category table: pqgrid titles, formats and a totals row. */
export const CategoryTable: Story = {
  args: { widget: widget(salesOverview, 'category_table'), rows: categoryRows, height: 280 },
};

/** 100,000 rows, virtualized: scroll and sort stay smooth. */
export const HundredThousandRows: Story = {
  args: { widget: salesLines(), width: 900, height: 420 },
  render: ({ widget: shown, width, height, locale }) => (
    <WidgetStoryFrame title={localizeText(shown.title, locale)} width={width} height={height}>
      <TableWidget {...storyProps(shown, { rows: hundredThousandRows(), width, height, locale })} />
    </WidgetStoryFrame>
  ),
};

/** pqgrid options: column order and titles, two frozen columns, a hidden column, totals, initial sort. */
export const PqgridOptions: Story = {
  args: {
    widget: salesLines({
      columns: [
        { field: 'store_name', title: 'Store', width: 210 },
        { field: 'sale_date', title: 'Day' },
        { field: 'city', title: 'City' },
        { field: 'state', title: 'State', align: 'center' },
        { field: 'region_name', title: 'Region' },
        { field: 'category', title: 'Category' },
        { field: 'units', title: 'Units' },
        { field: 'revenue', title: 'Revenue', format: 'moneyInteger' },
        { field: 'margin_pct', title: 'Margin %' },
        { field: 'line_id', title: 'Line', hidden: true },
      ],
      freezeCols: 2,
      totals: ['units', 'revenue'],
      sortModel: { sorter: [{ dataIndx: 'revenue', dir: 'down' }] },
    }),
    width: 620,
    height: 360,
  },
  render: withSalesLines(2_000),
};

/** pqgrid pageModel: 20 rows a page with a pager, totals of every row. */
export const Paged: Story = {
  args: {
    widget: salesLines({
      totals: ['units', 'revenue'],
      pageModel: { type: 'local', rPP: 20, rPPOptions: [10, 20, 50, 100] },
    }),
    width: 620,
    height: 360,
  },
  render: withSalesLines(500),
};

/** pqgrid groupModel: rows by region under collapsible headers, subtotals per region. */
export const Grouped: Story = {
  args: {
    widget: salesLines({
      totals: ['units', 'revenue'],
      groupModel: { on: true, dataIndx: ['region_name'], collapsed: [false] },
    }),
    width: 620,
    height: 360,
  },
  render: withSalesLines(200),
};

/** The store network list: ids as text, dates, a frozen pair of columns. */
export const StoreList: Story = {
  args: {
    widget: widget(storeNetwork, 'store_list'),
    rows: salesLineRows(300).map((row, index) => ({
      store_id: String(1000 + index),
      store_name: row.store_name,
      city: row.city,
      state: row.state,
      region_name: row.region_name,
      district_name: `${String(row.region_name)} ${1 + (index % 4)}`,
      opened_on: row.sale_date,
      square_feet: String(8_000 + ((index * 977) % 40_000)),
    })),
  },
};

export const Spanish: Story = {
  args: {
    widget: widget(salesOverview, 'category_table'),
    rows: categoryRows,
    locale: 'es',
    height: 280,
  },
};

/** Click a row: the container would open the widget's drilldowns with it. */
export const Drilldown: Story = {
  args: { widget: widget(salesOverview, 'category_table'), rows: categoryRows, height: 280 },
  render: function DrilldownStory({ widget: shown, rows, width, height, locale }) {
    const [clicked, setClicked] = useState<DataRow | undefined>();
    return (
      <div>
        <WidgetStoryFrame title={localizeText(shown.title, locale)} width={width} height={height}>
          <TableWidget
            {...storyProps(shown, { rows, width, height, locale })}
            onDrilldown={setClicked}
          />
        </WidgetStoryFrame>
        <pre data-testid="drilldown-row" style={{ fontSize: 12 }}>
          {clicked ? JSON.stringify(clicked) : 'Click a row'}
        </pre>
      </div>
    );
  },
};

export const Loading: Story = {
  args: { widget: widget(salesOverview, 'category_table'), rows: undefined },
};

export const Empty: Story = {
  args: { widget: widget(salesOverview, 'category_table'), rows: [] },
};

export const Failed: Story = {
  args: {
    widget: widget(salesOverview, 'category_table'),
    error: 'Query retail_categories failed: column "category" does not exist.',
  },
};
