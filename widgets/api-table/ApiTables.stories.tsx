import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProps, WidgetStoryFrame } from '../../runtime/widget-sdk/story-support.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import { ApiEasyTableWidget } from '../api-easy-table/ApiEasyTableWidget.tsx';
import { ApiTableWidget } from './ApiTableWidget.tsx';

/** Rows as a partner's JSON API sends them: figures as text, dates as ISO text. */
const rows = [
  {
    store_name: 'Acme Seattle North',
    city: 'Seattle',
    delivery_cost_usd: '1204.50',
    open_tickets: 4,
    last_delivery: '2026-11-12',
  },
  {
    store_name: 'Acme Miami',
    city: 'Miami',
    delivery_cost_usd: '986.25',
    open_tickets: 7,
    last_delivery: '2026-11-10',
  },
  {
    store_name: 'Acme Bridgeport',
    city: 'Bridgeport',
    delivery_cost_usd: '1532.00',
    open_tickets: 2,
    last_delivery: '2026-11-13',
  },
];
const apiTable: Widget = {
  title: 'Partner deliveries (API)',
  classbase: 'apiTable',
  params: {
    apiTable: {
      columns: [
        { field: 'store_name', label: { en: 'Store', es: 'Tienda', pt: 'Loja' } },
        { field: 'delivery_cost_usd', label: 'Delivery cost', format: 'money' },
        { field: 'open_tickets', label: 'Open tickets', format: 'integer' },
      ],
    },
  },
};
const easyTable: Widget = { title: 'Partner feed (API)', classbase: 'apiEasyTable' };

const meta: Meta = { title: 'Widgets/API tables' };
export default meta;
type Extra = Omit<Parameters<typeof storyProps>[1], 'width' | 'height'>;
const size = { width: 560, height: 240 };
const table = (extra: Extra) => (
  <WidgetStoryFrame title="api table" {...size}>
    <ApiTableWidget {...storyProps(apiTable, { ...size, ...extra })} />
  </WidgetStoryFrame>
);
const easy = (extra: Extra) => (
  <WidgetStoryFrame title="api easy table" {...size}>
    <ApiEasyTableWidget {...storyProps(easyTable, { ...size, ...extra })} />
  </WidgetStoryFrame>
);
export const DeclaredColumns: StoryObj = { render: () => table({ rows }) };
export const DeclaredColumnsSpanish: StoryObj = { render: () => table({ rows, locale: 'es' }) };
export const InferredColumns: StoryObj = { render: () => easy({ rows }) };
export const Empty: StoryObj = { render: () => easy({ rows: [] }) };
export const Loading: StoryObj = { render: () => table({ loading: true }) };
export const Failed: StoryObj = {
  render: () =>
    easy({ error: 'Datasource "partner_api": the API answered 500 Internal Server Error' }),
};
