import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { QuickstartWidget } from './QuickstartWidget.tsx';

// Storybook has no API server: the checklist shows its loading, then its error state (retry).
const widget: Widget = {
  title: 'Get started',
  classbase: 'quickstart',
  uid: 'widget-gallery/quickstart',
  params: {
    quickstart: {
      items: [
        {
          id: 'open-dashboard',
          title: 'Open a dashboard',
          description: 'Pick one in the sidebar.',
        },
        {
          id: 'filter',
          title: { en: 'Filter by region', es: 'Filtra por región', pt: 'Filtre por região' },
        },
      ],
    },
  },
};
const meta: Meta = { title: 'Widgets/Quickstart' };
export default meta;
const frame = (story: Widget, locale = 'en') => (
  <WidgetStoryFrame title="Get started" width={360} height={260}>
    <QuickstartWidget {...storyProps(story, { width: 360, height: 260, locale })} />
  </WidgetStoryFrame>
);
export const Checklist: StoryObj = { render: () => frame(widget) };
export const NoItems: StoryObj = {
  render: () => frame({ ...widget, params: { quickstart: { items: [] } } }, 'es'),
};
