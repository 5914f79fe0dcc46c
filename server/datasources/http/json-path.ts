/**
 * The small JSON path an HTTP datasource finds its rows with: `$`, `$.data.items`,
 * `$.pages[0].rows`, `$['odd key'].rows`, or the same without the leading `$` (`data.items`).
 * No filters, wildcards or recursion: a rows path names one array, and a path that cannot
 * be read is an error naming it rather than an empty table.
 */

/** One step of a path: an object key or an array index. */
export type JsonPathStep = string | number;

/** The steps of `path`; throws an Error naming the path and the position it cannot read. */
export function parseJsonPath(path: string): JsonPathStep[] {
  const text = path.trim();
  const steps: JsonPathStep[] = [];
  let at = text.startsWith('$') ? 1 : 0;
  const fail = (why: string): never => {
    throw new Error(`Invalid JSON path "${path}": ${why} at position ${at}`);
  };
  if (at === 0 && text !== '' && !text.startsWith('[')) {
    // `data.items` reads as `$.data.items`.
    at = -1;
  }
  while (at < text.length) {
    if (at === -1 || text[at] === '.') {
      at += 1;
      const match = /^[A-Za-z_$][\w$-]*/.exec(text.slice(at));
      if (!match) fail('expected a key');
      steps.push(match![0]);
      at += match![0].length;
    } else if (text[at] === '[') {
      const rest = text.slice(at);
      const index = /^\[(\d+)\]/.exec(rest);
      const quoted = /^\[(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\]/.exec(rest);
      if (index) {
        steps.push(Number(index[1]));
        at += index[0].length;
      } else if (quoted) {
        steps.push((quoted[1] ?? quoted[2] ?? '').replace(/\\(.)/g, '$1'));
        at += quoted[0].length;
      } else {
        fail("expected [index] or ['key']");
      }
    } else {
      fail(`unexpected "${text[at]}"`);
    }
  }
  return steps;
}

/** The value at `path` in `value`, or undefined when a step is missing. */
export function readJsonPath(value: unknown, path: string): unknown {
  let current = value;
  for (const step of parseJsonPath(path)) {
    if (typeof step === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[step];
    } else {
      if (current === null || typeof current !== 'object' || Array.isArray(current)) {
        return undefined;
      }
      if (!Object.prototype.hasOwnProperty.call(current, step)) return undefined;
      current = (current as Record<string, unknown>)[step];
    }
  }
  return current;
}
