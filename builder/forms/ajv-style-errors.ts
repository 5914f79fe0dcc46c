/**
 * Turns the output units of @cfworker/json-schema (an interpreting validator) into the error
 * objects ajv reports (`keyword`, `instancePath`, `schemaPath`, `params`, `message`,
 * `parentSchema`), because rjsf and error-messages.ts read ajv's shape: `params.limit` for
 * length and range keywords, `params.missingProperty` for `required`, and so on.
 *
 * cfworker also reports the keywords that only carried a nested failure (`properties`, `$ref`,
 * `allOf`, `items`...); ajv reports the nested failure alone, so those are dropped here.
 */
import type { OutputUnit, Schema } from '@cfworker/json-schema';
import type { ErrorObject } from 'ajv';

/** cfworker's `$ref` table: absolute schema URI → schema. */
export type SchemaLookup = Record<string, Schema | boolean>;

/** Keywords cfworker reports only as the parent of the errors that explain them. */
const CARRIERS = new Set([
  '$ref',
  '$recursiveRef',
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'allOf',
  'dependentSchemas',
  'unevaluatedItems',
]);

/** Keywords whose `false` schema ajv reports as the keyword itself, at the parent instance. */
const FALSE_AS_KEYWORD = new Set(['additionalProperties', 'unevaluatedProperties']);

type Params = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The segments of a cfworker location (`#/a/b%20c`), URI-decoded, still pointer-escaped. */
function segments(location: string): string[] {
  const pointer = location.startsWith('#') ? location.slice(1) : location;
  return pointer === '' ? [] : pointer.slice(1).split('/').map(decodeURIComponent);
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** ajv's `instancePath` ('/a/b', '' for the root) of a cfworker instance location. */
export function instancePath(location: string): string {
  return segments(location)
    .map((segment) => `/${segment}`)
    .join('');
}

/** The schema at a cfworker keyword location, following `$ref` steps through `lookup`. */
function schemaAt(root: unknown, parts: readonly string[], lookup: SchemaLookup): unknown {
  let node = root;
  for (const raw of parts) {
    if (typeof node !== 'object' || node === null) return undefined;
    const step = node as Record<string, unknown> & { __absolute_ref__?: string };
    node =
      raw === '$ref' && typeof step.$ref === 'string' && step.__absolute_ref__ !== undefined
        ? lookup[step.__absolute_ref__]
        : step[unescapePointer(raw)];
  }
  return node;
}

/** The value at an instance location of `data`. */
function instanceAt(data: unknown, location: string): unknown {
  let node = data;
  for (const raw of segments(location)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[unescapePointer(raw)];
  }
  return node;
}

function limitMessage(keyword: string, limit: unknown): string {
  switch (keyword) {
    case 'maxLength':
      return `must NOT have more than ${String(limit)} characters`;
    case 'minLength':
      return `must NOT have fewer than ${String(limit)} characters`;
    case 'maxItems':
      return `must NOT have more than ${String(limit)} items`;
    case 'minItems':
      return `must NOT have fewer than ${String(limit)} items`;
    case 'maxProperties':
      return `must NOT have more than ${String(limit)} properties`;
    default:
      return `must NOT have fewer than ${String(limit)} properties`;
  }
}

const COMPARISONS: Record<string, string> = {
  maximum: '<=',
  minimum: '>=',
  exclusiveMaximum: '<',
  exclusiveMinimum: '>',
};

/** ajv's params and message for one failed keyword of `parent`. */
function describe(
  keyword: string,
  parent: Record<string, unknown>,
  unit: OutputUnit,
  matches: (schema: unknown) => boolean,
): { params: Params; message: string } {
  const value = parent[keyword];
  switch (keyword) {
    case 'type':
      return {
        params: { type: value },
        message: `must be ${Array.isArray(value) ? value.join(',') : String(value)}`,
      };
    case 'const':
      return { params: { allowedValue: value }, message: 'must be equal to constant' };
    case 'enum':
      return {
        params: { allowedValues: value },
        message: 'must be equal to one of the allowed values',
      };
    case 'maxLength':
    case 'minLength':
    case 'maxItems':
    case 'minItems':
    case 'maxProperties':
    case 'minProperties':
      return { params: { limit: value }, message: limitMessage(keyword, value) };
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum': {
      const comparison = COMPARISONS[keyword];
      return {
        params: { comparison, limit: value },
        message: `must be ${String(comparison)} ${String(value)}`,
      };
    }
    case 'multipleOf':
      return { params: { multipleOf: value }, message: `must be multiple of ${String(value)}` };
    case 'pattern':
      return { params: { pattern: value }, message: `must match pattern "${String(value)}"` };
    case 'format':
      return { params: { format: value }, message: `must match format "${String(value)}"` };
    case 'uniqueItems': {
      const [i = 0, j = 0] = (unit.error.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);
      return {
        params: { i, j },
        message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      };
    }
    case 'anyOf':
      return { params: {}, message: 'must match a schema in anyOf' };
    case 'oneOf': {
      // ajv names the branches that passed when more than one did.
      const branches = Array.isArray(value) ? value : [];
      const passing = branches.flatMap((branch, index) => (matches(branch) ? [index] : []));
      return {
        params: { passingSchemas: passing.length > 1 ? passing : null },
        message: 'must match exactly one schema in oneOf',
      };
    }
    case 'not':
      return { params: {}, message: 'must NOT be valid' };
    case 'if': {
      const failingKeyword = unit.error.includes('"else"') ? 'else' : 'then';
      return { params: { failingKeyword }, message: `must match "${failingKeyword}" schema` };
    }
    case 'contains':
      return { params: { minContains: 1 }, message: 'must contain at least 1 valid item(s)' };
    default:
      return { params: {}, message: unit.error.replace(/\.$/, '') };
  }
}

/** The last step of an instance location, unescaped: a property name or an index. */
function lastSegment(location: string): string {
  return unescapePointer(segments(location).at(-1) ?? '');
}

/** Whether a value matches a (prepared) schema: the interpreter's own check. */
export type SchemaCheck = (schema: unknown, value: unknown) => boolean;

/**
 * ajv-style errors for cfworker's `units` of validating `data` against `root` (a schema
 * prepared by cfworker's `dereference`, so `$ref` steps resolve through `lookup`); `check`
 * tells which oneOf branches a value matches.
 */
export function toAjvErrors(
  units: readonly OutputUnit[],
  root: unknown,
  lookup: SchemaLookup,
  data: unknown,
  check: SchemaCheck,
): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const requiredSeen = new Set<string>();
  for (let index = 0; index < units.length; index += 1) {
    const unit = units[index] as OutputUnit;
    const { keyword } = unit;
    if (CARRIERS.has(keyword)) continue;
    const path = instancePath(unit.instanceLocation);
    if (keyword === 'false') {
      errors.push({
        keyword: 'false schema',
        instancePath: path,
        schemaPath: unit.keywordLocation,
        params: {},
        message: 'boolean schema is false',
      });
      continue;
    }
    const location = segments(unit.keywordLocation);
    const parentSchema = schemaAt(root, location.slice(0, -1), lookup);
    const parent = isRecord(parentSchema) ? parentSchema : {};
    const base = { schemaPath: unit.keywordLocation, parentSchema: parent };
    if (FALSE_AS_KEYWORD.has(keyword)) {
      // A schema-valued additionalProperties only carries the nested errors that follow.
      if (parent[keyword] !== false) continue;
      // Its `false` schema's unit follows, at the extra property: ajv names that property.
      const extra = units[index + 1];
      if (extra?.keyword === 'false') index += 1;
      const property = lastSegment(extra?.instanceLocation ?? '');
      const name =
        keyword === 'additionalProperties' ? 'additionalProperty' : 'unevaluatedProperty';
      errors.push({
        ...base,
        keyword,
        instancePath: path,
        params: { [name]: property },
        message: `must NOT have ${keyword === 'additionalProperties' ? 'additional' : 'unevaluated'} properties`,
      });
      continue;
    }
    if (keyword === 'required') {
      // One unit per missing key; ajv's params name the key, computed here from the data.
      const key = `${unit.instanceLocation} ${unit.keywordLocation}`;
      if (requiredSeen.has(key)) continue;
      requiredSeen.add(key);
      const object = instanceAt(data, unit.instanceLocation);
      const required = Array.isArray(parent.required) ? parent.required : [];
      for (const missingProperty of required) {
        if (isRecord(object) && Object.hasOwn(object, String(missingProperty))) continue;
        errors.push({
          ...base,
          keyword,
          instancePath: path,
          params: { missingProperty },
          message: `must have required property '${String(missingProperty)}'`,
        });
      }
      continue;
    }
    const value = instanceAt(data, unit.instanceLocation);
    const matches = (schema: unknown) => check(schema, value);
    errors.push({
      ...base,
      keyword,
      instancePath: path,
      ...describe(keyword, parent, unit, matches),
    });
  }
  return summariesAfterBranches(errors);
}

/**
 * cfworker reports an anyOf/oneOf before the errors of its branches; ajv after them, and rjsf
 * lists errors in that order, so each summary is moved behind the last error of its branches.
 */
function summariesAfterBranches(errors: ErrorObject[]): ErrorObject[] {
  const out = [...errors];
  for (let index = out.length - 1; index >= 0; index -= 1) {
    const error = out[index] as ErrorObject;
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') continue;
    const prefix = `${error.schemaPath}/`;
    let last = index;
    while (out[last + 1]?.schemaPath.startsWith(prefix)) last += 1;
    if (last === index) continue;
    out.splice(index, 1);
    out.splice(last, 0, error);
  }
  return out;
}
