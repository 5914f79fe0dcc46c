/**
 * The browser's code must not compile code at run time: the Content-Security-Policy
 * (`script-src 'self'`, no 'unsafe-eval') refuses `new Function` and `eval`, and a form or
 * chart that needs them breaks only in the browser. ajv compiles every schema that way, so the
 * browser's modules (builder/, runtime/app/, widgets/) validate with the interpreting
 * validator (builder/forms/schema-interpreter.ts) and read schemas from schemas/registry.ts;
 * the server and the CLI keep ajv (schemas/index.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process.ts';

const BROWSER_DIRS = ['builder', 'runtime/app', 'widgets'];

/** Modules that compile code at run time, and the one ajv8 module that only shapes errors. */
const FORBIDDEN = [/^ajv($|\/)/, /^ajv-formats($|\/)/, /^@rjsf\/validator-ajv8($|\/)/];
const ALLOWED = ['@rjsf/validator-ajv8/lib/processRawValidationErrors.js'];

/** The problems of one browser module: imports that bring eval-based code, and eval itself. */
export function evalProblems(file: string, source: string): string[] {
  const code = source.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
  const problems: string[] = [];
  const imports = code.matchAll(/(?:^import(?!\s+type\b)[^;]*?from\s*|import\()\s*'([^']+)'/gm);
  for (const [, specifier = ''] of imports) {
    if (ALLOWED.includes(specifier)) continue;
    if (FORBIDDEN.some((pattern) => pattern.test(specifier))) {
      problems.push(`${file} imports ${specifier}`);
    }
    const resolved = path.resolve(path.dirname(path.join(ROOT, file)), specifier);
    if (specifier.startsWith('.') && resolved === path.join(ROOT, 'schemas', 'index.ts')) {
      problems.push(`${file} imports schemas/index.ts (ajv): use schemas/registry.ts`);
    }
  }
  if (/\bnew Function\s*\(|(?<![.\w])eval\s*\(/.test(code)) problems.push(`${file} evaluates code`);
  return problems;
}

function browserModules(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name))
    .map((name) => path.join(dir, name));
}

describe('browser modules compile no code at run time', () => {
  it.each(BROWSER_DIRS)('%s imports no ajv and evaluates nothing', (dir) => {
    const files = browserModules(dir);
    expect(files.length).toBeGreaterThan(5);
    const problems = files.flatMap((file) =>
      evalProblems(file, readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it.each([
    ["import Ajv from 'ajv';", ['x.ts imports ajv']],
    ["import addFormats from 'ajv-formats';", ['x.ts imports ajv-formats']],
    [
      "import { customizeValidator } from '@rjsf/validator-ajv8';",
      ['x.ts imports @rjsf/validator-ajv8'],
    ],
    [
      "import { schemas } from '../schemas/index.ts';",
      ['x.ts imports schemas/index.ts (ajv): use schemas/registry.ts'],
    ],
    ["const f = new Function('a', 'return a');", ['x.ts evaluates code']],
    ["import type { ErrorObject } from 'ajv';", []],
    ["import p from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';", []],
    ["import { schemas } from '../schemas/registry.ts';", []],
    ['view.eval(x);', []],
  ] as const)('%s → %j', (source, expected) => {
    expect(evalProblems('builder/x.ts', source).map((p) => p.replace('builder/', ''))).toEqual(
      expected,
    );
  });
});
