/**
 * The palette's form for a new widget, derived from widget.schema.json: its `title` (at most
 * 30 characters) and, for types that run a query, its `query_slug.slug` limited to the saved
 * queries the user may use. The value has the widget's own shape, so it goes into the new
 * widget as it is, with the type's classbase and the params defaults of its definition.
 */
import type { Widget } from '../../schemas/generated/index.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { schemas } from '../../schemas/registry.ts';
import { bundledSchemaFile, type JsonSchema } from '../forms/index.ts';
import { newItemSize } from './layout-draft.ts';
import type { NewWidget } from './layout-api.ts';

/** What the form edits. */
export interface NewWidgetValue {
  title?: string;
  query_slug?: { slug?: string };
}

/** Labels of the form's fields (translated by the caller). */
export interface NewWidgetLabels {
  title: string;
  query: string;
}

function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.properties ?? {}) as Record<string, JsonSchema>;
}

/**
 * The widget title's schema as one text field: the `string` option of widget.schema.json's
 * title (a `$ref` to an anyOf of a string and {en, es, pt}), since a new widget starts with one
 * title and its translations are added in the widget's settings.
 */
function plainTitle(): JsonSchema {
  const title = propertiesOf(bundledSchemaFile('widget.schema.json')).title ?? {};
  const options = Array.isArray(title.anyOf) ? (title.anyOf as JsonSchema[]) : [];
  const text = options.find((option) => option.type === 'string');
  if (!text) return title;
  const { anyOf: _options, title: _title, ...rest } = title;
  return { ...rest, ...text };
}

/** The form's schema for a type: title, and the saved query when the type needs data. */
export function newWidgetSchema(
  type: Pick<WidgetTypeDefinition, 'needsData'>,
  slugs: readonly string[],
  labels: NewWidgetLabels,
): JsonSchema {
  // Only plain properties are taken (no $ref), so the schema file is used as it is.
  const widget = propertiesOf(schemas['widget.schema.json'] as JsonSchema);
  const properties: Record<string, JsonSchema> = {
    title: { ...plainTitle(), title: labels.title },
  };
  const required = ['title'];
  if (type.needsData) {
    const querySlug = widget.query_slug ?? {};
    const slug = propertiesOf(querySlug).slug ?? { type: 'string' };
    properties.query_slug = {
      type: 'object',
      title: '',
      required: ['slug'],
      properties: {
        slug: {
          ...slug,
          title: labels.query,
          ...(slugs.length > 0 ? { enum: [...slugs] } : {}),
        },
      },
    };
    required.push('query_slug');
  }
  return { type: 'object', required, properties };
}

/** The new widget the palette sends: the form's fields, the type, its defaults and size. */
export function newWidgetPayload(
  type: Pick<WidgetTypeDefinition, 'type' | 'needsData' | 'defaults'>,
  value: NewWidgetValue,
): NewWidget {
  const widget: Partial<Widget> = {
    title: (value.title ?? '').trim(),
    classbase: type.type as Widget['classbase'],
  };
  const slug = value.query_slug?.slug;
  if (type.needsData && slug) widget.query_slug = { slug };
  if (Object.keys(type.defaults).length > 0) widget.params = structuredClone(type.defaults);
  return { ...widget, layout: newItemSize(type.type) };
}
