/**
 * The schemas and uiSchemas of the settings forms, cut from widget.schema.json,
 * widget-params.schema.json and each widget type's own params schema. Nothing here lists a
 * field by hand that the schemas do not define: the forms are generated from these.
 */
import type { UiSchema } from '@rjsf/utils';
import { schemaId } from '../../schemas/registry.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import {
  bundledSchemaFile,
  bundleSchema,
  pickProperties,
  type JsonSchema,
} from '../forms/bundle-schema.ts';

/** widget.schema.json, bundled: the source of the widget-level forms. */
export const widgetFormSchema: JsonSchema = bundledSchemaFile('widget.schema.json');

/** The whole-widget check before a save: the real schema, drilldowns and all. */
export const widgetCheckSchema: JsonSchema = { $ref: schemaId('widget.schema.json') };

const paramsSchema: JsonSchema = bundledSchemaFile('widget-params.schema.json');

/** Title, template name and look (the small dialog's Attributes tab, the drawer's General). */
export const attributesSchema = pickProperties(widgetFormSchema, [
  'title',
  'widget_name',
  'attributes',
]);

/** uiSchema of {@link attributesSchema}. */
export const attributesUiSchema: UiSchema = {
  title: { 'ui:title': 'Title', 'ui:autofocus': false },
  widget_name: { 'ui:title': 'Template name' },
  attributes: {
    'ui:title': 'Appearance',
    'ui:order': ['icon', 'color', 'fg_color', 'title', 'close', 'classes'],
    icon: { 'ui:widget': 'iconPicker', 'ui:placeholder': 'chart-bar' },
    color: { 'ui:widget': 'colorSwatches', 'ui:title': 'Toolbar colour' },
    fg_color: { 'ui:widget': 'colorSwatches', 'ui:title': 'Toolbar text colour' },
    title: { 'ui:title': 'Show the title' },
    close: { 'ui:title': 'Show the delete item' },
    // A string or a list: edited in the widget's JSON rather than in a form field.
    classes: { 'ui:widget': 'hidden' },
  },
};

/** Options every widget type reads (the drawer's General tab, under the attributes). */
export const commonParamsSchema = pickProperties(paramsSchema, [
  'hideToolbar',
  'hideElement',
  'transparent',
  'borderNone',
  'lastUpdate',
  'refresh',
]);

/** uiSchema of {@link commonParamsSchema}. */
export const commonParamsUiSchema: UiSchema = {
  hideToolbar: { 'ui:title': 'Hide the toolbar' },
  hideElement: {
    'ui:title': 'Hidden toolbar items',
    'ui:widget': 'checkboxes',
    'ui:options': { inline: true },
  },
  transparent: { 'ui:title': 'Transparent background' },
  borderNone: { 'ui:title': 'No border' },
  lastUpdate: { 'ui:title': 'Last update line' },
  refresh: { 'ui:title': 'Auto-refresh' },
};

/** The help text (markdown). */
export const helpSchema = pickProperties(widgetFormSchema, ['description']);

/** uiSchema of {@link helpSchema}. */
export const helpUiSchema: UiSchema = {
  description: {
    'ui:title': 'Help text (markdown)',
    'ui:widget': 'textarea',
    'ui:options': { rows: 10 },
  },
};

/** The data source of a type: its saved query, or the address of a frame or picture. */
export function dataSourceSchema(definition: WidgetTypeDefinition): JsonSchema {
  return definition.needsData
    ? pickProperties(widgetFormSchema, ['query_slug'])
    : pickProperties(widgetFormSchema, ['url']);
}

/** uiSchema of {@link dataSourceSchema}. */
export const dataSourceUiSchema: UiSchema = {
  query_slug: {
    'ui:title': 'Saved query',
    'ui:order': ['slug', '*'],
    slug: { 'ui:title': 'Query slug', 'ui:placeholder': 'retail_sales_daily', 'ui:widget': 'slug' },
  },
  url: { 'ui:title': 'Address', 'ui:placeholder': 'https://' },
};

const typeSchemas = new Map<string, JsonSchema>();

/** The widget type's own params schema, bundled (the drawer's tab named for the type). */
export function typeParamsSchema(definition: WidgetTypeDefinition): JsonSchema {
  let schema = typeSchemas.get(definition.type);
  if (!schema) {
    schema = bundleSchema(definition.paramsSchema, 'widget-params.schema.json');
    typeSchemas.set(definition.type, schema);
  }
  return schema;
}

/** Whether a type has any params of its own to show. */
export function hasTypeParams(definition: WidgetTypeDefinition): boolean {
  const properties = typeParamsSchema(definition).properties;
  return (
    typeof properties === 'object' && properties !== null && Object.keys(properties).length > 0
  );
}
