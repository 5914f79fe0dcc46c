import { SPEC_WIDGET_NAMES } from '../runtime/core/widgets/spec-names.ts';
import type { WidgetTypeDefinition } from '../runtime/widget-sdk/types.ts';

/** Widget types by canonical type and by every legacy classbase name. */
export interface WidgetRegistry {
  /** The type a widget's classbase renders with, or undefined for an unknown classbase. */
  resolve(classbase: string | undefined): WidgetTypeDefinition | undefined;
  types(): readonly WidgetTypeDefinition[];
}

/**
 * Builds the registry and refuses duplicates: two folders claiming one type or one classbase
 * would otherwise make which one renders depend on file order (Grafana Scenes does the same).
 */
export function createWidgetRegistry(
  definitions: Iterable<readonly [source: string, WidgetTypeDefinition]>,
): WidgetRegistry {
  const byName = new Map<string, { source: string; definition: WidgetTypeDefinition }>();
  const types: WidgetTypeDefinition[] = [];
  const specOwners = new Map<string, string>();
  for (const [source, definition] of definitions) {
    for (const name of new Set([definition.type, ...definition.classbase])) {
      const existing = byName.get(name);
      if (existing) {
        throw new Error(
          `Widget type "${name}" is registered twice: by ${existing.source} and by ${source}`,
        );
      }
      byName.set(name, { source, definition });
    }
    for (const name of definition.specNames) {
      if (!(SPEC_WIDGET_NAMES as readonly string[]).includes(name)) {
        throw new Error(`${source}: "${name}" is not a widget name of app-shell's catalogue`);
      }
      const claimant = specOwners.get(name);
      if (claimant) {
        throw new Error(`Spec name "${name}" is claimed twice: by ${claimant} and by ${source}`);
      }
      specOwners.set(name, source);
    }
    types.push(definition);
  }
  return {
    resolve: (classbase) => (classbase ? byName.get(classbase)?.definition : undefined),
    types: () => types,
  };
}
