import { Paper } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import salesOverview from '../../config-samples/acme/dashboards/sales-overview.json';
import type { Widget, WidgetParams } from '../../schemas/generated/index.ts';
import { widgetRegistry } from '../../widgets/registry.ts';
import { bundleSchema } from './bundle-schema.ts';
import { SchemaForm } from './SchemaForm.tsx';

interface StoryArgs {
  /** Widget type whose params form is generated. */
  type: string;
  /** The starting params (the demo dashboards' own widgets). */
  params: WidgetParams;
  columns: string[];
}

// The demo dashboard's widgets: each form starts from what the config really holds.
const acme = salesOverview.widgets as unknown as Record<string, Widget>;

function ParamsForm({ type, params, columns }: StoryArgs) {
  const definition = widgetRegistry.resolve(type);
  const [value, setValue] = useState<WidgetParams>(params);
  if (!definition) return <>Unknown type {type}</>;
  return (
    <Paper withBorder p="md" w={480}>
      <SchemaForm
        schema={bundleSchema(definition.paramsSchema, 'widget-params.schema.json')}
        uiSchema={definition.uiSchema}
        value={value}
        onChange={setValue}
        columns={columns}
        idPrefix={`story-${type}`}
      />
    </Paper>
  );
}

const meta: Meta<StoryArgs> = {
  title: 'Builder/Forms/SchemaForm',
  args: {
    type: 'chart',
    params: acme.region_revenue?.params ?? {},
    columns: ['region_name', 'revenue', 'units', 'margin', 'margin_pct'],
  },
  argTypes: {
    type: {
      control: 'select',
      options: widgetRegistry.types().map((definition) => definition.type),
    },
  },
  render: (args) => <ParamsForm key={args.type} {...args} />,
};
export default meta;

type Story = StoryObj<StoryArgs>;

/** The chart tab: axes picked from the query's columns, series colours as the seven swatches. */
export const Chart: Story = {};

/** KPI cards of the demo dashboard, with the factor slider (step 0.5, -100..100, goal 35). */
export const Cards: Story = {
  args: {
    type: 'card',
    params: { ...acme.kpi_margin?.params, slider: { factor: 12.5 } },
    columns: ['margin_pct', 'margin_pct_prev'],
  },
};

/** The table's column settings. */
export const Table: Story = {
  args: {
    type: 'grid',
    params: acme.category_table?.params ?? {},
    columns: ['category', 'revenue', 'units', 'revenue_share'],
  },
};

/** Markdown text. */
export const Markdown: Story = { args: { type: 'markdown', params: acme.about?.params ?? {} } };

/** Invalid values show the schema's message under their field. */
export const InvalidInput: Story = {
  args: {
    type: 'card',
    params: { card: { cards: [{ field: 'revenue', goal: 1 }] }, slider: { factor: 150 } },
  },
};
