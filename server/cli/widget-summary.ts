/**
 * What `navigator widgets` prints about each widget type: its names, the app-shell catalogue
 * names it covers, and its params schema with every `$ref` into widget-params.schema.json
 * inlined, so the output stands alone.
 */
import { readFileSync } from 'node:fs';
import { SPEC_WIDGET_NAMES, uncoveredSpecNames } from '../../runtime/core/widgets/spec-names.ts';
import { WIDGET_PARAMS_SCHEMA_ID } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';

type Json = unknown;

export interface WidgetTypeSummary {
  type: string;
  label: string;
  classbase: string[];
  specNames: string[];
  needsData: boolean;
  paramsSchema: Json;
}

export interface WidgetsReport {
  types: WidgetTypeSummary[];
  /** Catalogue names no registered type declares yet. */
  uncoveredSpecNames: string[];
}

const PARAMS_SCHEMA: Json = JSON.parse(
  readFileSync(new URL('../../schemas/widget-params.schema.json', import.meta.url), 'utf8'),
);

/** The value at JSON pointer `pointer` ('/definitions/graph') of `root`. */
function atPointer(root: Json, pointer: string): Json {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) {
      throw new Error(`widget-params.schema.json has no ${pointer}`);
    }
    node = (node as Record<string, Json>)[key];
  }
  return node;
}

/**
 * `schema` with its `$ref`s (to the params schema's id, or local `#/…` ones inside it)
 * replaced by what they point at. A ref met again inside itself stays a ref (a recursive
 * definition would otherwise never end).
 */
export function inlineParamsRefs(
  schema: Json,
  root: Json = PARAMS_SCHEMA,
  open: string[] = [],
): Json {
  if (Array.isArray(schema)) return schema.map((item) => inlineParamsRefs(item, root, open));
  if (schema === null || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as Record<string, Json>;
  if (typeof $ref === 'string') {
    const pointer = $ref.startsWith(`${WIDGET_PARAMS_SCHEMA_ID}#`)
      ? $ref.slice(WIDGET_PARAMS_SCHEMA_ID.length + 1)
      : $ref.startsWith('#')
        ? $ref.slice(1)
        : undefined;
    if (pointer !== undefined && !open.includes(pointer)) {
      const target = inlineParamsRefs(atPointer(root, pointer), root, [...open, pointer]);
      return Object.keys(rest).length === 0 ? target : { ...(target as object), ...rest };
    }
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, inlineParamsRefs(value, root, open)]),
  );
}

/** The report of `types`, sorted by type name. */
export function widgetsReport(types: readonly WidgetTypeDefinition[]): WidgetsReport {
  const summaries = [...types]
    .sort((a, b) => a.type.localeCompare(b.type))
    .map((definition) => ({
      type: definition.type,
      label: definition.label,
      classbase: [...definition.classbase],
      specNames: [...definition.specNames],
      needsData: definition.needsData,
      paramsSchema: inlineParamsRefs(definition.paramsSchema),
    }));
  return {
    types: summaries,
    uncoveredSpecNames: uncoveredSpecNames(types.flatMap((definition) => definition.specNames)),
  };
}

/** The params a type reads, by name (top-level properties of its schema). */
function paramNames(schema: Json): string[] {
  const properties = (schema as { properties?: Record<string, Json> } | null)?.properties;
  return properties ? Object.keys(properties) : [];
}

/** The human-readable listing: one block per type, then the catalogue's uncovered names. */
export function formatWidgetsText(report: WidgetsReport): string {
  const lines: string[] = [];
  for (const summary of report.types) {
    const params = paramNames(summary.paramsSchema);
    lines.push(`${summary.type} — ${summary.label}${summary.needsData ? '' : ' (static)'}`);
    lines.push(`  classbase: ${summary.classbase.join(', ')}`);
    lines.push(`  spec:      ${summary.specNames.join(', ') || '(none)'}`);
    lines.push(`  params:    ${params.join(', ') || '(none)'}`);
  }
  const covered = SPEC_WIDGET_NAMES.length - report.uncoveredSpecNames.length;
  lines.push(
    '',
    `${report.types.length} widget types; ${covered} of ${SPEC_WIDGET_NAMES.length} catalogue names covered.`,
  );
  if (report.uncoveredSpecNames.length > 0) {
    lines.push(`Not covered yet: ${report.uncoveredSpecNames.join(', ')}`);
  }
  lines.push('Full params schemas: navigator widgets --json');
  return `${lines.join('\n')}\n`;
}
