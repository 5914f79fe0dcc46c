import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { GaugeWidget } from './GaugeWidget.tsx';

const widget: Widget = {
  title: 'Revenue vs target',
  classbase: 'gauge',
  params: {
    gauge: {
      value_field: 'revenue',
      target_field: 'target',
      max_field: 'ceiling',
      format: 'moneyInteger',
      relative: true,
      bands: [
        { to: 0.9, color: '#ff7875', label: 'Behind' },
        { to: 1, color: '#ffc53d', label: 'Close' },
        { to: 2, color: '#73d13d', label: 'On target' },
      ],
    },
  },
};
const meta: Meta = { title: 'Widgets/Gauge' };
export default meta;
const frame = (extra: Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>) => (
  <WidgetStoryFrame title="Revenue vs target" width={360} height={240}>
    <GaugeWidget {...storyProps(widget, { width: 360, height: 240, ...extra })} />
  </WidgetStoryFrame>
);
export const OnTarget: StoryObj = {
  render: () => frame({ rows: [{ revenue: 1_084_000, target: 1_000_000, ceiling: 1_250_000 }] }),
};
export const Behind: StoryObj = {
  render: () => frame({ rows: [{ revenue: 640_000, target: 1_000_000, ceiling: 1_250_000 }] }),
};
export const NoValue: StoryObj = { render: () => frame({ rows: [{ revenue: null }] }) };
export const Empty: StoryObj = { render: () => frame({ rows: [] }) };
export const Loading: StoryObj = { render: () => frame({ loading: true }) };
export const Failed: StoryObj = { render: () => frame({ error: 'Query failed' }) };
