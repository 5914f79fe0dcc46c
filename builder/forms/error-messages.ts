/**
 * Readable texts for the validation errors rjsf shows next to a field. ajv's own messages
 * ("must NOT have more than 30 characters", "must match pattern "^\w+$"") read like a
 * validator's log; these say what the schema asks for, in the user's words.
 */
import type { RJSFValidationError } from '@rjsf/utils';

/** What {@link readableMessage} needs of an error: ajv's keyword and params. */
export type ErrorLike = Pick<RJSFValidationError, 'name' | 'params' | 'message'>;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Patterns our schemas use, explained. */
const PATTERN_TEXTS: Record<string, string> = {
  '^\\w+$': 'Use letters, digits and underscores only.',
  '^[A-Za-z0-9][A-Za-z0-9_-]*$':
    'Use letters, digits, "-" and "_", starting with a letter or digit.',
  '^[a-z0-9][a-z0-9-]*$': 'Use lowercase letters, digits and "-".',
  '^[a-z][a-z0-9_]*$': 'Use lowercase letters, digits and "_", starting with a letter.',
  '^\\w+[!|~]?$': 'Use letters, digits and underscores, optionally ending in !, | or ~.',
};

/** The sentence shown under a field for one validation error. */
export function readableMessage(error: ErrorLike): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const limit = typeof params.limit === 'number' ? params.limit : Number(params.limit);
  switch (error.name) {
    case 'required':
      return 'This field is required.';
    case 'maxLength':
      return `Must be at most ${plural(limit, 'character', 'characters')}.`;
    case 'minLength':
      return limit === 1 ? 'Must not be empty.' : `Must be at least ${limit} characters.`;
    case 'maximum':
      return `Must be ${limit} or less.`;
    case 'minimum':
      return `Must be ${limit} or more.`;
    case 'exclusiveMaximum':
      return `Must be less than ${limit}.`;
    case 'exclusiveMinimum':
      return `Must be more than ${limit}.`;
    case 'multipleOf':
      return `Must be a multiple of ${String(params.multipleOf)}.`;
    case 'maxItems':
      return `At most ${plural(limit, 'item', 'items')}.`;
    case 'minItems':
      return `At least ${plural(limit, 'item', 'items')}.`;
    case 'uniqueItems':
      return 'Each item may appear only once.';
    case 'enum':
      return 'Pick one of the listed values.';
    case 'const':
      return `Must be ${JSON.stringify(params.allowedValue)}.`;
    case 'type': {
      const type = Array.isArray(params.type) ? params.type.join(' or ') : String(params.type);
      return type === 'integer' ? 'Must be a whole number.' : `Must be a ${type}.`;
    }
    case 'pattern': {
      const pattern = String(params.pattern);
      return PATTERN_TEXTS[pattern] ?? `Must match the pattern ${pattern}.`;
    }
    case 'format':
      return `Must be a valid ${String(params.format)}.`;
    case 'additionalProperties':
      return `"${String(params.additionalProperty)}" is not a known setting.`;
    default: {
      const message = error.message ?? 'Invalid value.';
      return message.charAt(0).toUpperCase() + message.slice(1);
    }
  }
}

/** Joins a property and a schema path in one key (neither contains it). */
const SEP = '\u0000';

/** A `type` failure at the top of an anyOf/oneOf branch: `…/anyOf/1/type`. */
const BRANCH_TYPE = /^(.*\/(?:anyOf|oneOf))\/(\d+)\/type$/;

/**
 * The schema paths (`…/anyOf/1/`) of branches to leave unsaid: ajv reports every failing
 * branch of an anyOf/oneOf, so a 31-character title of "string (at most 30) or {en, es, pt}"
 * gets both "at most 30 characters" and "must be object". A branch that refused the value for
 * its type says nothing useful when another branch of the same choice accepts that type.
 */
function wrongTypeBranches(errors: readonly RJSFValidationError[]): Set<string> {
  const typeFailures = new Map<string, Set<string>>();
  for (const error of errors) {
    const match = error.name === 'type' ? BRANCH_TYPE.exec(error.schemaPath ?? '') : null;
    if (!match) continue;
    const [, choice = '', branch = ''] = match;
    const key = `${error.property ?? ''}${SEP}${choice}`;
    typeFailures.set(key, (typeFailures.get(key) ?? new Set()).add(branch));
  }
  const skipped = new Set<string>();
  for (const error of errors) {
    // Any error below a branch that did not fail on type: that branch took the value's type.
    for (const [key, branches] of typeFailures) {
      const [property, choice = ''] = key.split(SEP);
      // The other branch's error may sit below the choice (an object branch: `.title.en`).
      const at = error.property ?? '';
      if (at !== property && !at.startsWith(`${property}.`) && !at.startsWith(`${property}[`)) {
        continue;
      }
      const rest = (error.schemaPath ?? '').slice(choice.length);
      const own = (error.schemaPath ?? '').startsWith(`${choice}/`) && /^\/(\d+)\//.exec(rest);
      if (!own || branches.has(own[1] ?? '')) continue;
      for (const branch of branches) skipped.add(`${property}${SEP}${choice}/${branch}/`);
    }
  }
  return skipped;
}

/**
 * rjsf's `transformErrors`: every error gets its readable message; `if`/`anyOf`/`oneOf`
 * summaries are dropped because the error of the branch that failed is listed too, and so are
 * the errors of branches of another type than the value's (see {@link wrongTypeBranches}).
 */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  const skipped = wrongTypeBranches(errors);
  const isSkipped = (error: RJSFValidationError) =>
    [...skipped].some((prefix) => {
      const [property, path = ''] = prefix.split(SEP);
      return (error.property ?? '') === property && (error.schemaPath ?? '').startsWith(path);
    });
  return errors
    .filter((error) => error.name !== 'if' && error.name !== 'anyOf' && error.name !== 'oneOf')
    .filter((error) => !isSkipped(error))
    .map((error) => {
      const message = readableMessage(error);
      return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
    });
}
