import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { RewardsWidget } from './RewardsWidget.tsx';

const widget: Widget = {
  title: 'Rewards',
  classbase: 'rewards',
  params: {
    rewards: {
      name_field: 'associate_name',
      points_field: 'points',
      badges_field: 'badges',
      subtitle_field: 'store_name',
      limit: 5,
    },
  },
};
const rows = [
  {
    associate_name: 'Nora Garcia',
    store_name: 'Acme Seattle North',
    points: 4925,
    badges: 'Upsell pro, Five stars',
  },
  { associate_name: 'Mia Adams', store_name: 'Acme Miami', points: 4729, badges: 'Team player' },
  { associate_name: 'Ava Brooks', store_name: 'Acme Bridgeport', points: 4729, badges: '' },
  {
    associate_name: 'Diego Brooks',
    store_name: 'Acme Rockville',
    points: 3685,
    badges: 'Top seller',
  },
];
const meta: Meta = { title: 'Widgets/Rewards' };
export default meta;
const frame = (extra: Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>) => (
  <WidgetStoryFrame title="Rewards" width={380} height={320}>
    <RewardsWidget {...storyProps(widget, { width: 380, height: 320, ...extra })} />
  </WidgetStoryFrame>
);
export const Leaderboard: StoryObj = { render: () => frame({ rows }) };
export const Empty: StoryObj = { render: () => frame({ rows: [] }) };
export const Loading: StoryObj = { render: () => frame({ loading: true }) };
export const Failed: StoryObj = { render: () => frame({ error: 'Query failed' }) };
