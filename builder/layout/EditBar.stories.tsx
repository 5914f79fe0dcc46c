import type { Meta, StoryObj } from '@storybook/react-vite';
import salesOverview from '../../config-samples/acme/dashboards/sales-overview.json';
import type { Widget } from '../../schemas/generated/index.ts';
import { EditBar } from './EditBar.tsx';
import { EditItemBar } from './EditItemBar.tsx';
import { TemplatePrompt } from './TemplatePrompt.tsx';
import { WidgetPalette } from './WidgetPalette.tsx';

const noop = () => undefined;
// A widget of the demo dashboard, as the editor shows it.
const brandMix = {
  ...(salesOverview.widgets.brand_mix as Widget),
  widget_id: 'brand_mix',
  dashboard_id: 'sales-overview',
};

const meta: Meta<typeof EditBar> = {
  title: 'Builder/Layout/Edit bar',
  component: EditBar,
  args: {
    dirty: false,
    saving: false,
    conflict: false,
    onAdd: noop,
    onSave: noop,
    onCancel: noop,
    onOverwrite: noop,
    onDiscard: noop,
  },
};
export default meta;

type Story = StoryObj<typeof EditBar>;

/** Edit mode just turned on: nothing to save, Cancel reads Done. */
export const Clean: Story = {};

/** A widget was moved: Save layout is enabled. */
export const Unsaved: Story = { args: { dirty: true } };

/** The save was refused as stale (409): the layout stays, two ways out. */
export const Conflict: Story = { args: { dirty: true, conflict: true } };

/** The strip above each widget in edit mode. */
export const ItemStrip: StoryObj = {
  render: () => (
    <div style={{ width: 420 }}>
      <EditItemBar widget={brandMix} onDuplicate={noop} onTemplate={noop} />
    </div>
  ),
};

/** The palette drawer with the registered widget types. */
export const Palette: StoryObj = {
  render: () => (
    <WidgetPalette
      opened
      onClose={noop}
      dashboardId="sales-overview"
      version={undefined}
      onAdded={noop}
      onConflict={noop}
    />
  ),
};

/** Save as template; without a server the save shows 'An error has occurred'. */
export const TemplateTitlePrompt: StoryObj = {
  render: () => <TemplatePrompt widget={brandMix} onClose={noop} />,
};
