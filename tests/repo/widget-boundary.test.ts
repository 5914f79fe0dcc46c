/**
 * The widget SDK boundary (docs/widgets.md), checked on resolved paths so no spelling of a
 * relative import slips past: a widget type imports the app only through runtime/widget-sdk,
 * and the app reaches widget code only through widgets/registry.ts. eslint.config.js holds the
 * same rule for editors; this test holds it for CI even when lint is not run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process.ts';

/** Folders (relative to the repo root) a widget file may import from. */
const WIDGET_MAY_IMPORT = [
  'widgets/',
  'runtime/widget-sdk/',
  'runtime/core/',
  'schemas/',
  'config-samples/',
];

/** Test files may also use the shared test support (a real Chromium, the server process). */
const WIDGET_TEST_MAY_IMPORT = [...WIDGET_MAY_IMPORT, 'tests/support/'];

/** The only widget modules the app may import: the registries. */
const APP_MAY_IMPORT_FROM_WIDGETS = [
  'widgets/registry.ts',
  'widgets/registry-core.ts',
  'widgets/registry-prefetch.ts',
];

/** The imports of app `file` that reach into a widget type instead of the registry. */
export function appImportsOfWidgetInternals(file: string, source: string): string[] {
  return importSpecifiers(source).filter((specifier) => {
    const target = resolveFrom(file, specifier);
    return target?.startsWith('widgets/') && !APP_MAY_IMPORT_FROM_WIDGETS.includes(target);
  });
}

/** The import specifiers of a source file: static, re-exports, and dynamic `import('…')`. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) found.push(match[1] ?? '');
  return found;
}

/** Where a relative specifier lands, relative to the root; undefined for an npm package. */
function resolveFrom(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/** The imports of `file` (root-relative) that leave the folders `allowed`. */
export function importsOutside(file: string, source: string, allowed: readonly string[]): string[] {
  return importSpecifiers(source).filter((specifier) => {
    const target = resolveFrom(file, specifier);
    return target !== undefined && !allowed.some((folder) => target.startsWith(folder));
  });
}

function sourceFiles(folder: string): string[] {
  const entries = readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) =>
      path.posix.join(path.relative(ROOT, entry.parentPath).split(path.sep).join('/'), entry.name),
    );
}

describe('widget SDK boundary', () => {
  it.each([
    [
      'widgets/card/KpiCard.tsx',
      "import { x } from '../../runtime/app/shell/notify.ts';",
      ['../../runtime/app/shell/notify.ts'],
    ],
    [
      'widgets/card/KpiCard.tsx',
      "export { x } from '../../runtime/app/stores/a.ts';",
      ['../../runtime/app/stores/a.ts'],
    ],
    [
      'widgets/chart/a/b.ts',
      "const m = import('../../../builder/forms/x.ts');",
      ['../../../builder/forms/x.ts'],
    ],
    ['widgets/card/KpiCard.tsx', "import { x } from '../../runtime/widget-sdk/index.ts';", []],
    ['widgets/card/KpiCard.tsx', "import type { W } from '../../schemas/generated/index.ts';", []],
    [
      'widgets/card/KpiCard.tsx',
      "import { Text } from '@mantine/core';\nimport './card.module.css';",
      [],
    ],
  ])('%s: %s', (file, source, expected) => {
    expect(importsOutside(file, source, WIDGET_MAY_IMPORT)).toEqual(expected);
  });

  it('no widget imports the app beyond runtime/widget-sdk', () => {
    const files = sourceFiles('widgets');
    expect(files.length).toBeGreaterThan(50);
    const violations = files.flatMap((file) =>
      importsOutside(
        file,
        readFileSync(path.join(ROOT, file), 'utf8'),
        file.endsWith('.test.ts') ? WIDGET_TEST_MAY_IMPORT : WIDGET_MAY_IMPORT,
      ).map((specifier) => `${file} imports ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it.each([
    [
      'runtime/app/dashboard/a.ts',
      "import { x } from '../../../widgets/chart/chart-view-code.ts';",
      ['../../../widgets/chart/chart-view-code.ts'],
    ],
    [
      'runtime/app/dashboard/a.ts',
      "import { x } from '../../../widgets/registry-prefetch.ts';",
      [],
    ],
    ['builder/layout/a.ts', "import { x } from '../../runtime/core/widgets/identity.ts';", []],
  ])('app file %s: %s', (file, source, expected) => {
    expect(appImportsOfWidgetInternals(file, source)).toEqual(expected);
  });

  it('the app (runtime, builder, server) reaches widgets only through the registries', () => {
    const files = ['runtime', 'builder', 'server'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(200);
    const violations = files.flatMap((file) =>
      appImportsOfWidgetInternals(file, readFileSync(path.join(ROOT, file), 'utf8')).map(
        (specifier) => `${file} imports ${specifier}`,
      ),
    );
    expect(violations).toEqual([]);
  });
});
