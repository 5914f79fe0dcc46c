import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import full from '../../schemas/fixtures/conditions/valid/full.json';
import type { Conditions } from '../../schemas/generated/index.ts';
import { ConditionsEditor } from './ConditionsEditor.tsx';

/**
 * The conditions editor on the conditions schema's own example. Without a slug the preview
 * only says to choose one (it needs the API).
 */
const meta: Meta = { title: 'Builder/Conditions editor' };
export default meta;

const COLUMNS = [
  'order_date',
  'region_id',
  'region_name',
  'store_id',
  'store_name',
  'brand',
  'category',
  'net_sales',
  'closed_at',
];

export const FullExample: StoryObj = {
  render: function Render() {
    const [value, setValue] = useState<Conditions>(full as Conditions);
    return (
      <div style={{ display: 'grid', gridTemplateColumns: '520px 1fr', gap: 16 }}>
        <ConditionsEditor slug={undefined} columns={COLUMNS} value={value} onChange={setValue} />
        <pre style={{ fontSize: 12 }}>{JSON.stringify(value, null, 2)}</pre>
      </div>
    );
  },
};

export const Empty: StoryObj = {
  render: function Render() {
    const [value, setValue] = useState<Conditions>({});
    return (
      <ConditionsEditor slug={undefined} columns={COLUMNS} value={value} onChange={setValue} />
    );
  },
};
