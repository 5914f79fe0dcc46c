import type { Meta, StoryObj } from '@storybook/react-vite';
import storeNetwork from '../../config-samples/acme/dashboards/store-network.json';
import type { Widget } from '../../schemas/generated/index.ts';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import { IframeWidget } from './IframeWidget.tsx';
import { localizeText } from '../../runtime/core/format/localized-text.ts';

interface StoryArgs {
  widget: Widget;
  width: number;
  height: number;
  locale: string;
}

const dataTerms = storeNetwork.widgets.data_terms as unknown as Widget;

const meta: Meta<StoryArgs> = {
  title: 'Widgets/Iframe',
  args: {
    // A page of this site: Storybook's own rendering of the markdown story.
    widget: {
      ...dataTerms,
      title: 'About this Dashboard (embedded page)',
      url: 'iframe.html?id=widgets-markdown--sales-overview&viewMode=story',
      params: { frame: { scrolling: true } },
    },
    width: 620,
    height: 380,
    locale: 'en',
  },
  render: ({ widget, width, height, locale }) => (
    <WidgetStoryFrame title={localizeText(widget.title, locale)} width={width} height={height}>
      <IframeWidget {...storyProps(widget, { width, height, locale })} />
    </WidgetStoryFrame>
  ),
};
export default meta;

type Story = StoryObj<StoryArgs>;

/** Same-origin page with the default sandbox (scripts, own origin, popups, forms). */
export const SameOriginPage: Story = {};

/** Another site that is not allow-listed: refused, with a link to open it in a tab. */
export const BlockedOrigin: Story = {
  args: {
    widget: {
      title: 'Partner Portal',
      classbase: 'iframeWidget',
      url: 'https://partner.example.com/login',
    },
  },
};

export const InvalidScheme: Story = {
  args: {
    widget: { title: 'Bad Link', classbase: 'iframe', url: 'javascript:alert(document.cookie)' },
  },
};

/** The container's auto-refresh clears the url for 50 ms: the frame shows its loading state. */
export const Refreshing: Story = {
  args: { widget: { ...dataTerms, url: '' } },
};

export const NoUrl: Story = {
  args: { widget: { title: 'New Page', classbase: 'iframe' }, locale: 'pt' },
};
