/**
 * Every widget type's settings form is generated from its params schema: this walks the real
 * registry, renders each type's form with @rjsf (Mantine theme) on the server, and checks that
 * each property of the schema became a field, and that invalid values show the schema's
 * message next to their field.
 */
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { widgetRegistry } from '../../widgets/registry.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import {
  bundledSchemaFile,
  bundleSchema,
  pickProperties,
  type JsonSchema,
} from './bundle-schema.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { formErrors } from './validator.ts';

function render(
  schema: JsonSchema,
  uiSchema: Record<string, unknown>,
  value: unknown,
  prefix: string,
) {
  const html = renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(SchemaForm, { schema, uiSchema, value, onChange: () => {}, idPrefix: prefix }),
    ),
  );
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

function visibleText(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const types = widgetRegistry.types().map((definition) => [definition.type, definition] as const);

describe('the settings form of every widget type', () => {
  it('covers the whole registry', () => {
    expect(types.map(([type]) => type)).toEqual(
      expect.arrayContaining([
        'card',
        'chart',
        'iframe',
        'image',
        'markdown',
        'placeholder',
        'report',
        'table',
      ]),
    );
  });

  it.each(types)(
    '%s: every property of its params schema is a field',
    (type, definition: WidgetTypeDefinition) => {
      const schema = bundleSchema(definition.paramsSchema, 'widget-params.schema.json');
      const html = render(schema, definition.uiSchema, definition.defaults, type);
      const properties = Object.keys((schema.properties ?? {}) as object);
      for (const property of properties) {
        expect(html, `${type}.${property}`).toContain(`id="${type}_${property}`);
      }
      // Its defaults are valid against its own schema, so a new widget of the type saves.
      expect(formErrors(schema, definition.defaults)).toEqual([]);
    },
  );

  it('chart: axes are column pickers, series colours are the seven swatches', () => {
    const chart = widgetRegistry.resolve('chart') as WidgetTypeDefinition;
    const schema = bundleSchema(chart.paramsSchema, 'widget-params.schema.json');
    const html = render(
      schema,
      chart.uiSchema,
      { graph: { type: 'bar', xkey: 'region', ykey: ['revenue', 'units'] }, colors: ['#1c7ed6'] },
      'chart',
    );
    expect(html).toContain('data-testid="column-input"');
    expect(html).toContain('data-testid="column-list"');
    expect(visibleText(html)).toContain('X axis (category)');
    expect(html.match(/role="radio"/g)?.length).toBe(7);
  });

  it('card: the factor slider runs from -100 to 100 in steps of 0.5 with goal 35 by default', () => {
    const card = widgetRegistry.resolve('card') as WidgetTypeDefinition;
    const schema = bundleSchema(card.paramsSchema, 'widget-params.schema.json');
    const html = render(schema, card.uiSchema, { slider: { factor: 12.5 } }, 'card');
    expect(html).toContain('data-testid="factor-slider"');
    expect(html).toContain('aria-valuemin="-100"');
    expect(html).toContain('aria-valuemax="100"');
    expect(html).toContain('aria-valuenow="12.5"');
    const slider = (schema.properties as Record<string, JsonSchema>).slider as JsonSchema;
    const props = slider.properties as Record<string, JsonSchema>;
    expect(props.factor).toMatchObject({ minimum: -100, maximum: 100, multipleOf: 0.5 });
    expect(props.goal).toMatchObject({ default: 35 });
  });
});

describe('the slug field', () => {
  const schema = {
    type: 'object',
    properties: { query_slug: { type: 'object', properties: { slug: { type: 'string' } } } },
  };
  const uiSchema = { query_slug: { slug: { 'ui:widget': 'slug' } } };
  const value = { query_slug: { slug: 'retail_sales_daily' } };

  it.each([
    ['with', () => undefined, 1],
    ['without', undefined, 0],
  ] as const)('%s the query editor has %i edit buttons', (_how, onEditQuery, count) => {
    const html = renderToStaticMarkup(
      createElement(
        MantineProvider,
        null,
        createElement(SchemaForm, {
          schema,
          uiSchema,
          value,
          onChange: () => {},
          idPrefix: 's',
          onEditQuery,
        }),
      ),
    );
    expect(html.match(/data-testid="edit-query"/g)?.length ?? 0).toBe(count);
    expect(html).toContain('value="retail_sales_daily"');
  });
});

describe('invalid input', () => {
  it.each([
    ['a factor out of range', 'card', { slider: { factor: 150 } }, 'Must be 100 or less.'],
    [
      'a factor off the 0.5 step',
      'card',
      { slider: { factor: 1.25 } },
      'Must be a multiple of 0.5.',
    ],
    [
      'an unknown chart type',
      'chart',
      { graph: { type: 'spiral' } },
      'Pick one of the listed values.',
    ],
    [
      'a refresh under a second',
      'iframe',
      { refresh: { milliseconds: 10 } },
      'Must be 1000 or more.',
    ],
    [
      'a two-character delimiter',
      'report',
      { reports: { csv: { delimiter: '||' } } },
      'Must be at most 1 character.',
    ],
  ] as const)('%s shows the schema’s message next to the field', (_name, type, value, message) => {
    const definition = widgetRegistry.resolve(type) as WidgetTypeDefinition;
    const schema = bundleSchema(definition.paramsSchema, 'widget-params.schema.json');
    const errors = formErrors(schema, value);
    expect(errors.map((error) => error.message)).toContain(message);
    const html = render(schema, definition.uiSchema, value, type);
    expect(visibleText(html)).toContain(message);
  });
});

describe('translatable texts', () => {
  const schema = bundleSchema(
    pickProperties(bundledSchemaFile('widget.schema.json'), ['title']),
    'widget.schema.json',
  );

  it('a plain title is edited as one text field', () => {
    const html = render(schema, {}, { title: 'Revenue' }, 'plain');
    expect(html).toContain('value="Revenue"');
    expect(visibleText(html)).toContain('Same title in every language');
  });

  it('a translated title is edited as its three languages', () => {
    const title = { en: 'Revenue', es: 'Ingresos', pt: 'Receita' };
    const html = render(schema, {}, { title }, 'translated');
    for (const text of Object.values(title)) expect(html).toContain(`value="${text}"`);
    expect(visibleText(html)).toMatch(/Spanish|Es\b/);
  });
});
