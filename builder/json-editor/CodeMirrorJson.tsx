import { json } from '@codemirror/lang-json';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';
import type { JsonCodeEditorProps } from './JsonCodeEditor.tsx';

/** Lines wrap at 200 columns (app-shell §9) rather than at the edge of a wide dialog. */
const WRAP_AT_200 = EditorView.theme({ '.cm-content': { maxWidth: '200ch' } });

/** The CodeMirror half of {@link JsonCodeEditor}, in its own lazily loaded chunk. */
export default function CodeMirrorJson({
  value,
  onChange,
  height = 700,
  readOnly,
}: JsonCodeEditorProps) {
  const extensions = useMemo(() => [json(), EditorView.lineWrapping, WRAP_AT_200], []);
  return (
    <CodeMirror
      value={value}
      height={typeof height === 'number' ? `${height}px` : height}
      theme="dark"
      extensions={extensions}
      editable={!readOnly}
      onChange={(next) => onChange(next)}
      basicSetup={{ lineNumbers: true, foldGutter: true, bracketMatching: true }}
      data-testid="json-code-editor"
    />
  );
}
