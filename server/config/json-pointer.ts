/** JSON pointers (RFC 6901), the way problems name the offending value inside a file. */

/** Splits a pointer into its unescaped segments (`''` is the whole document). */
export function decodePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Appends segments (property names or array indexes) to a pointer, escaping them. */
export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return (
    base + segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('')
  );
}

/** Reads the value a pointer names, or `undefined` when it does not exist. */
export function getAtPointer(value: unknown, pointer: string): unknown {
  let current = value;
  for (const segment of decodePointer(pointer)) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (current !== null && typeof current === 'object')
      current = Object.hasOwn(current, segment)
        ? (current as Record<string, unknown>)[segment]
        : undefined;
    else return undefined;
  }
  return current;
}
