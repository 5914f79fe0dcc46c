import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Widget } from '../../schemas/generated/index.ts';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import { ServerTableWidget } from './ServerTableWidget.tsx';

// The table fetches its pages from the server: without one (Storybook) a widget with a slug
// shows the error state with its retry, one without a slug stays in its loading state.
const meta: Meta = { title: 'Widgets/Server-side query table' };
export default meta;

const frame = (widget: Widget) => (
  <WidgetStoryFrame title="Sales lines" width={640} height={360}>
    <ServerTableWidget {...storyProps(widget, { width: 640, height: 360 })} />
  </WidgetStoryFrame>
);
export const Loading: StoryObj = {
  render: () => frame({ title: 'Sales lines', classbase: 'serverTable' }),
};
export const Failed: StoryObj = {
  render: () =>
    frame({
      title: 'Sales lines',
      classbase: 'serverTable',
      query_slug: { slug: 'retail_sales_lines' },
    }),
};
