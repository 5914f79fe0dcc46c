import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createValidator,
  isSchemaFile,
  schemaFiles,
  schemaId,
  schemas,
  validateEntity,
  type SchemaFile,
} from './index.ts';

type Node = { [key: string]: unknown };
type Expectation = { pointer: string; keyword: string };

const FIXTURES_DIR = join(import.meta.dirname, 'fixtures');

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Visits every subschema that declares structure. if/then/else only restate rules about
 * properties declared elsewhere, so they are not visited.
 */
function walk(node: unknown, path: string, visit: (node: Node, path: string) => void): void {
  if (!isNode(node)) return;
  visit(node, path);
  for (const key of ['properties', 'patternProperties', 'definitions'] as const) {
    const children = node[key];
    if (isNode(children)) {
      for (const [name, child] of Object.entries(children))
        walk(child, `${path}/${key}/${name}`, visit);
    }
  }
  for (const key of ['items', 'additionalProperties'] as const)
    walk(node[key], `${path}/${key}`, visit);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((child, i) => walk(child, `${path}/${key}/${i}`, visit));
  }
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function fixtureName(file: SchemaFile): string {
  return file.replace(/\.schema\.json$/, '');
}

function fixtureFiles(file: SchemaFile, kind: 'valid' | 'invalid'): string[] {
  const dir = join(FIXTURES_DIR, fixtureName(file), kind);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'expected.json')
    .sort();
}

function expectations(file: SchemaFile): Record<string, Expectation> {
  const path = join(FIXTURES_DIR, fixtureName(file), 'invalid', 'expected.json');
  return existsSync(path) ? (readJson(path) as Record<string, Expectation>) : {};
}

/** True when `ancestor` is `pointer` itself or one of its parents. */
function isAncestorPointer(ancestor: string, pointer: string): boolean {
  return ancestor === pointer || pointer.startsWith(`${ancestor}/`);
}

const validCases = schemaFiles.flatMap((file) =>
  fixtureFiles(file, 'valid').map((fixture) => ({ file, fixture })),
);
const invalidCases = schemaFiles.flatMap((file) =>
  fixtureFiles(file, 'invalid').map((fixture) => ({
    file,
    fixture,
    expected: expectations(file)[fixture],
  })),
);

describe('schema files', () => {
  it.each(schemaFiles)('%s compiles and names itself', (file) => {
    const schema = schemas[file] as Node;
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.$id).toBe(schemaId(file));
    expect(typeof schema.title).toBe('string');
    expect(String(schema.description).length).toBeGreaterThan(20);
    expect(createValidator().getSchema(schemaId(file))).toBeTypeOf('function');
  });

  it.each(schemaFiles)('%s describes every property at any depth', (file) => {
    const missing: string[] = [];
    walk(schemas[file], '#', (node, path) => {
      const properties = isNode(node.properties) ? node.properties : {};
      for (const [name, property] of Object.entries(properties)) {
        const description = isNode(property) ? property.description : undefined;
        if (typeof description !== 'string' || description.trim() === '') {
          missing.push(`${path}/properties/${name}`);
        }
      }
    });
    expect(missing).toEqual([]);
  });

  it.each(schemaFiles)('%s decides additionalProperties on every object', (file) => {
    const undecided: string[] = [];
    walk(schemas[file], '#', (node, path) => {
      const declaresKeys = isNode(node.properties) || isNode(node.patternProperties);
      // allOf branches only add requirements to objects another branch declares and closes.
      const insideAllOf = path.includes('/allOf/');
      if (
        (declaresKeys || node.type === 'object') &&
        !insideAllOf &&
        !('additionalProperties' in node)
      ) {
        undecided.push(path);
      }
    });
    expect(undecided).toEqual([]);
  });

  it('uses one widget id pattern for widget ids, layout items and dashboard keys', () => {
    const widgetId = (schemas['widget.schema.json'].properties.widget_id as Node).pattern;
    expect(schemas['layout-item.schema.json'].properties.i.pattern).toBe(widgetId);
    expect(
      Object.keys(schemas['dashboard.schema.json'].properties.widgets.patternProperties),
    ).toEqual([widgetId]);
  });

  it('tells schema file names from other names', () => {
    expect(isSchemaFile('dashboard.schema.json')).toBe(true);
    expect(isSchemaFile('dashboard.json')).toBe(false);
    expect(isSchemaFile('toString')).toBe(false);
  });
});

describe('fixtures', () => {
  it.each(schemaFiles)('%s has at least 2 valid and 3 invalid fixtures, all listed', (file) => {
    expect(fixtureFiles(file, 'valid').length).toBeGreaterThanOrEqual(2);
    const invalid = fixtureFiles(file, 'invalid');
    expect(invalid.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(expectations(file)).sort()).toEqual(invalid);
  });

  it.each(validCases)('$file accepts valid/$fixture', ({ file, fixture }) => {
    const data = readJson(join(FIXTURES_DIR, fixtureName(file), 'valid', fixture));
    expect(validateEntity(file, data)).toEqual([]);
  });

  it.each(invalidCases)('$file rejects invalid/$fixture', ({ file, fixture, expected }) => {
    expect(expected, `${fixture} is missing from expected.json`).toBeDefined();
    const { pointer, keyword } = expected!;
    const errors = validateEntity(
      file,
      readJson(join(FIXTURES_DIR, fixtureName(file), 'invalid', fixture)),
    );
    const summary = errors.map(
      (error) => `${error.instancePath} ${error.keyword}: ${error.message}`,
    );
    expect(
      errors.some((error) => error.instancePath === pointer && error.keyword === keyword),
      `expected ${keyword} at "${pointer}", got:\n${summary.join('\n')}`,
    ).toBe(true);
    // One broken rule per fixture: every error sits at the broken spot or at a parent of it.
    const elsewhere = errors.filter((error) => !isAncestorPointer(error.instancePath, pointer));
    expect(elsewhere.map((error) => `${error.instancePath} ${error.keyword}`)).toEqual([]);
  });
});
