import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Widget } from '../../schemas/generated/index.ts';
import { resolveWidgetType } from '../../runtime/app/widget-container/widget-type.ts';
import './settings-texts.ts';
import { SettingsDialog } from './SettingsDialog.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { demoWidgets, SettingsStoryFrame, storyUser } from './story-support.tsx';

interface StoryArgs {
  widget: Widget;
  user: 'owner' | 'super';
  view: 'dialog' | 'drawer';
  hideTabs: boolean;
}

const meta: Meta<StoryArgs> = {
  title: 'Builder/Settings',
  args: {
    widget: demoWidgets.daily_revenue as Widget,
    user: 'owner',
    view: 'dialog',
    hideTabs: false,
  },
  argTypes: {
    user: { control: 'inline-radio', options: ['owner', 'super'] },
    view: { control: 'inline-radio', options: ['dialog', 'drawer'] },
  },
  parameters: { layout: 'fullscreen' },
  render: ({ widget, user, view, hideTabs }) => (
    <SettingsStoryFrame user={storyUser(user)}>
      {view === 'dialog' ? (
        <SettingsDialog
          onClose={() => undefined}
          widget={widget}
          definition={resolveWidgetType(widget.classbase)}
          shareLink={`https://acme.example/v2/share/widget/sales-overview/${widget.widget_id}`}
          hideTabs={hideTabs}
          onOpenDrawer={() => undefined}
        />
      ) : (
        <SettingsDrawer
          onClose={() => undefined}
          widget={widget}
          definition={resolveWidgetType(widget.classbase)}
        />
      )}
    </SettingsStoryFrame>
  ),
};
export default meta;

type Story = StoryObj<StoryArgs>;

/** The owner's small dialog (40% wide): Attributes, Help, Datasource, Share. */
export const Dialog: Story = {};

/** On the share-widget route the dialog hides its four tabs. */
export const DialogOnShareRoute: Story = { args: { hideTabs: true } };

/** The full-screen drawer of a markdown widget: its preview needs no query. */
export const DrawerMarkdown: Story = {
  args: { view: 'drawer', widget: demoWidgets.about as Widget },
};

/**
 * The super user's drawer adds Advanced mode - Params and the query editor button; not the
 * owner, so Save changes stays disabled (the server would refuse it too).
 */
export const DrawerSuperUser: Story = {
  args: { view: 'drawer', user: 'super', widget: demoWidgets.region_revenue as Widget },
};
