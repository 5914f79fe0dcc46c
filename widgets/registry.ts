import { createWidgetRegistry } from './registry-core.ts';
import type { WidgetTypeDefinition } from '../runtime/widget-sdk/types.ts';

// Every `widgets/<type>/index.ts` is a widget type: adding a folder adds a type.
const modules = import.meta.glob<{ default: WidgetTypeDefinition }>('./*/index.ts', {
  eager: true,
});

/** All widget types of this build. */
export const widgetRegistry = createWidgetRegistry(
  Object.entries(modules).map(([source, module]) => [source, module.default] as const),
);

// Issue 28, queries builder: its notebook editor is also the query editor's "Visual" mode.
export { NotebookEditor, type NotebookEditorProps } from './queries-builder/index.ts';
