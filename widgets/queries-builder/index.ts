import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { QueriesBuilderWidget } from './QueriesBuilderWidget.tsx';

export { NotebookEditor, type NotebookEditorProps } from './NotebookEditor.tsx';

/**
 * The queries builder (issue 28): a saved query built without SQL (table, joins along declared
 * relations, filters, summaries, sort, limit) with a live preview; also the query editor's
 * "Visual" mode (widgets/registry.ts hands its editor to the builder).
 */
const queriesBuilder: WidgetTypeDefinition = {
  type: 'queriesBuilder',
  classbase: [],
  specNames: ['queries builder'],
  label: 'Queries builder',
  needsData: false,
  paramsSchema: { type: 'object', properties: {} },
  uiSchema: {},
  defaults: {},
  Component: QueriesBuilderWidget,
};

export default queriesBuilder;
