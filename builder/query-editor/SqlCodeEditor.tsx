import { PostgreSQL, sql, type SQLNamespace } from '@codemirror/lang-sql';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo, type KeyboardEvent } from 'react';
import type { DatasourceSchema } from './query-editor-api.ts';

/** Props of {@link SqlCodeEditor}. */
export interface SqlCodeEditorProps {
  value: string;
  onChange(value: string): void;
  /** Tables and columns offered by autocompletion. */
  schema?: DatasourceSchema;
  /** Ctrl/Cmd+Enter runs the preview. */
  onRun?(): void;
  height: string;
}

/** `{table: [column, ...]}` for lang-sql's schema completion. */
export function completionNamespace(schema: DatasourceSchema | undefined): SQLNamespace {
  const namespace: Record<string, string[]> = {};
  for (const table of schema?.tables ?? []) {
    namespace[table.name] = table.columns.map((column) => column.name);
  }
  return namespace;
}

/**
 * The SQL pane (widget-layer §2): CodeMirror in SQL mode completing the datasource's tables
 * and columns. Loaded only with the query editor's chunk.
 */
export default function SqlCodeEditor({
  value,
  onChange,
  schema,
  onRun,
  height,
}: SqlCodeEditorProps) {
  const extensions = useMemo(
    () => [
      sql({ dialect: PostgreSQL, schema: completionNamespace(schema), upperCaseKeywords: true }),
      EditorView.lineWrapping,
    ],
    [schema],
  );
  // Ctrl/Cmd+Enter is caught before CodeMirror sees it (its own binding inserts a blank line).
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (onRun && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.stopPropagation();
      onRun();
    }
  };
  return (
    <div onKeyDownCapture={onKeyDownCapture} style={{ height }}>
      <CodeMirror
        value={value}
        height={height}
        extensions={extensions}
        onChange={(next) => onChange(next)}
        basicSetup={{ lineNumbers: true, foldGutter: false, highlightActiveLine: true }}
        aria-label="SQL"
        data-testid="sql-editor"
      />
    </div>
  );
}
