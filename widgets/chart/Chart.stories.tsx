import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import productMix from '../../config-samples/acme/dashboards/product-mix.json';
import salesFiscal from '../../config-samples/acme/dashboards/sales-fiscal.json';
import salesOverview from '../../config-samples/acme/dashboards/sales-overview.json';
import storePerformance from '../../config-samples/acme/dashboards/store-performance.json';
import ecommercePlatforms from '../../config-samples/acme/dashboards/ecommerce-platforms.json';
import type { Graph, Widget } from '../../schemas/generated/index.ts';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import { localizeText } from '../../runtime/core/format/localized-text.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { ChartWidget } from './ChartWidget.tsx';
import {
  brandCategoryRows,
  brandPlatformRows,
  brandRows,
  dailyRevenueRows,
  kpiRows,
  longDailyRows,
  platformDailyRows,
  regionRows,
  storeRows,
  weeklyRows,
} from './demo-rows.ts';

interface StoryArgs {
  widget: Widget;
  rows?: DataRow[];
  width: number;
  height: number;
  error?: string;
  locale: string;
}

// Widgets of the demo dashboards, so stories show what the dashboards configure.
const widget = (dashboard: { widgets: object }, id: string) =>
  (dashboard.widgets as Record<string, unknown>)[id] as Widget;

const FORMATS = {
  revenue: 'money',
  revenue_prev_year: 'money',
  revenue_target: 'money',
  margin: 'money',
  margin_pct: 'percent',
  units: 'integer',
  online_units: 'integer',
  app_units: 'integer',
  marketplace_units: 'integer',
} as const;

const chart = (title: string, graph: Graph, extra: Partial<Widget> = {}): Widget => ({
  title,
  classbase: 'chart',
  query_slug: { slug: 'retail_sales_daily' },
  format_definition: FORMATS,
  ...extra,
  params: { graph, ...extra.params },
});

const meta: Meta<StoryArgs> = {
  title: 'Widgets/Chart',
  args: { width: 560, height: 300, locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es', 'pt'] } },
  render: ({ widget: shown, rows, width, height, error, locale }) => (
    <WidgetStoryFrame title={localizeText(shown.title, locale)} width={width} height={height}>
      <ChartWidget {...storyProps(shown, { rows, width, height, error, locale })} />
    </WidgetStoryFrame>
  ),
};
export default meta;

type Story = StoryObj<StoryArgs>;

export const Bar: Story = {
  args: { widget: widget(salesOverview, 'region_revenue'), rows: regionRows },
};

export const GroupedBars: Story = {
  args: {
    widget: chart('Revenue and Margin by Region', {
      type: 'bar',
      xkey: 'region_name',
      ykey: ['revenue', 'margin'],
      series: [{ field: 'margin', title: 'Gross Margin', color: '#2d6a4f' }],
    }),
    rows: regionRows,
  },
};

/** Bars with a line on a second axis (margin % over revenue). */
export const BarWithLine: Story = {
  args: {
    widget: chart('Revenue and Margin %', {
      type: 'bar',
      xkey: 'sale_date',
      ykey: 'revenue',
      yline: 'margin_pct',
      series: [
        { field: 'revenue', title: 'Revenue', color: '#d4380d', format: 'money' },
        { field: 'margin_pct', title: 'Margin %', color: '#1f2a44', format: 'percent' },
      ],
    }),
    rows: dailyRevenueRows,
  },
};

/** A numeric yline is a dashed target. */
export const BarWithTarget: Story = {
  args: {
    widget: chart('Daily Revenue vs Target', {
      type: 'bar',
      xkey: 'sale_date',
      ykey: 'revenue',
      yline: '200000',
    }),
    rows: dailyRevenueRows,
  },
};

export const HorizontalBar: Story = {
  args: { widget: widget(storePerformance, 'region_districts'), rows: regionRows },
};

export const StackedBar: Story = {
  args: {
    widget: chart('Units by Platform', {
      type: 'stacked-bar',
      xkey: 'sale_date',
      ykey: ['online_units', 'app_units', 'marketplace_units'],
      series: [
        { field: 'online_units', title: 'Online', color: '#3c4f7a' },
        { field: 'app_units', title: 'Mobile App', color: '#ff7a45' },
        { field: 'marketplace_units', title: 'Marketplace', color: '#9aa5bd' },
      ],
    }),
    rows: platformDailyRows,
  },
};

/** One measure, stacked by the next text column (platform). */
export const StackedByCategory: Story = {
  args: {
    widget: chart('Revenue by Brand and Platform', {
      type: 'stacked-bar',
      xkey: 'brand',
      ykey: 'revenue',
    }),
    rows: brandPlatformRows,
  },
};

export const Line: Story = {
  args: {
    widget: chart('Revenue vs Last Year', {
      type: 'line',
      xkey: 'sale_date',
      ykey: ['revenue', 'revenue_prev_year'],
      series: [
        { field: 'revenue', title: 'This year', color: '#d4380d' },
        { field: 'revenue_prev_year', title: 'Last year', color: '#9aa5bd' },
      ],
    }),
    rows: dailyRevenueRows,
  },
};

/** The sales overview's area chart: revenue with margin % on a second axis. */
export const Area: Story = {
  args: { widget: widget(salesOverview, 'daily_revenue'), rows: dailyRevenueRows },
};

export const Point: Story = {
  args: {
    widget: chart('Revenue by Store Size', { type: 'point', xkey: 'square_feet', ykey: 'revenue' }),
    rows: storeRows,
  },
};

export const Donut: Story = {
  args: { widget: widget(salesOverview, 'brand_mix'), rows: brandRows, width: 420 },
};

export const Pie: Story = {
  args: {
    widget: chart(
      'Brand Mix',
      { type: 'pie', xkey: 'brand', ykey: 'revenue' },
      {
        params: { colors: ['#1f2a44', '#3c4f7a', '#ff7a45', '#9aa5bd', '#2d6a4f'] },
      },
    ),
    rows: brandRows,
    width: 420,
  },
};

export const Gauge: Story = {
  args: {
    widget: chart('Revenue MTD vs Target', {
      type: 'gauge',
      ykey: 'revenue',
      yline: 'revenue_target',
    }),
    rows: kpiRows,
    width: 360,
    height: 220,
  },
};

export const PercentGauge: Story = {
  args: {
    widget: chart(
      'Margin %',
      { type: 'gauge', ykey: 'margin_pct' },
      { attributes: { color: '#2d6a4f' } },
    ),
    rows: kpiRows,
    width: 300,
    height: 200,
  },
};

export const Heatmap: Story = {
  args: {
    widget: chart('Margin % by Brand and Category', {
      type: 'heatmap',
      xkey: 'brand',
      ykey: 'margin_pct',
    }),
    rows: brandCategoryRows,
  },
};

export const MultiSeries: Story = {
  args: {
    widget: chart('Units per Platform', {
      type: 'multi-series',
      xkey: 'sale_date',
      series: [
        { field: 'online_units', title: 'Online' },
        { field: 'app_units', title: 'Mobile App' },
        { field: 'marketplace_units', title: 'Marketplace' },
      ],
    }),
    rows: platformDailyRows,
  },
};

/** A full vega-lite spec in graph.spec (the fiscal dashboard's weekly comparison). */
export const FullSpec: Story = {
  args: { widget: widget(salesFiscal, 'weekly_vs_last_year'), rows: weeklyRows },
};

export const FullSpecHeatmap: Story = {
  args: { widget: widget(productMix, 'margin_heatmap'), rows: brandCategoryRows },
};

export const FullSpecNormalizedBars: Story = {
  args: { widget: widget(ecommercePlatforms, 'brand_platform_chart'), rows: brandPlatformRows },
};

/** More rows than a chart draws: the first 5,000 and a note. */
export const CappedRows: Story = {
  args: {
    widget: chart('Daily Revenue since 2021', { type: 'line', xkey: 'sale_date', ykey: 'revenue' }),
    rows: longDailyRows(5400),
  },
};

export const Spanish: Story = {
  args: { widget: widget(salesOverview, 'daily_revenue'), rows: dailyRevenueRows, locale: 'es' },
};

/** Click a bar: the container would open the widget's drilldowns with the row. */
export const Drilldown: Story = {
  args: { widget: widget(salesOverview, 'region_revenue'), rows: regionRows },
  render: function DrilldownStory({ widget: shown, rows, width, height, locale }) {
    const [clicked, setClicked] = useState<DataRow | undefined>();
    return (
      <div>
        <WidgetStoryFrame title={localizeText(shown.title, locale)} width={width} height={height}>
          <ChartWidget
            {...storyProps(shown, { rows, width, height, locale })}
            onDrilldown={setClicked}
          />
        </WidgetStoryFrame>
        <pre data-testid="drilldown-row" style={{ fontSize: 12 }}>
          {clicked ? JSON.stringify(clicked) : 'Click a bar'}
        </pre>
      </div>
    );
  },
};

/** Resize the cell: the chart follows without re-embedding. */
export const Resizing: Story = {
  args: { widget: widget(salesOverview, 'daily_revenue'), rows: dailyRevenueRows },
  render: function ResizingStory({ widget: shown, rows, locale }) {
    const [wide, setWide] = useState(false);
    const width = wide ? 760 : 420;
    const height = wide ? 340 : 240;
    return (
      <div>
        <button type="button" data-testid="resize" onClick={() => setWide(!wide)}>
          Resize
        </button>
        <WidgetStoryFrame title={localizeText(shown.title, locale)} width={width} height={height}>
          <ChartWidget {...storyProps(shown, { rows, width, height, locale })} />
        </WidgetStoryFrame>
      </div>
    );
  },
};

export const Loading: Story = {
  args: { widget: widget(salesOverview, 'region_revenue'), rows: undefined },
};

export const Empty: Story = {
  args: { widget: widget(salesOverview, 'region_revenue'), rows: [] },
};

export const Failed: Story = {
  args: {
    widget: widget(salesOverview, 'region_revenue'),
    error: 'Query retail_sales_by_region failed: statement timeout (30 s).',
  },
};

/** Rows with nothing numeric to draw. */
export const NothingToChart: Story = {
  args: {
    widget: chart('Regions', { type: 'bar' }),
    rows: [{ region_name: 'West' }, { region_name: 'East' }],
  },
};
