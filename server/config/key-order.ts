/**
 * Stable key order for files the server writes, so `git diff` shows only what changed:
 * - a key the file already had keeps its place (ops' own order is never reshuffled);
 * - a new key goes right after the nearest key that precedes it in the schema's `properties`
 *   order (first when none does); keys the schema does not list (widget ids, filter ids,
 *   vega-lite spec keys) go last, in the order given;
 * - a new object (no previous version) lists its schema keys in schema order, then the rest in
 *   the order given;
 * - `"$schema"` is always first in a file.
 * The result depends only on the new value and the file's previous content, never on timing.
 */
import { schemas, type SchemaFile } from '../../schemas/index.ts';
import { decodePointer } from './json-pointer.ts';

type JsonMap = Record<string, unknown>;

/** A schema node and the schema file its `$ref`s resolve against. */
interface SchemaContext {
  node: JsonMap;
  file: SchemaFile;
}

/**
 * `value` with every object's keys in stable order (see the file comment). `previous` is the
 * entity as it is in the file now (undefined for a new file), `schemaFile` its schema.
 */
export function orderEntityKeys(
  value: JsonMap,
  previous: unknown,
  schemaFile: SchemaFile,
): JsonMap {
  const ordered = orderValue(
    value,
    previous,
    contextsOf(schemas[schemaFile] as JsonMap, schemaFile),
  );
  return isMap(ordered) ? schemaFirst(ordered) : value;
}

/** The same object with `"$schema"` moved to the front. */
export function schemaFirst(value: JsonMap): JsonMap {
  if (!Object.hasOwn(value, '$schema')) return value;
  const { $schema, ...rest } = value;
  return { $schema, ...rest };
}

function orderValue(value: unknown, previous: unknown, contexts: SchemaContext[]): unknown {
  if (Array.isArray(value)) {
    const before = Array.isArray(previous) ? previous : [];
    return value.map((item, index) =>
      orderValue(item, before[index], itemContexts(contexts, index)),
    );
  }
  if (!isMap(value)) return value;
  const rank = new Map(propertyOrder(contexts).map((key, index) => [key, index]));
  const keys = isMap(previous) ? mergeOrder(value, previous, rank) : freshOrder(value, rank);
  const result: JsonMap = {};
  for (const key of keys) {
    const child = isMap(previous) ? previous[key] : undefined;
    result[key] = orderValue(value[key], child, propertyContexts(contexts, key));
  }
  return result;
}

function freshOrder(value: JsonMap, rank: Map<string, number>): string[] {
  const keys = Object.keys(value);
  const known = keys.filter((k) => rank.has(k)).sort((a, b) => rankOf(rank, a) - rankOf(rank, b));
  return [...known, ...keys.filter((k) => !rank.has(k))];
}

function mergeOrder(value: JsonMap, previous: JsonMap, rank: Map<string, number>): string[] {
  const keys = Object.keys(previous).filter((k) => Object.hasOwn(value, k));
  const fresh = Object.keys(value).filter((k) => !Object.hasOwn(previous, k));
  // Schema keys first, in schema order, so each finds its predecessor already placed.
  const known = fresh.filter((k) => rank.has(k)).sort((a, b) => rankOf(rank, a) - rankOf(rank, b));
  for (const key of known) {
    const own = rankOf(rank, key);
    let at = 0;
    keys.forEach((other, index) => {
      if (rank.has(other) && rankOf(rank, other) < own) at = index + 1;
    });
    keys.splice(at, 0, key);
  }
  keys.push(...fresh.filter((k) => !rank.has(k)));
  return keys;
}

function rankOf(rank: Map<string, number>, key: string): number {
  return rank.get(key) ?? Number.MAX_SAFE_INTEGER;
}

/** Keys listed in `properties` of the contexts (and their combinators), first listing wins. */
function propertyOrder(contexts: SchemaContext[]): string[] {
  const keys: string[] = [];
  for (const context of expand(contexts)) {
    const properties = context.node.properties;
    if (!isMap(properties)) continue;
    for (const key of Object.keys(properties)) if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

function propertyContexts(contexts: SchemaContext[], key: string): SchemaContext[] {
  const found: SchemaContext[] = [];
  for (const context of expand(contexts)) {
    const { properties, patternProperties, additionalProperties } = context.node;
    if (isMap(properties) && isMap(properties[key])) {
      found.push(...contextsOf(properties[key], context.file));
      continue;
    }
    let matched = false;
    if (isMap(patternProperties)) {
      for (const [pattern, schema] of Object.entries(patternProperties)) {
        if (isMap(schema) && new RegExp(pattern, 'u').test(key)) {
          found.push(...contextsOf(schema, context.file));
          matched = true;
        }
      }
    }
    if (!matched && isMap(additionalProperties)) {
      found.push(...contextsOf(additionalProperties, context.file));
    }
  }
  return found;
}

function itemContexts(contexts: SchemaContext[], index: number): SchemaContext[] {
  const found: SchemaContext[] = [];
  for (const context of expand(contexts)) {
    const items = context.node.items;
    const schema = Array.isArray(items) ? items[index] : items;
    if (isMap(schema)) found.push(...contextsOf(schema, context.file));
  }
  return found;
}

/** The contexts plus every schema their `allOf` / `anyOf` / `oneOf` / `then` / `else` hold. */
function expand(contexts: SchemaContext[]): SchemaContext[] {
  const out: SchemaContext[] = [];
  const visit = (context: SchemaContext, depth: number): void => {
    if (depth > 8 || out.some((c) => c.node === context.node)) return;
    out.push(context);
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      const list = context.node[keyword];
      if (!Array.isArray(list)) continue;
      for (const schema of list) {
        if (isMap(schema)) for (const c of contextsOf(schema, context.file)) visit(c, depth + 1);
      }
    }
    for (const keyword of ['then', 'else']) {
      const schema = context.node[keyword];
      if (isMap(schema)) for (const c of contextsOf(schema, context.file)) visit(c, depth + 1);
    }
  };
  for (const context of contexts) visit(context, 0);
  return out;
}

/** A schema node with its `$ref` followed (a node with `$ref` and siblings keeps both). */
function contextsOf(node: JsonMap, file: SchemaFile, depth = 0): SchemaContext[] {
  const ref = node.$ref;
  if (typeof ref !== 'string' || depth > 8) return [{ node, file }];
  const target = resolveRef(ref, file);
  if (!target) return [{ node, file }];
  return [{ node, file }, ...contextsOf(target.node, target.file, depth + 1)];
}

function resolveRef(ref: string, from: SchemaFile): SchemaContext | undefined {
  const [fileName, fragment = ''] = ref.split('#');
  const file = (fileName ? fileName : from) as SchemaFile;
  if (!Object.hasOwn(schemas, file)) return undefined;
  let node: unknown = schemas[file];
  for (const segment of decodePointer(fragment)) {
    node = isMap(node) ? node[segment] : undefined;
  }
  return isMap(node) ? { node, file } : undefined;
}

function isMap(value: unknown): value is JsonMap {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
