/**
 * Turns ajv's error list into one readable issue per real mistake: the most specific pointer,
 * a message naming the value, and no noise from `anyOf`/`oneOf` branches that were never meant
 * to match.
 */
import type { ErrorObject } from 'ajv';
import { getAtPointer, joinPointer } from './json-pointer.ts';
import { describeValue } from './problems.ts';

/** One schema violation, ready to be placed in a file. */
export interface SchemaIssue {
  pointer: string;
  message: string;
  /** Point at the property name rather than its value (unknown property, bad property name). */
  atKey: boolean;
}

/** Keyword of an error standing for several failed `anyOf`/`oneOf` branches. */
const MERGED = 'anyOf-merged';

/** Keywords whose failure is about the value itself, so the message shows the value. */
const VALUE_KEYWORDS = new Set([
  MERGED,
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
]);

/** Readable issues for ajv errors raised while validating `data`. */
export function describeAjvErrors(errors: readonly ErrorObject[], data: unknown): SchemaIssue[] {
  const kept = collapseAlternatives(errors.filter((e) => e.keyword !== 'if'));
  const issues: SchemaIssue[] = [];
  const seen = new Set<string>();
  for (const error of kept) {
    const issue = describeError(error, data);
    if (!issue) continue;
    const key = `${issue.pointer}\0${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

function describeError(error: ErrorObject, data: unknown): SchemaIssue | undefined {
  const params = error.params as Record<string, unknown>;
  const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
  if (error.keyword === 'propertyNames') return undefined; // its inner error says what is wrong
  if (propertyName !== undefined) {
    return {
      pointer: joinPointer(error.instancePath, propertyName),
      message: `property name ${error.message ?? 'is invalid'} (got ${JSON.stringify(propertyName)})`,
      atKey: true,
    };
  }
  const value = getAtPointer(data, error.instancePath);
  switch (error.keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      return {
        pointer: joinPointer(error.instancePath, name),
        message: `must NOT have additional property ${JSON.stringify(name)}`,
        atKey: true,
      };
    }
    case 'required':
      return {
        pointer: error.instancePath,
        message: `must have required property ${JSON.stringify(params.missingProperty)}`,
        atKey: false,
      };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]) ?? [];
      return {
        pointer: error.instancePath,
        message: `must be one of ${listValues(allowed)} (got ${describeValue(value)})`,
        atKey: false,
      };
    }
    case 'const':
      return {
        pointer: error.instancePath,
        message: `must be ${JSON.stringify(params.allowedValue)} (got ${describeValue(value)})`,
        atKey: false,
      };
    case 'false schema':
      return { pointer: error.instancePath, message: 'is not allowed here', atKey: true };
    case 'type':
      return {
        pointer: error.instancePath,
        message: `must be ${typeList(params.type)} (got ${describeValue(value)})`,
        atKey: false,
      };
    default: {
      const base = error.message ?? `fails "${error.keyword}"`;
      const withValue = VALUE_KEYWORDS.has(error.keyword)
        ? `${base} (got ${describeValue(value)})`
        : base;
      return { pointer: error.instancePath, message: withValue, atKey: false };
    }
  }
}

function typeList(type: unknown): string {
  const types = Array.isArray(type) ? type.map(String) : String(type).split(',');
  if (types.length <= 1) return types[0] ?? 'valid';
  return `${types.slice(0, -1).join(', ')} or ${types[types.length - 1]}`;
}

function listValues(values: readonly unknown[]): string {
  const shown = values.slice(0, 20).map((v) => JSON.stringify(v));
  return shown.join(', ') + (values.length > shown.length ? ', …' : '');
}

function isAlternative(error: ErrorObject): boolean {
  return error.keyword === 'anyOf' || error.keyword === 'oneOf';
}

function isUnder(pointer: string, base: string): boolean {
  return pointer === base || pointer.startsWith(base + '/');
}

function parentSchemaPath(schemaPath: string): string {
  return schemaPath.slice(0, schemaPath.lastIndexOf('/'));
}

/**
 * An `anyOf`/`oneOf` failure comes with the errors of every branch. When some branch got
 * inside the value (errors deeper than it), the value had the right shape and those deeper
 * errors are the real ones; the other branches' "wrong type" errors are dropped. When no branch
 * got inside, the branch errors merge into one "must be X or Y" message.
 */
function collapseAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  let current = [...errors];
  // Deepest alternatives first, so nested anyOf collapse before the ones around them.
  const alternatives = current
    .filter(isAlternative)
    .sort((a, b) => b.instancePath.length - a.instancePath.length);
  for (const alt of alternatives) {
    if (!current.includes(alt)) continue;
    const at = alt.instancePath;
    // A keyword next to the anyOf fails at `<parent>/<keyword>`; anything else at the same
    // instance path came from a branch (its schema path may restart inside a $ref'd schema).
    const siblingPrefix = parentSchemaPath(alt.schemaPath) + '/';
    const isBranchError = (e: ErrorObject): boolean =>
      e !== alt &&
      isUnder(e.instancePath, at) &&
      (e.instancePath !== at || e.schemaPath !== siblingPrefix + e.keyword);
    const branch = current.filter(isBranchError);
    const deeper = branch.filter((e) => e.instancePath !== at);
    if (deeper.length > 0) {
      // Keep deeper errors and same-level ones that are not shape mismatches of other branches.
      const shapeKeywords = new Set([
        'type',
        'enum',
        'const',
        'required',
        'additionalProperties',
        'false schema',
      ]);
      current = current.filter(
        (e) =>
          e !== alt &&
          !(
            branch.includes(e) &&
            e.instancePath === at &&
            (shapeKeywords.has(e.keyword) || isAlternative(e))
          ),
      );
    } else if (branch.length > 0) {
      current = current
        .filter((e) => !branch.includes(e))
        .map((e) => (e === alt ? mergeBranches(alt, branch) : e));
    }
  }
  return current;
}

/** One error standing for several same-level branch failures ("must be string or array"). */
function mergeBranches(alt: ErrorObject, branch: readonly ErrorObject[]): ErrorObject {
  const types = branch
    .filter((e) => e.keyword === 'type')
    .flatMap((e) => {
      const t = (e.params as { type?: unknown }).type;
      return Array.isArray(t) ? t.map(String) : String(t).split(',');
    });
  const values = branch.flatMap((e) => {
    const p = e.params as { allowedValues?: unknown[]; allowedValue?: unknown };
    if (e.keyword === 'enum') return p.allowedValues ?? [];
    if (e.keyword === 'const') return [p.allowedValue];
    return [];
  });
  const others = branch.filter((e) => !['type', 'enum', 'const'].includes(e.keyword));
  if (others.length === 0 && (types.length > 0 || values.length > 0)) {
    const parts = [...new Set(types)];
    if (values.length > 0) parts.push(`one of ${listValues(values)}`);
    return { ...alt, keyword: MERGED, message: `must be ${typeList(parts)}` };
  }
  // Mixed reasons: the first branch's own error is the most useful single hint.
  return others[0] ?? branch[0] ?? alt;
}
