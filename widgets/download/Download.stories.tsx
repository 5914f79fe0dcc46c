import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { DownloadWidget } from './DownloadWidget.tsx';

const widget: Widget = {
  title: 'Top stores',
  classbase: 'download',
  format_definition: { revenue: 'money', margin: 'percentOne' },
  params: { download: { formats: ['csv', 'xlsx', 'json'] } },
};
const rows = [
  { store_name: 'Acme Miami', revenue: 182345.129, units: 4211, margin: 0.31234 },
  { store_name: 'Acme Seattle North', revenue: 171002.5, units: 3990, margin: 0.29871 },
];
const meta: Meta = { title: 'Widgets/Download' };
export default meta;
const frame = (extra: Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>) => (
  <WidgetStoryFrame title="Top stores" width={380} height={220}>
    <DownloadWidget {...storyProps(widget, { width: 380, height: 220, ...extra })} />
  </WidgetStoryFrame>
);
export const WithRows: StoryObj = { render: () => frame({ rows }) };
export const Spanish: StoryObj = { render: () => frame({ rows, locale: 'es' }) };
export const Empty: StoryObj = { render: () => frame({ rows: [] }) };
export const Loading: StoryObj = { render: () => frame({ loading: true }) };
export const Failed: StoryObj = { render: () => frame({ error: 'Query failed' }) };
