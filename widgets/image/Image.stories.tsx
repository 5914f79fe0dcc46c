import type { Meta, StoryObj } from '@storybook/react-vite';
import storeNetwork from '../../config-samples/acme/dashboards/store-network.json';
import storePerformance from '../../config-samples/acme/dashboards/store-performance.json';
import globexStores from '../../config-samples/globex/dashboards/store-performance.json';
import type { Widget } from '../../schemas/generated/index.ts';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import { ImageWidget } from './ImageWidget.tsx';
import { localizeText } from '../../runtime/core/format/localized-text.ts';

interface StoryArgs {
  widget: Widget;
  width: number;
  height: number;
  locale: string;
}

/**
 * The demo's image widgets, their `/api/v2/services/images/{id}` urls pointed at the same
 * files in the config directory (Storybook serves it; there is no API server here).
 */
function fromDemo(widget: unknown, file: string): Widget {
  return { ...(widget as Widget), url: file };
}

const meta: Meta<StoryArgs> = {
  title: 'Widgets/Image',
  args: {
    widget: fromDemo(storePerformance.widgets.store_banner, '/acme/images/slide-storefront.svg'),
    width: 400,
    height: 380,
    locale: 'en',
  },
  render: ({ widget, width, height, locale }) => (
    <WidgetStoryFrame title={localizeText(widget.title, locale)} width={width} height={height} bare>
      <ImageWidget {...storyProps(widget, { width, height, locale })} />
    </WidgetStoryFrame>
  ),
};
export default meta;

type Story = StoryObj<StoryArgs>;

export const StoreFormat: Story = {};

/** A wide cell: the picture keeps its proportions (object-fit: contain). */
export const WideCell: Story = { args: { width: 760, height: 260 } };

export const StoreGrowth: Story = {
  args: {
    widget: fromDemo(storeNetwork.widgets.network_image, '/acme/images/slide-growth.svg'),
  },
};

export const GlobexOpenLate: Story = {
  args: {
    widget: fromDemo(globexStores.widgets.store_banner, '/globex/images/slide-night-store.svg'),
  },
};

export const BrokenImage: Story = {
  args: {
    widget: { title: 'Old Banner', classbase: 'image', url: '/api/v2/services/images/retired' },
  },
};

export const NoUrl: Story = {
  args: { widget: { title: 'New Image', classbase: 'imageWidget' }, locale: 'es' },
};
