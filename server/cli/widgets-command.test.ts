import { describe, expect, it } from 'vitest';
import { SPEC_WIDGET_NAMES } from '../../runtime/core/widgets/spec-names.ts';
import { WIDGET_PARAMS_SCHEMA_ID } from '../../runtime/widget-sdk/params-ref.ts';
import { widgetRegistry } from '../../widgets/registry.ts';
import { inlineParamsRefs, type WidgetsReport } from './widget-summary.ts';
import { runWidgets } from './widgets-command.ts';

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runWidgets(
    argv,
    {
      stdout: { write: (t: string) => (stdout += t) },
      stderr: { write: (t: string) => (stderr += t) },
    },
    async () => widgetRegistry.types(),
  );
  return { code, stdout, stderr };
}

const ROOT = {
  definitions: {
    size: { type: 'integer', minimum: 1 },
    box: { type: 'object', properties: { w: { $ref: '#/definitions/size' } } },
    tree: { type: 'object', properties: { child: { $ref: '#/definitions/tree' } } },
  },
};

describe('inlineParamsRefs', () => {
  it.each([
    [
      'a ref to the params schema id',
      { $ref: `${WIDGET_PARAMS_SCHEMA_ID}#/definitions/size` },
      { type: 'integer', minimum: 1 },
    ],
    [
      'a nested local ref',
      { $ref: '#/definitions/box' },
      { type: 'object', properties: { w: { type: 'integer', minimum: 1 } } },
    ],
    [
      'a ref with siblings',
      { $ref: '#/definitions/size', description: 'd' },
      { type: 'integer', minimum: 1, description: 'd' },
    ],
    [
      'a recursive ref, kept once inside itself',
      { $ref: '#/definitions/tree' },
      { type: 'object', properties: { child: { $ref: '#/definitions/tree' } } },
    ],
    [
      'a foreign ref, untouched',
      { $ref: 'https://example.com/x.json' },
      { $ref: 'https://example.com/x.json' },
    ],
  ])('%s', (_name, schema, expected) => {
    expect(inlineParamsRefs(schema, ROOT)).toEqual(expected);
  });

  it('names the pointer a ref misses', () => {
    expect(() => inlineParamsRefs({ $ref: '#/definitions/nope' }, ROOT)).toThrow(
      'widget-params.schema.json has no /definitions/nope',
    );
  });
});

describe('navigator widgets', () => {
  it('--json lists every registered type with its names and a self-contained params schema', async () => {
    const { code, stdout, stderr } = await run(['--json']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const report = JSON.parse(stdout) as WidgetsReport;
    const registered = widgetRegistry.types();
    expect(report.types.map((t) => t.type)).toEqual(registered.map((t) => t.type).sort());
    for (const definition of registered) {
      const summary = report.types.find((t) => t.type === definition.type);
      expect(summary?.classbase).toEqual([...definition.classbase]);
      expect(summary?.specNames).toEqual([...definition.specNames]);
    }
    expect(stdout).not.toContain(WIDGET_PARAMS_SCHEMA_ID);
    const covered = new Set(report.types.flatMap((t) => t.specNames));
    expect([...covered, ...report.uncoveredSpecNames].sort()).toEqual(
      [...SPEC_WIDGET_NAMES].sort(),
    );
    // The table's pqgrid param arrives with its properties, not as a $ref.
    const table = report.types.find((t) => t.type === 'table');
    expect(table?.paramsSchema).toMatchObject({ properties: { pqgrid: { type: 'object' } } });
  });

  it('prints one block per type with its classbases and spec names', async () => {
    const { code, stdout } = await run([]);
    expect(code).toBe(0);
    for (const definition of widgetRegistry.types()) {
      expect(stdout).toContain(`\n  classbase: ${definition.classbase.join(', ')}\n`);
    }
    expect(stdout).toContain('  spec:      datatable\n');
    expect(stdout).toMatch(/\d+ widget types; \d+ of 33 catalogue names covered\./);
  });

  it('refuses an unknown option with the usage and exit code 2', async () => {
    const { code, stderr } = await run(['--yaml']);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: navigator widgets [--json]');
  });
});
