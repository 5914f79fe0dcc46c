import type { Meta, StoryObj } from '@storybook/react-vite';
import ecommerceOverview from '../../config-samples/acme/dashboards/ecommerce-overview.json';
import salesOverview from '../../config-samples/acme/dashboards/sales-overview.json';
import globexOverview from '../../config-samples/globex/dashboards/sales-overview.json';
import type { Widget } from '../../schemas/generated/index.ts';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { dailySalesRows, ecommerceKpiRows, retailKpiRows } from './card-fixtures.ts';
import { CardWidget } from './CardWidget.tsx';
import { localizeText } from '../../runtime/core/format/localized-text.ts';

interface StoryArgs {
  widget: Widget;
  rows?: DataRow[];
  width: number;
  height: number;
  loading: boolean;
  error?: string;
  locale: string;
}

// The demo dashboards' own widgets: stories show exactly what the dashboards configure.
const acme = salesOverview.widgets as unknown as Record<string, Widget>;
const digital = ecommerceOverview.widgets.digital_kpis as unknown as Widget;
const globexKpis = globexOverview.widgets.kpis as unknown as Widget;

const dailyRevenue: Widget = {
  title: 'Daily Revenue',
  classbase: 'card',
  query_slug: { slug: 'retail_sales_daily' },
  params: {
    card: {
      cards: [
        {
          title: 'Revenue',
          field: 'revenue',
          format: 'moneyInteger',
          icon: 'chart-line',
          color: '#3c4f7a',
          description: 'latest day, last 30 days',
        },
        {
          title: 'Margin %',
          field: 'margin_pct',
          format: 'percentOne',
          goal: 0.2,
          icon: 'percentage',
          color: '#2d6a4f',
        },
      ],
    },
  },
};

const meta: Meta<StoryArgs> = {
  title: 'Widgets/Card',
  args: {
    widget: acme.kpi_revenue,
    rows: retailKpiRows,
    width: 300,
    height: 130,
    loading: false,
    locale: 'en',
  },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es', 'pt'] } },
  render: ({ widget, rows, width, height, loading, error, locale }) => (
    <WidgetStoryFrame title={localizeText(widget.title, locale)} width={width} height={height}>
      <CardWidget {...storyProps(widget, { rows, width, height, loading, error, locale })} />
    </WidgetStoryFrame>
  ),
};
export default meta;

type Story = StoryObj<StoryArgs>;

/** Trend comparison: revenue against the same dates last year. */
export const Revenue: Story = {};

/** A comparison that went down, with a goal bar (plan 22%). */
export const MarginWithGoal: Story = { args: { widget: acme.kpi_margin } };

/** Four cards across a full-width widget (ecommerce overview). */
export const DigitalKpis: Story = {
  args: { widget: digital, rows: ecommerceKpiRows, width: 1180, height: 130 },
};

/** The same four cards in a narrower, taller cell: they wrap two by two. */
export const DigitalKpisWrapped: Story = {
  args: { widget: digital, rows: ecommerceKpiRows, width: 560, height: 300 },
};

/** Globex's key figures, in its teal. */
export const GlobexKeyFigures: Story = {
  args: { widget: globexKpis, rows: retailKpiRows, width: 1180, height: 150 },
};

/** Trend: a date column and several rows give the latest value and a sparkline. */
export const Trend: Story = {
  args: { widget: dailyRevenue, rows: dailySalesRows, width: 620, height: 150 },
};

/** The factor slider (step 0.5, -100 to 100) adjusts the value measured against its goal. */
export const FactorSlider: Story = {
  args: {
    widget: {
      title: 'Units Plan',
      classbase: 'card',
      params: {
        card: {
          cards: [
            {
              title: 'Units Sold',
              field: 'units',
              format: 'integer',
              compare_field: 'units_prev',
              icon: 'package',
              color: '#3c4f7a',
            },
          ],
        },
        slider: { factor: 5, goal: 30000 },
      },
    },
    height: 180,
    width: 340,
  },
};

/** No card config (a chart switched to cards in the preview panel): cards from the columns. */
export const DerivedFromColumns: Story = {
  args: {
    widget: { title: 'Retail KPIs', classbase: 'card', query_slug: { slug: 'retail_kpis' } },
    width: 1180,
    height: 130,
  },
};

export const Spanish: Story = {
  args: { widget: digital, rows: ecommerceKpiRows, width: 1180, height: 130, locale: 'es' },
};

export const Loading: Story = {
  args: { widget: digital, rows: undefined, loading: true, width: 1180 },
};

export const Empty: Story = { args: { rows: [] } };

export const LoadError: Story = {
  args: { rows: undefined, error: 'Query retail_kpis failed: statement timeout (30 s).' },
};
