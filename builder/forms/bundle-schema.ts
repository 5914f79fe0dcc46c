/**
 * Self-contained copies of our JSON Schemas for @rjsf. rjsf resolves only local `#/...` refs
 * when it lays a form out, while our schemas point into each other by file
 * (`widget-params.schema.json#/definitions/graph`). Bundling inlines every `$ref` (the schemas
 * recurse only through drilldowns, cut at the second round), keeps the keywords written beside a `$ref` (an author's description
 * or title wins over the target's), and gives untitled properties a readable title.
 */
import { SCHEMA_BASE_URL, isSchemaFile, schemas, type SchemaFile } from '../../schemas/registry.ts';

/** A JSON Schema as plain data. */
export type JsonSchema = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'fg_color' → 'Fg color', 'hideElement' → 'Hide element', 'xkey' → 'Xkey'. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** Splits a `$ref` into the schema file it points at and the JSON pointer inside it. */
function splitRef(ref: string, currentFile: SchemaFile): { file: SchemaFile; pointer: string } {
  const [address = '', pointer = ''] = ref.split('#');
  const name = address.startsWith(SCHEMA_BASE_URL)
    ? address.slice(SCHEMA_BASE_URL.length)
    : address;
  const file = name === '' ? currentFile : name.replace(/^\.\//, '');
  if (!isSchemaFile(file)) throw new Error(`Unknown schema file in $ref "${ref}"`);
  return { file, pointer };
}

/** The value at a JSON pointer ('/definitions/graph') of a schema. */
function atPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(part in node)) throw new Error(`No "${pointer}" in schema`);
    node = node[part];
  }
  return node;
}

function inline(node: unknown, file: SchemaFile, seen: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, file, seen));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const { file: target, pointer } = splitRef(node.$ref, file);
    const key = `${target}#${pointer}`;
    // A drilldown's params are widget params again: the second time round, any value goes
    // here (a form never reaches that deep; whole-widget checks use the real schemas).
    if (seen.includes(key)) return { type: 'object', additionalProperties: true };
    const resolved = inline(atPointer(schemas[target], pointer), target, [...seen, key]);
    const { $ref: _ref, ...beside } = node;
    void _ref;
    return { ...(resolved as JsonSchema), ...(inline(beside, file, seen) as JsonSchema) };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // Definitions were inlined where used; `$id`s would clash inside rjsf's ajv.
    if (key === 'definitions' || key === '$id' || key === '$schema') continue;
    if ((key === 'properties' || key === 'patternProperties') && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => {
          const child = inline(sub, file, seen);
          const titled =
            key === 'properties' && isObject(child) && typeof child.title !== 'string'
              ? { title: humanizeKey(name), ...child }
              : child;
          return [name, titled];
        }),
      );
      continue;
    }
    out[key] = inline(value, file, seen);
  }
  return out;
}

/**
 * `schema` with every `$ref` inlined. `file` is the schema file that relative refs
 * (`#/definitions/x`) resolve against; schemas of a widget type use absolute refs only.
 */
export function bundleSchema(
  schema: JsonSchema,
  file: SchemaFile = 'widget.schema.json',
): JsonSchema {
  return inline(schema, file, []) as JsonSchema;
}

/** One of the project's schema files, bundled. */
export function bundledSchemaFile(file: SchemaFile): JsonSchema {
  return bundleSchema(schemas[file] as JsonSchema, file);
}

/**
 * An object schema with only `keys` of a bundled schema's properties (in that order), e.g. the
 * General tab's `title`, `widget_name` and `attributes` of widget.schema.json.
 */
export function pickProperties(schema: JsonSchema, keys: readonly string[]): JsonSchema {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return {
    type: 'object',
    properties: Object.fromEntries(
      keys.filter((k) => k in properties).map((k) => [k, properties[k]]),
    ),
    required: required.filter((k) => typeof k === 'string' && keys.includes(k)),
  };
}
