/** A JSON value, as normalizeConditions returns it. */
export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

function normalize(value: unknown, ancestors: Set<object>): JsonValue | undefined {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // JSON has no NaN or Infinity (they would print as null anyway), and -0 prints as 0.
      return Number.isFinite(value) ? value + 0 : null;
    case 'bigint':
      return value.toString();
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  const object = value as object & { toJSON?: () => unknown };
  if (typeof object.toJSON === 'function') return normalize(object.toJSON(), ancestors);
  if (ancestors.has(object)) throw new TypeError('Conditions contain a circular reference');
  ancestors.add(object);
  try {
    if (Array.isArray(object)) {
      return object.map((item: unknown) => normalize(item, ancestors) ?? null);
    }
    const result: { [key: string]: JsonValue } = {};
    for (const key of Object.keys(object).sort()) {
      const item = normalize((object as Record<string, unknown>)[key], ancestors);
      if (item !== undefined) result[key] = item;
    }
    return result;
  } finally {
    ancestors.delete(object);
  }
}

/**
 * A canonical copy of conditions: object keys sorted at every depth, undefined (and function)
 * members dropped, NaN and Infinity as null, bigints as text, dates as ISO text. List order
 * is kept, as it carries meaning (fields, ordering, [op, value] pairs). Two conditions that
 * serialize to the same JSON up to key order normalize to equal values.
 * @throws TypeError on a circular reference.
 */
export function normalizeConditions(conditions: unknown): JsonValue {
  return normalize(conditions, new Set()) ?? null;
}

/** JSON of normalizeConditions: the same text for the same conditions in any key order. */
export function stableStringify(conditions: unknown): string {
  return JSON.stringify(normalizeConditions(conditions));
}

/**
 * The cache key of a query run: the slug and its normalized conditions. The browser's SWR
 * and the server's result cache both use it, so equal requests share one entry.
 */
export function conditionsKey(slug: string, conditions: unknown): string {
  return `${slug}:${stableStringify(conditions)}`;
}
