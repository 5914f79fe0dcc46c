/**
 * A schema property is a promise (DESIGN.md): every property of every schema under schemas/
 * must be named by product code outside schemas/ and by at least one test. A property may be
 * exempted only with a written reason below; fix or remove what this test finds.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process.ts';
import {
  filesUnder,
  isTestFile,
  schemaProperties,
  wordsOf,
  type SchemaProperty,
} from './schema-properties.ts';

const SPEC_FIELD =
  'A field of the spec data model (widget-layer "Saved query") kept so imported queries validate; the spec gives it no behaviour and no code acts on it.';

/** `file#pointer` → why the property needs no code or test of its own. */
const EXEMPT: Record<string, string> = {
  'saved-query.schema.json#/properties/table_source': SPEC_FIELD,
  'saved-query.schema.json#/properties/row_based': SPEC_FIELD,
  'saved-query.schema.json#/properties/dwh': SPEC_FIELD,
  'saved-query.schema.json#/properties/dwh_info': SPEC_FIELD,
  'saved-query.schema.json#/properties/created_at': SPEC_FIELD,
  'widget-params.schema.json#/properties/addFilterOptions':
    'A widget params field of the spec (app-shell §3) with no behaviour given: the filter panel is the dashboard’s (its options come from filtering_show), so no widget merges options into it; accepted so imported widgets validate.',
  'program.schema.json#/properties/program_type_id':
    'A field of the program list the spec names (app-shell §3) and gives no behaviour: the server sends it with the programs (endpoints.ts asks for it), nothing acts on it.',
  'program.schema.json#/properties/conditions/properties/extraConditionsFile':
    'A program condition the spec lists (app-shell §3) for per-tenant extension files it does not show (§6): Navigator loads none; the key is accepted so imported programs validate and is kept out of every query’s conditions (widget-conditions.ts DASHBOARD_ONLY_KEYS).',
  'program.schema.json#/properties/conditions/properties/extraWhere':
    'A program condition the spec lists (app-shell §3: conditions "may carry … extraWhere.filtering_fixed"), kept so imported programs validate. Its only meaning, adding the user’s filtering_fixed to every query’s where, is what the server always does for every program (merge-conditions.ts applyFixedFilters; query-run-routes.test.ts "applies the user’s filtering_fixed whatever the body says"); a false must not turn fixed filters off (they are a security restriction), so no code reads the flag.',
};

/**
 * Known gaps (issue 27) still to implement and test, or remove. Unlike EXEMPT this list must
 * only shrink: an entry that becomes covered fails the last test until it is deleted here.
 */
const OPEN: Record<string, string> = {};

const SCHEMA_DIR = path.join(ROOT, 'schemas');
const CODE_DIRS = ['runtime', 'widgets', 'builder', 'server', 'bin', 'scripts', 'tests'];
const CODE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

function allProperties(): SchemaProperty[] {
  return readdirSync(SCHEMA_DIR)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .flatMap((name) =>
      schemaProperties(name, JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), 'utf8'))),
    );
}

function wordSets(): { code: Set<string>; tests: Set<string> } {
  const code = new Set<string>();
  const tests = new Set<string>();
  const schemaTests = filesUnder(SCHEMA_DIR, ['.test.ts']);
  const files = [
    ...CODE_DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir), CODE_EXTENSIONS)),
    ...schemaTests,
  ];
  for (const file of files) {
    // This test's own exemption list names properties; it proves nothing about them.
    if (file.endsWith('schema-coverage.test.ts')) continue;
    const target = isTestFile(file) || schemaTests.includes(file) ? tests : code;
    for (const word of wordsOf(readFileSync(file, 'utf8'))) target.add(word);
  }
  return { code, tests };
}

describe('schema coverage', () => {
  const properties = allProperties();
  const { code, tests } = wordSets();

  it('walks every schema, nested definitions included', () => {
    const pointers = properties.map((p) => `${p.file}${p.pointer}`);
    expect(pointers).toContain(
      'widget-params.schema.json#/properties/widgets/items/properties/shareData',
    );
    expect(pointers).toContain(
      'widget-params.schema.json#/definitions/graph/properties/series/items/properties/format',
    );
  });

  it('every property is named by code outside schemas/ and by a test (or exempted with a reason)', () => {
    const gaps = properties
      .filter((p) => !(`${p.file}${p.pointer}` in EXEMPT) && !(`${p.file}${p.pointer}` in OPEN))
      .flatMap((p) => {
        const missing = [!code.has(p.name) && 'code', !tests.has(p.name) && 'test'].filter(Boolean);
        return missing.length > 0 ? [`${p.file}${p.pointer}: no ${missing.join(', no ')}`] : [];
      });
    expect(gaps, 'implement and test these properties, remove them, or exempt them').toEqual([]);
  });

  it('every exemption names a property that exists and gives a reason', () => {
    const pointers = new Set(properties.map((p) => `${p.file}${p.pointer}`));
    for (const [pointer, reason] of Object.entries({ ...EXEMPT, ...OPEN })) {
      expect(pointers.has(pointer), pointer).toBe(true);
      expect(reason.trim().length, pointer).toBeGreaterThan(10);
    }
  });

  it('the list of open gaps only shrinks: a covered property leaves it', () => {
    const byPointer = new Map(properties.map((p) => [`${p.file}${p.pointer}`, p.name]));
    const covered = Object.keys(OPEN).filter((pointer) => {
      const name = byPointer.get(pointer) ?? '';
      return code.has(name) && tests.has(name);
    });
    expect(covered, 'delete these entries from OPEN').toEqual([]);
  });
});
