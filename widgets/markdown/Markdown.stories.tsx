import type { Meta, StoryObj } from '@storybook/react-vite';
import productMix from '../../config-samples/acme/dashboards/product-mix.json';
import salesFiscal from '../../config-samples/acme/dashboards/sales-fiscal.json';
import salesOverview from '../../config-samples/acme/dashboards/sales-overview.json';
import storeTraffic from '../../config-samples/acme/dashboards/store-traffic.json';
import type { Widget } from '../../schemas/generated/index.ts';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import { MarkdownWidget } from './MarkdownWidget.tsx';
import { localizeText } from '../../runtime/core/format/localized-text.ts';

interface StoryArgs {
  widget: Widget;
  width: number;
  height: number;
  locale: string;
}

const demo = (widget: unknown) => widget as Widget;

const meta: Meta<StoryArgs> = {
  title: 'Widgets/Markdown',
  args: {
    widget: demo(salesOverview.widgets.about),
    width: 400,
    height: 330,
    locale: 'en',
  },
  render: ({ widget, width, height, locale }) => (
    <WidgetStoryFrame title={localizeText(widget.title, locale)} width={width} height={height}>
      <MarkdownWidget {...storyProps(widget, { width, height, locale })} />
    </WidgetStoryFrame>
  ),
};
export default meta;

type Story = StoryObj<StoryArgs>;

export const SalesOverview: Story = {};

export const FiscalCalendar: Story = { args: { widget: demo(salesFiscal.widgets.fiscal_help) } };

export const ProductMix: Story = { args: { widget: demo(productMix.widgets.product_help) } };

/** A paragraph only, in a short cell (store traffic). */
export const ShortNote: Story = {
  args: { widget: demo(storeTraffic.widgets.traffic_help), width: 380, height: 150 },
};

/** Headings, a table, code, a quote and links (external ones open in a new tab). */
export const RichContent: Story = {
  args: {
    width: 560,
    height: 420,
    widget: {
      title: 'Reading the Numbers',
      classbase: 'markdown',
      params: {
        markdown: [
          '## Definitions',
          '',
          '| Measure | Formula | Plan |',
          '| --- | --- | ---: |',
          '| Gross margin % | (revenue − cost) / revenue | 22% |',
          '| Avg ticket | revenue / sales lines | $ 330 |',
          '| Revenue per visit | revenue / door-counter visits | $ 15 |',
          '',
          '> Data is loaded nightly at 5:30 AM Eastern.',
          '',
          'Filters send `firstdate` and `lastdate` to every query:',
          '',
          '```sql',
          'WHERE sale_date BETWEEN {firstdate} AND {lastdate}',
          '```',
          '',
          'See the [data dictionary](https://wiki.acme.example/data) or the [terms](/terms-of-use-agreement).',
        ].join('\n'),
      },
    },
  },
};

/** Script, event handlers and javascript: links are stripped; the text stays. */
export const Sanitized: Story = {
  args: {
    widget: {
      title: 'Pasted from an email',
      classbase: 'markdown',
      params: {
        markdown: [
          '### Heads up',
          '',
          'Click <a href="javascript:alert(document.cookie)">here</a> or [here](javascript:alert(1)).',
          '',
          '<img src="/acme/images/logo.svg" width="120" onerror="alert(1)" onload="alert(2)">',
          '',
          '<script>fetch("/api/v1/logout")</script><style>body{display:none}</style>',
          'The rest of the note is still here.',
        ].join('\n'),
      },
    },
  },
};

export const Empty: Story = {
  args: {
    widget: { title: 'Notes', classbase: 'markdown', params: { markdown: '' } },
    locale: 'es',
  },
};
