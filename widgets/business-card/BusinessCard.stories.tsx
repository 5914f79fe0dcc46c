import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { BusinessCardWidget } from './BusinessCardWidget.tsx';

const widget: Widget = {
  title: 'Store card',
  classbase: 'businessCard',
  params: {
    businessCard: {
      name_field: 'store_name',
      subtitle_field: 'district_name',
      image_field: 'photo_url',
      address_fields: ['street_address', 'city_line'],
      phone_field: 'phone',
      email_field: 'manager_email',
      kpis: [
        { field: 'revenue', title: 'Revenue', format: 'moneyInteger' },
        { field: 'units', title: 'Units', format: 'integer' },
        { field: 'margin_pct', title: 'Margin', format: 'percentOne' },
        { field: 'sales_per_sqft', title: 'Sales / sq ft', format: 'money' },
      ],
    },
  },
};
const rows = [
  {
    store_name: 'Acme Seattle North',
    district_name: 'Seattle District',
    photo_url: '/acme/data/photos/visit-03.svg',
    street_address: '3069 Market Street',
    city_line: 'Seattle, WA',
    phone: '(206) 555-0142',
    manager_email: 'manager.store042@acme-retail.example',
    revenue: 1523400.5,
    units: 18250,
    margin_pct: 0.312,
    sales_per_sqft: 38.4,
  },
];
const meta: Meta = { title: 'Widgets/Business card' };
export default meta;
const frame = (
  extra: Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>,
  width = 560,
  height = 340,
) => (
  <WidgetStoryFrame title="Store card" width={width} height={height}>
    <BusinessCardWidget {...storyProps(widget, { width, height, ...extra })} />
  </WidgetStoryFrame>
);
export const Store: StoryObj = { render: () => frame({ rows }) };
export const Narrow: StoryObj = { render: () => frame({ rows }, 300, 520) };
export const Spanish: StoryObj = { render: () => frame({ rows, locale: 'es' }) };
export const Empty: StoryObj = { render: () => frame({ rows: [] }) };
export const Loading: StoryObj = { render: () => frame({ loading: true }) };
export const Failed: StoryObj = { render: () => frame({ error: 'Query failed' }) };
