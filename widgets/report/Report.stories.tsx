import type { Meta, StoryObj } from '@storybook/react-vite';
import ecommercePlatforms from '../../config-samples/acme/dashboards/ecommerce-platforms.json';
import productMix from '../../config-samples/acme/dashboards/product-mix.json';
import type { Widget } from '../../schemas/generated/index.ts';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { brandPlatformRows, marginByCategoryRows } from './report-fixtures.ts';
import { ReportWidget } from './ReportWidget.tsx';
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

// The demo dashboards' own report widgets.
const productReport = productMix.widgets.product_report as unknown as Widget;
const platformReport = ecommercePlatforms.widgets.platform_report as unknown as Widget;

const meta: Meta<StoryArgs> = {
  title: 'Widgets/Report',
  args: {
    widget: productReport,
    rows: marginByCategoryRows,
    width: 980,
    height: 380,
    loading: false,
    locale: 'en',
  },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es', 'pt'] } },
  render: ({ widget, rows, width, height, loading, error, locale }) => (
    <WidgetStoryFrame title={localizeText(widget.title, locale)} width={width} height={height}>
      <ReportWidget {...storyProps(widget, { rows, width, height, loading, error, locale })} />
    </WidgetStoryFrame>
  ),
};
export default meta;

type Story = StoryObj<StoryArgs>;

/** Margin by category and brand: the EDA summary, with profiling CSV and HTML downloads. */
export const MarginReport: Story = {};

/** The same report switched to the printable HTML preview. */
export const HtmlPreview: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'HTML report' }));
  },
};

/** Profiling and EDA only (ecommerce platforms): no HTML view or download. */
export const PlatformReport: Story = {
  args: { widget: platformReport, rows: brandPlatformRows, width: 760 },
};

export const Portuguese: Story = { args: { locale: 'pt' } };

export const Loading: Story = { args: { rows: undefined, loading: true } };

export const Empty: Story = { args: { rows: [] } };

export const LoadError: Story = {
  args: {
    rows: undefined,
    error: 'Query retail_margin_by_category failed: parameter min_revenue must be a number.',
  },
};
