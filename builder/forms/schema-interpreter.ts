/**
 * JSON Schema validation that interprets the schema instead of compiling it. ajv turns each
 * schema into JavaScript source and runs it through `new Function`, which the app's
 * Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') refuses in the browser; the
 * server keeps ajv. This walks the schema with @cfworker/json-schema (drafts 7 and 2019-09,
 * formats, `$ref` by `$id` across our schema files) and reports ajv-style errors.
 */
import { dereference, validate, type Schema } from '@cfworker/json-schema';
import type { ErrorObject } from 'ajv';
import { toAjvErrors, type SchemaLookup } from './ajv-style-errors.ts';

/** rjsf's name for the root schema in sub-schema `$ref`s (`__rjsf_rootSchema#/definitions/x`). */
const ROOT_NAME = '__rjsf_rootSchema';
/** Where schemas without `$id` live, so their `#/...` refs resolve among themselves. */
const FORM_BASE = 'https://navigator.dev/forms/';
const ROOT_URI = `${FORM_BASE}${ROOT_NAME}`;
const SUB_URI = `${FORM_BASE}sub-schema`;

/**
 * 2019-09 rules: keywords beside a `$ref` apply too, as in ajv 8 (draft 7 would ignore them);
 * everything else our draft-07 schemas use reads the same in both drafts.
 */
const DRAFT = '2019-09';

interface Prepared {
  schema: Schema | boolean;
  lookup: SchemaLookup;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A deep copy of a schema for cfworker, which records resolved URIs on the objects it is given
 * (so the caller's objects stay untouched); `rootRefs` rewrites local `#/...` refs of a
 * sub-schema to point into the root schema, as rjsf's ajv validator does.
 */
function copySchema(node: unknown, rootRefs: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => copySchema(item, rootRefs));
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      rootRefs && key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `${ROOT_NAME}${value}`
        : copySchema(value, rootRefs);
  }
  return out;
}

/**
 * Form data as JSON would carry it: a property set to `undefined` is absent (as ajv treats it),
 * `undefined` in a list or at the top is null; cfworker refuses `undefined` values.
 */
export function toJsonValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => toJsonValue(item) ?? null);
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const json = toJsonValue(item);
      if (json !== undefined) out[key] = json;
    }
    return out;
  }
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return value;
    case 'object':
      return null;
    default:
      return undefined;
  }
}

/** Validates data against JSON Schemas by interpretation; see the module comment. */
export class SchemaInterpreter {
  private readonly registered: SchemaLookup = Object.create(null) as SchemaLookup;
  private roots = new WeakMap<object, Prepared>();
  private subs = new WeakMap<object, { root: object; prepared: Prepared }>();

  /** `schemas` by `$id`: what `$ref`s of any validated schema may point at. */
  constructor(schemas: Readonly<Record<string, object>>) {
    for (const [id, schema] of Object.entries(schemas)) {
      dereference({ ...(copySchema(schema, false) as Schema), $id: id }, this.registered);
    }
  }

  /** Forgets the prepared copies of schemas seen so far (the registered ones stay). */
  reset(): void {
    this.roots = new WeakMap();
    this.subs = new WeakMap();
  }

  /** A registered schema named by `schema.$id`, used as registered (like ajv's getSchema). */
  private registeredById(schema: object): Prepared | undefined {
    const id = (schema as { $id?: unknown }).$id;
    if (typeof id !== 'string') return undefined;
    const found = this.registered[new URL(id, ROOT_URI).href.replace(/#$/, '')];
    return found === undefined ? undefined : { schema: found, lookup: this.registered };
  }

  private prepareRoot(schema: object): Prepared {
    const cached = this.roots.get(schema) ?? this.registeredById(schema);
    if (cached) return cached;
    const lookup = Object.create(this.registered) as SchemaLookup;
    const copy = copySchema(schema, false) as Schema;
    dereference(copy, lookup, new URL(ROOT_URI));
    const prepared = { schema: copy, lookup };
    this.roots.set(schema, prepared);
    return prepared;
  }

  private prepareSub(schema: object, rootSchema: object): Prepared {
    const cached = this.subs.get(schema);
    if (cached?.root === rootSchema) return cached.prepared;
    const root = this.prepareRoot(rootSchema);
    const lookup = Object.create(root.lookup) as SchemaLookup;
    const copy = copySchema(schema, true) as Schema;
    dereference(copy, lookup, new URL(SUB_URI));
    const prepared = { schema: copy, lookup };
    this.subs.set(schema, { root: rootSchema, prepared });
    return prepared;
  }

  /**
   * Every error of `data` against `schema` (empty when valid), as ajv with `allErrors` reports
   * them. Throws when the schema cannot be used (an unresolved `$ref`, a broken pattern).
   */
  errors(schema: object, data: unknown): ErrorObject[] {
    const prepared = this.prepareRoot(schema);
    const instance = toJsonValue(data) ?? null;
    const result = validate(instance, prepared.schema, DRAFT, prepared.lookup, false);
    if (result.valid) return [];
    const check = (sub: unknown, value: unknown) =>
      validate(value, sub as Schema, DRAFT, prepared.lookup, true).valid;
    return toAjvErrors(result.errors, prepared.schema, prepared.lookup, instance, check);
  }

  /**
   * Whether `data` is valid against `schema`, a part of `rootSchema` whose `#/...` refs point
   * into the root (rjsf asks this to pick the anyOf/oneOf option that matches the data).
   */
  isValid(schema: object, data: unknown, rootSchema: object = schema): boolean {
    const prepared =
      schema === rootSchema ? this.prepareRoot(schema) : this.prepareSub(schema, rootSchema);
    return validate(toJsonValue(data) ?? null, prepared.schema, DRAFT, prepared.lookup, true).valid;
  }
}
