import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  storyProps,
  storySignIn,
  WidgetStoryFrame,
} from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { ProfileCardWidget } from './ProfileCardWidget.tsx';

storySignIn(
  {
    user_id: 3,
    userh: { id: 3, super: true },
    first_name: 'Samir',
    last_name: 'Patel',
    email: 'super@acme-retail.example',
    username: 'super',
    superuser: false,
    groups: ['analysts', 'data-engineering'],
    programs: ['retail'],
    auth_method: 'BasicAuth',
    filtering_fixed: '{}',
    tenant: 'acme',
    session: 'story',
    sessionid: 'story',
  },
  { tenant: 'acme', name: 'Acme Retail' },
);

const widget: Widget = {
  title: 'My profile',
  classbase: 'profileCard',
  query_slug: { slug: 'widgets_profile_activity' },
  params: {
    profileCard: {
      user_field: 'user_email',
      figures: [
        { field: 'visits_reported', title: 'Visits reported', format: 'integer' },
        { field: 'submissions', title: 'Submissions', format: 'integer' },
        { field: 'last_submission', title: 'Last submission', format: 'date' },
      ],
    },
  },
};
const rows = [
  {
    user_email: 'super@acme-retail.example',
    visits_reported: 12,
    submissions: 9,
    last_submission: '2026-11-20',
  },
];
const meta: Meta = { title: 'Widgets/Profile card' };
export default meta;
const frame = (extra: Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>) => (
  <WidgetStoryFrame title="My profile" width={400} height={300}>
    <ProfileCardWidget {...storyProps(widget, { width: 400, height: 300, ...extra })} />
  </WidgetStoryFrame>
);
export const WithFigures: StoryObj = { render: () => frame({ rows }) };
export const NoFiguresYet: StoryObj = { render: () => frame({ rows: [] }) };
export const Portuguese: StoryObj = { render: () => frame({ rows, locale: 'pt' }) };
export const Loading: StoryObj = { render: () => frame({ loading: true }) };
export const Failed: StoryObj = { render: () => frame({ error: 'Query failed' }) };
