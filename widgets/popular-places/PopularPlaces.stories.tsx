import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { PopularPlacesWidget } from './PopularPlacesWidget.tsx';

const widget: Widget = {
  title: 'Popular places',
  classbase: 'popularPlaces',
  params: {
    popularPlaces: {
      name_field: 'store_name',
      value_field: 'revenue',
      latitude_field: 'latitude',
      longitude_field: 'longitude',
      top: 5,
      format: 'moneyInteger',
    },
  },
};
const rows = [
  { store_name: 'Boston', revenue: 182_000, latitude: 42.36, longitude: -71.06 },
  { store_name: 'Austin', revenue: 96_000, latitude: 30.27, longitude: -97.74 },
  { store_name: 'Denver', revenue: 74_000, latitude: 39.74, longitude: -104.99 },
  { store_name: 'Seattle', revenue: 131_000, latitude: 47.61, longitude: -122.33 },
  { store_name: 'Miami', revenue: 58_000, latitude: 25.76, longitude: -80.19 },
  { store_name: 'Chicago', revenue: 41_000, latitude: 41.88, longitude: -87.63 },
];
const meta: Meta = { title: 'Widgets/Popular places' };
export default meta;
const frame = (extra: Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>) => (
  <WidgetStoryFrame title="Popular places" width={640} height={400}>
    <PopularPlacesWidget {...storyProps(widget, { width: 640, height: 400, ...extra })} />
  </WidgetStoryFrame>
);
export const TopFive: StoryObj = { render: () => frame({ rows }) };
export const NoCoordinates: StoryObj = {
  render: () => frame({ rows: [{ store_name: 'Nowhere', revenue: 10 }] }),
};
export const Empty: StoryObj = { render: () => frame({ rows: [] }) };
export const Loading: StoryObj = { render: () => frame({ loading: true }) };
export const Failed: StoryObj = { render: () => frame({ error: 'Query failed' }) };
