/**
 * Writes `schemas/generated/<name>.ts` from every schema with json-schema-to-typescript, plus an
 * `index.ts` re-exporting them. Run with `npm run schemas:types`; `generated-types.test.ts`
 * fails when the files on disk differ from what this produces.
 *
 * Every `$ref` is replaced by a named type before compiling (a `tsType`), and each file imports
 * the names it uses from the file that declares them: shared definitions are then declared
 * exactly once, instead of once per file that references them (json-schema-to-typescript's
 * `declareExternallyReferenced` would repeat them, and the index would re-export clashes).
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import * as prettier from 'prettier';
import { schemaFiles, schemas, type SchemaFile } from './index.ts';

const SCHEMAS_DIR = dirname(fileURLToPath(import.meta.url));
const GENERATED_DIR = join(SCHEMAS_DIR, 'generated');
const REPO_ROOT = dirname(SCHEMAS_DIR);

const BANNER = `/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run \`npm run schemas:types\`.
 */`;

type JsonObject = { [key: string]: unknown };

/** The generated module name of a schema file: `dashboard.schema.json` → `dashboard`. */
export function moduleNameOf(file: SchemaFile): string {
  return file.replace(/\.schema\.json$/, '');
}

/** The TypeScript name json-schema-to-typescript gives a schema titled `title`. */
export function typeNameOf(title: string): string {
  return title
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function schemaOf(file: SchemaFile): JsonObject {
  return schemas[file] as unknown as JsonObject;
}

/** The type name a `$ref` written in `fromFile` points at, and the file declaring it. */
function resolveRef(ref: string, fromFile: SchemaFile): { name: string; file: SchemaFile } {
  const [filePart, pointer = ''] = ref.split('#');
  const file = (filePart === '' ? fromFile : filePart) as SchemaFile;
  const target = schemas[file] as unknown;
  if (!isObject(target)) throw new Error(`${fromFile}: $ref to unknown file ${ref}`);
  if (pointer === '') return { name: typeNameOf(String(target.title)), file };
  const match = /^\/definitions\/([^/]+)$/.exec(pointer);
  const definitions = target.definitions;
  const definition = match && isObject(definitions) ? definitions[match[1]!] : undefined;
  if (!match || !isObject(definition)) {
    throw new Error(`${fromFile}: $ref ${ref} must point at a file or at one of its definitions`);
  }
  return { name: typeNameOf(String(definition.title ?? match[1])), file };
}

/** A copy of `node` whose `$ref`s are named types, collecting the names imported from elsewhere. */
function replaceRefs(
  node: unknown,
  fromFile: SchemaFile,
  imports: Map<SchemaFile, Set<string>>,
): unknown {
  if (Array.isArray(node)) return node.map((item) => replaceRefs(item, fromFile, imports));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const { name, file } = resolveRef(node.$ref, fromFile);
    if (file !== fromFile) {
      const names = imports.get(file) ?? new Set<string>();
      imports.set(file, names.add(name));
    }
    const replaced: JsonObject = { tsType: name };
    if (typeof node.description === 'string') replaced.description = node.description;
    return replaced;
  }
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(node))
    copy[key] = replaceRefs(value, fromFile, imports);
  return copy;
}

/** Names a schema file must declare: its root title and every definition's. */
function declaredNames(file: SchemaFile): string[] {
  const schema = schemaOf(file);
  const definitions = isObject(schema.definitions) ? schema.definitions : {};
  return [
    typeNameOf(String(schema.title)),
    ...Object.entries(definitions).map(([key, definition]) =>
      typeNameOf(String((isObject(definition) && definition.title) || key)),
    ),
  ];
}

async function compileSchema(file: SchemaFile): Promise<string> {
  const imports = new Map<SchemaFile, Set<string>>();
  const schema = replaceRefs(schemaOf(file), file, imports) as JSONSchema;
  const body = await compile(schema, typeNameOf(String(schemaOf(file).title)), {
    bannerComment: '',
    cwd: SCHEMAS_DIR,
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: false,
    unknownAny: true,
    format: false,
  });
  for (const name of declaredNames(file)) {
    if (!new RegExp(`export (type|interface) ${name}\\b`).test(body)) {
      throw new Error(`${file}: expected the generated code to declare ${name}`);
    }
  }
  const importLines = [...imports.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, names]) => {
      const list = [...names].sort().join(', ');
      return `import type { ${list} } from './${moduleNameOf(from)}';`;
    });
  return [BANNER, ...importLines, body].join('\n');
}

async function format(source: string, filepath: string): Promise<string> {
  const config = (await prettier.resolveConfig(join(REPO_ROOT, '.prettierrc.json'))) ?? {};
  return prettier.format(source, { ...config, filepath });
}

/**
 * The generated files, by file name inside `schemas/generated/` (one per schema plus
 * `index.ts`), formatted with the repository's prettier config.
 */
export async function generateTypes(): Promise<Record<string, string>> {
  const owners = new Map<string, SchemaFile>();
  for (const file of schemaFiles) {
    for (const name of declaredNames(file)) {
      const owner = owners.get(name);
      if (owner) throw new Error(`Type ${name} is declared by both ${owner} and ${file}`);
      owners.set(name, file);
    }
  }
  const output: Record<string, string> = {};
  for (const file of schemaFiles) {
    const name = `${moduleNameOf(file)}.ts`;
    output[name] = await format(await compileSchema(file), join(GENERATED_DIR, name));
  }
  const index = [BANNER, ...schemaFiles.map((file) => `export * from './${moduleNameOf(file)}';`)];
  output['index.ts'] = await format(index.join('\n'), join(GENERATED_DIR, 'index.ts'));
  return output;
}

/** Writes the generated files and removes generated files no schema produces any more. */
export async function writeGeneratedTypes(): Promise<string[]> {
  const output = await generateTypes();
  await mkdir(GENERATED_DIR, { recursive: true });
  for (const existing of await readdir(GENERATED_DIR)) {
    if (!(existing in output)) await rm(join(GENERATED_DIR, existing));
  }
  for (const [name, content] of Object.entries(output)) {
    await writeFile(join(GENERATED_DIR, name), content);
  }
  return Object.keys(output);
}

/** Directory the generated files live in. */
export const generatedDir = GENERATED_DIR;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = await writeGeneratedTypes();
  console.log(`Wrote ${written.length} files to ${GENERATED_DIR}`);
}
