import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { TimelineWidget } from './TimelineWidget.tsx';

const widget: Widget = {
  title: 'Store events',
  classbase: 'timeline',
  params: {
    timeline: {
      date_field: 'event_at',
      title_field: 'title',
      type_field: 'event_type',
      detail_field: 'store_name',
      icons: { delivery: 'truck', promotion: 'speakerphone', incident: 'alert-triangle' },
    },
  },
};
const rows = [
  {
    event_at: '2026-11-14 16:00:00',
    title: 'Incident reported',
    event_type: 'incident',
    store_name: 'Acme Miami',
  },
  {
    event_at: '2026-11-14 09:30:00',
    title: 'Delivery received',
    event_type: 'delivery',
    store_name: 'Acme Lowell',
  },
  {
    event_at: '2026-11-13 11:00:00',
    title: 'Promotion launched',
    event_type: 'promotion',
    store_name: 'Acme Provo North',
  },
];
const meta: Meta = { title: 'Widgets/Timeline' };
export default meta;
const frame = (extra: Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>) => (
  <WidgetStoryFrame title="Store events" width={380} height={320}>
    <TimelineWidget {...storyProps(widget, { width: 380, height: 320, ...extra })} />
  </WidgetStoryFrame>
);
export const Events: StoryObj = { render: () => frame({ rows }) };
export const Portuguese: StoryObj = { render: () => frame({ rows, locale: 'pt' }) };
export const NoDates: StoryObj = {
  render: () => frame({ rows: [{ event_at: 'soon', title: 'x' }] }),
};
export const Empty: StoryObj = { render: () => frame({ rows: [] }) };
export const Loading: StoryObj = { render: () => frame({ loading: true }) };
export const Failed: StoryObj = { render: () => frame({ error: 'Query failed' }) };
