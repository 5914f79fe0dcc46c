import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { VideoTvWidget } from './VideoTvWidget.tsx';

const widget = (videoTv: NonNullable<Widget['params']>['videoTv']): Widget => ({
  title: 'Store TV',
  classbase: 'videoTv',
  params: { videoTv },
});
const meta: Meta = { title: 'Widgets/Video TV' };
export default meta;
const frame = (
  params: NonNullable<Widget['params']>['videoTv'],
  extra: Omit<Parameters<typeof storyProps>[1], 'width' | 'height'> = {},
) => (
  <WidgetStoryFrame title="Store TV" width={420} height={260}>
    <VideoTvWidget {...storyProps(widget(params), { width: 420, height: 260, ...extra })} />
  </WidgetStoryFrame>
);
/** The demo's clips (served by `navigator start` to a signed-in user). */
export const Playlist: StoryObj = {
  render: () =>
    frame({
      items: [
        { url: '/api/v2/tenant-files/data/videos/clip-1.webm', title: 'Weekly deals' },
        { url: '/api/v2/tenant-files/data/videos/clip-2.webm', title: 'Store of the month' },
      ],
    }),
};
export const Empty: StoryObj = { render: () => frame({ items: [] }) };
export const Blocked: StoryObj = {
  render: () => frame({ items: [{ url: 'https://elsewhere.example/clip.webm' }] }),
};
export const FromQueryLoading: StoryObj = {
  render: () => frame({ url_field: 'url' }, { loading: true }),
};
