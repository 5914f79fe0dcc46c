import type { Meta, StoryObj } from '@storybook/react-vite';
import storeNetwork from '../../config-samples/acme/dashboards/store-network.json';
import type { Widget } from '../../schemas/generated/index.ts';
import { WidgetFilteringDialog } from './WidgetFilteringDialog.tsx';
import { WidgetFilteringEditor } from './WidgetFilteringEditor.tsx';

/**
 * The demo's Store List widget with saved rules; without an API server the fields and their
 * types come from the sample rows, as they do when the column lookup fails.
 */
const widget: Widget = {
  ...(storeNetwork.widgets.store_list as unknown as Widget),
  widget_id: 'story_store_list',
  dashboard_id: 'store-network',
  params: {
    ...(storeNetwork.widgets.store_list.params as Widget['params']),
    filterOptions: {
      items: [
        { field: 'state', operator: '==', value: 'FL', dataType: 'string', union: 'OR' },
        { field: 'city', operator: '==', value: 'Atlanta', dataType: 'string', union: 'OR' },
        { field: 'store_id', operator: 'NOT IN', valueIn: [12, 14], dataType: 'int' },
        {
          field: 'opened_on',
          operator: 'range',
          value: ['2010-01-01', '2020-12-31'],
          dataType: 'date',
        },
      ],
    },
  },
};

const rows = [
  {
    store_id: 11,
    store_name: 'Acme Miami',
    city: 'Miami',
    state: 'FL',
    opened_on: '2012-03-01',
    square_feet: 32000,
  },
  {
    store_id: 12,
    store_name: 'Acme Tampa',
    city: 'Tampa',
    state: 'FL',
    opened_on: '2015-06-12',
    square_feet: 28500,
  },
  {
    store_id: 14,
    store_name: 'Acme Atlanta',
    city: 'Atlanta',
    state: 'GA',
    opened_on: '2009-11-20',
    square_feet: 41000,
  },
  {
    store_id: 15,
    store_name: 'Acme Savannah',
    city: 'Savannah',
    state: 'GA',
    opened_on: '2019-02-08',
    square_feet: 23500,
  },
];

const meta: Meta = { title: 'Builder/Widget Filtering' };
export default meta;

/** The dialog: 40% wide, only Cancel, Apply or its close button end it. */
export const Dialog: StoryObj = {
  render: () => (
    <WidgetFilteringDialog opened onClose={() => undefined} widget={widget} rows={rows} canSave />
  ),
};

/** The same editor inline, as the side filter panel shows it. */
export const Inline: StoryObj = {
  render: () => (
    <div style={{ width: 330, maxHeight: 445, overflowY: 'auto', padding: 8 }}>
      <WidgetFilteringEditor widget={widget} rows={rows} variant="inline" />
    </div>
  ),
};

/** A widget without rules: one blank rule to start from. */
export const Empty: StoryObj = {
  render: () => (
    <div style={{ width: 600, padding: 16 }}>
      <WidgetFilteringEditor
        widget={{ ...widget, widget_id: 'story_empty', params: {} }}
        rows={rows}
        variant="dialog"
      />
    </div>
  ),
};
