import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Widget } from '../../schemas/generated/index.ts';
import { PlaceholderWidget } from './PlaceholderWidget.tsx';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../runtime/widget-sdk/WidgetState.tsx';
import { localizeText } from '../../runtime/core/format/localized-text.ts';

interface StoryArgs {
  widget: Widget;
  width: number;
  height: number;
  locale: string;
}

const meta: Meta<StoryArgs> = {
  title: 'Widgets/Placeholder',
  args: {
    widget: { title: 'New widget', classbase: 'placeholder' },
    width: 420,
    height: 240,
    locale: 'en',
  },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es', 'pt'] } },
  render: ({ widget, width, height, locale }) => (
    <WidgetStoryFrame title={localizeText(widget.title, locale)} width={width} height={height}>
      <PlaceholderWidget {...storyProps(widget, { width, height, locale })} />
    </WidgetStoryFrame>
  ),
};
export default meta;

type Story = StoryObj<StoryArgs>;

export const Default: Story = {};

export const CustomText: Story = {
  args: {
    widget: {
      title: 'Store Traffic (coming soon)',
      classbase: 'placeholder',
      params: { placeholder: 'Door-counter data arrives with the March release' },
    },
  },
};

/** The container's fallback for a classbase no type claims. */
export const UnknownClassbase: Story = {
  args: {
    widget: {
      title: 'Photo Feed',
      classbase: 'photofeedWidget' as Widget['classbase'],
    },
  },
};

export const Spanish: Story = { args: { locale: 'es' } };

export const Compact: Story = { args: { width: 280, height: 110 } };

/** The shared states every widget type uses. */
export const SharedStates: Story = {
  render: ({ width, height, locale }) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <WidgetStoryFrame title="Loading" width={width} height={height}>
        <WidgetLoading locale={locale} height={height} />
      </WidgetStoryFrame>
      <WidgetStoryFrame title="Empty" width={width} height={height}>
        <WidgetEmpty locale={locale} height={height} />
      </WidgetStoryFrame>
      <WidgetStoryFrame title="Error" width={width} height={height}>
        <WidgetError
          locale={locale}
          height={height}
          message="Query retail_kpis failed: statement timeout (30 s)."
          onRetry={() => undefined}
        />
      </WidgetStoryFrame>
    </div>
  ),
};
