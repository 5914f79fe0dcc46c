import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import traffic from './index.ts';
import { TrafficWidget } from './TrafficWidget.tsx';

const widget: Widget = {
  title: 'Traffic',
  classbase: 'traffic',
  query_slug: { slug: 'widgets_traffic' },
  params: {
    // The type's defaults (the demo's column names), counted as integers.
    traffic: { ...traffic.defaults.traffic!, format: 'integer' },
  },
};
const stores = [
  { store_name: 'Boston', latitude: 42.36, longitude: -71.06, peak: 12 },
  { store_name: 'Chicago', latitude: 41.88, longitude: -87.63, peak: 13 },
  { store_name: 'Denver', latitude: 39.74, longitude: -104.99, peak: 15 },
  { store_name: 'Seattle', latitude: 47.61, longitude: -122.33, peak: 16 },
];
/** Visits from 9:00 to 21:00 peaking at each store's hour (Eastern time: later out west). */
const rows = stores.flatMap(({ peak, ...store }) =>
  Array.from({ length: 13 }, (_, i) => i + 9).map((hour) => ({
    ...store,
    hour,
    visits: Math.round(400 * Math.exp(-((hour - peak) ** 2) / 8)),
  })),
);
const meta: Meta = { title: 'Widgets/Traffic' };
export default meta;
const frame = (extra: Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>) => (
  <WidgetStoryFrame title="Traffic" width={640} height={440}>
    <TrafficWidget {...storyProps(widget, { width: 640, height: 440, ...extra })} />
  </WidgetStoryFrame>
);
export const ThroughTheDay: StoryObj = { render: () => frame({ rows }) };
export const Spanish: StoryObj = { render: () => frame({ rows, locale: 'es' }) };
export const NoHours: StoryObj = {
  render: () => frame({ rows: [{ store_name: 'Boston', visits: 3 }] }),
};
export const Empty: StoryObj = { render: () => frame({ rows: [] }) };
export const Loading: StoryObj = { render: () => frame({ loading: true }) };
export const Failed: StoryObj = { render: () => frame({ error: 'Query failed' }) };
