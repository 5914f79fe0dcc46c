/**
 * The properties every schema under schemas/ declares (nested objects, items, anyOf/oneOf/allOf
 * branches and definitions included), and where the repository's code and tests name them:
 * the input of the schema coverage test.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** One declared property: its schema file, JSON pointer and name. */
export interface SchemaProperty {
  file: string;
  pointer: string;
  name: string;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Every property declared anywhere in one schema document. */
export function schemaProperties(file: string, schema: unknown): SchemaProperty[] {
  const found: SchemaProperty[] = [];
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => walk(child, `${pointer}/${index}`));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      // Examples, defaults and enums hold data, not schema.
      if (key === 'default' || key === 'examples' || key === 'enum' || key === 'const') continue;
      if (key === 'properties' && isObject(child)) {
        for (const [name, sub] of Object.entries(child)) {
          found.push({ file, pointer: `${pointer}/properties/${name}`, name });
          walk(sub, `${pointer}/properties/${name}`);
        }
      } else {
        walk(child, `${pointer}/${key}`);
      }
    }
  };
  walk(schema, '#');
  return found;
}

/** Files under `dir` (recursively) whose names end in one of `extensions`. */
export function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'generated' || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...filesUnder(full, extensions));
    else if (extensions.some((ext) => entry.endsWith(ext))) files.push(full);
  }
  return files;
}

/** Whether a file is a test (unit, HTTP or e2e) rather than product code. */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('tests');
}

/** The identifier-like words of a text (a property name is found as a whole word). */
export function wordsOf(text: string): Set<string> {
  return new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
}
