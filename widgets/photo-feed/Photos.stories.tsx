import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { PhotoGalleryWidget } from '../photo-gallery/PhotoGalleryWidget.tsx';
import { PhotoFeedWidget } from './PhotoFeedWidget.tsx';

// Storybook serves config-samples: the demo's generated store-visit pictures.
const rows = Array.from({ length: 12 }, (_, i) => ({
  visited_at: `2026-11-${String(14 - Math.floor(i / 3)).padStart(2, '0')} 1${i % 10}:00`,
  store_name: `Acme store ${i + 1}`,
  caption: ['Front entrance', 'Main aisle', 'Checkout lanes'][i % 3],
  photo_url: `/acme/data/photos/visit-${String(i + 1).padStart(2, '0')}.svg`,
}));
const params = {
  photos: {
    image_field: 'photo_url',
    caption_field: 'caption',
    title_field: 'store_name',
    date_field: 'visited_at',
    page_size: 3,
  },
};
const feed: Widget = { title: 'Store visits', classbase: 'photoFeed', params };
const gallery: Widget = { title: 'Store visits', classbase: 'photoGallery', params };
const meta: Meta = { title: 'Widgets/Photos' };
export default meta;
type Extra = Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>;
const frame = (widget: Widget, extra: Extra) => (
  <WidgetStoryFrame title="Store visits" width={420} height={360}>
    {widget.classbase === 'photoFeed' ? (
      <PhotoFeedWidget {...storyProps(widget, { width: 420, height: 360, ...extra })} />
    ) : (
      <PhotoGalleryWidget {...storyProps(widget, { width: 420, height: 360, ...extra })} />
    )}
  </WidgetStoryFrame>
);
export const Feed: StoryObj = { render: () => frame(feed, { rows }) };
export const Gallery: StoryObj = { render: () => frame(gallery, { rows }) };
export const NoAllowedPictures: StoryObj = {
  render: () => frame(gallery, { rows: [{ photo_url: 'javascript:alert(1)' }] }),
};
export const Empty: StoryObj = { render: () => frame(feed, { rows: [] }) };
export const Loading: StoryObj = { render: () => frame(feed, { loading: true }) };
export const Failed: StoryObj = { render: () => frame(gallery, { error: 'Query failed' }) };
