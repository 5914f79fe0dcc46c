import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { PlaceWidget } from './PlaceWidget.tsx';

const fields = {
  name_field: 'store_name',
  address_fields: ['city', 'state'],
  latitude_field: 'latitude',
  longitude_field: 'longitude',
  zoom: 6,
};
const fromQuery: Widget = {
  title: 'Place',
  classbase: 'place',
  query_slug: { slug: 'widgets_place' },
  params: { place: fields },
};
const fromParams: Widget = {
  title: 'Head office',
  classbase: 'place',
  params: {
    place: {
      name: 'Head office',
      address: '1 Main St, Denver, CO',
      latitude: 39.74,
      longitude: -104.99,
      zoom: 8,
    },
  },
};
const rows = [
  { store_name: 'Acme Boston', city: 'Boston', state: 'MA', latitude: 42.36, longitude: -71.06 },
];
const meta: Meta = { title: 'Widgets/Place' };
export default meta;
const frame = (
  widget: Widget,
  extra: Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>,
) => (
  <WidgetStoryFrame title={String(widget.title)} width={520} height={360}>
    <PlaceWidget {...storyProps(widget, { width: 520, height: 360, ...extra })} />
  </WidgetStoryFrame>
);
export const FromQuery: StoryObj = { render: () => frame(fromQuery, { rows }) };
export const FromParams: StoryObj = { render: () => frame(fromParams, {}) };
export const NoCoordinates: StoryObj = {
  render: () => frame(fromQuery, { rows: [{ store_name: 'Nowhere' }] }),
};
export const Empty: StoryObj = { render: () => frame(fromQuery, { rows: [] }) };
export const Loading: StoryObj = { render: () => frame(fromQuery, { loading: true }) };
export const Failed: StoryObj = { render: () => frame(fromQuery, { error: 'Query failed' }) };
